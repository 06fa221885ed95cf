// Compares the provider orders created in a window (default: the last 3 days) with what the
// provider says, records the mismatches for /admin/pagos and prints a summary
// (`npm run payments:reconcile [-- --from 2026-11-20 --to 2026-11-27]`). Answers 1 when the run
// stopped on an error or the arguments are wrong, 2 when no hosted provider is configured.
import { reconcilePayments } from "@/lib/payments/data/reconciliation";
import { getHostedPaymentProvider } from "@/lib/payments";

function argument(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function dateArgument(args: string[], name: string, fallback: Date): Date | string {
  const raw = argument(args, name);
  if (raw === undefined) return fallback;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? `--${name}: not a date: ${raw}` : date;
}

export async function paymentsReconcile(args: string[], out: Console): Promise<number> {
  const to = dateArgument(args, "to", new Date());
  if (typeof to === "string") return (out.error(to), 1);
  const from = dateArgument(args, "from", new Date(to.getTime() - 3 * 86_400_000));
  if (typeof from === "string") return (out.error(from), 1);
  if (from.getTime() >= to.getTime()) return (out.error("--from must be before --to"), 1);
  const provider = getHostedPaymentProvider();
  if (!provider) {
    out.error("No payment provider is configured (PAYMENTS_PROVIDER=simulated): nothing to reconcile.");
    return 2;
  }
  const started = performance.now();
  try {
    const s = await reconcilePayments({ from, to, provider, concurrency: 8 });
    const seconds = (performance.now() - started) / 1000;
    out.log(`Reconciliation ${s.reconciliationId} (${provider.name}) ${from.toISOString()} .. ${to.toISOString()}`);
    out.log(`  orders checked: ${s.ordersChecked} in ${seconds.toFixed(1)} s`);
    out.log(`  mismatches: ${s.mismatchesFound} (${s.newMismatches} new, the rest already open)`);
    for (const [kind, n] of Object.entries(s.byKind)) if (n > 0) out.log(`    ${kind}: ${n}`);
    out.log("  Open mismatches stay open until resolved on /admin/pagos, even when a later run no longer finds them.");
    if (!s.error) return 0;
    out.error(`  stopped early: ${s.error}`);
  } catch (error) {
    out.error("Reconciliation failed:", error);
  }
  return 1;
}
