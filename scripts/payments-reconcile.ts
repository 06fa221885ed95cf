// `npm run payments:reconcile [-- --from 2026-11-20 --to 2026-11-27]`: compares the provider orders
// created in the window (default: the last 3 days) with what the provider says, records the
// mismatches for /admin/pagos and prints a summary. Exits 1 when the run stopped on an error or the
// arguments are wrong, 2 when no hosted provider is configured (PAYMENTS_PROVIDER=simulated).
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function dateArgument(name: string, fallback: Date): Date {
  const raw = argument(name);
  if (raw === undefined) return fallback;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) {
    console.error(`--${name}: not a date: ${raw}`);
    process.exit(1);
  }
  return date;
}

const to = dateArgument("to", new Date());
const from = dateArgument("from", new Date(to.getTime() - 3 * 86_400_000));
if (from.getTime() >= to.getTime()) {
  console.error("--from must be before --to");
  process.exit(1);
}

const { closeDatabase } = await import("@/lib/db");
const { getHostedPaymentProvider } = await import("@/lib/payments");
const { reconcilePayments } = await import("@/lib/data/reconciliation");

const provider = getHostedPaymentProvider();
if (!provider) {
  console.error("No payment provider is configured (PAYMENTS_PROVIDER=simulated): nothing to reconcile.");
  await closeDatabase();
  process.exit(2);
}
const started = performance.now();
let code = 0;
try {
  const s = await reconcilePayments({ from, to, provider, concurrency: 8 });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Reconciliation ${s.reconciliationId} (${provider.name}) ${from.toISOString()} .. ${to.toISOString()}`);
  console.log(`  orders checked: ${s.ordersChecked} in ${seconds.toFixed(1)} s`);
  console.log(`  mismatches: ${s.mismatchesFound} (${s.newMismatches} new, the rest already open)`);
  for (const [kind, n] of Object.entries(s.byKind)) if (n > 0) console.log(`    ${kind}: ${n}`);
  console.log(
    "  Open mismatches stay open until resolved on /admin/pagos, even when a later run no longer finds them.",
  );
  if (s.error) {
    console.error(`  stopped early: ${s.error}`);
    code = 1;
  }
} catch (error) {
  console.error("Reconciliation failed:", error);
  code = 1;
}
await closeDatabase();
process.exit(code);
export {};
