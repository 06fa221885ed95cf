// `npm run payments:reconcile [-- --from 2026-11-20 --to 2026-11-27]`: compares the provider's
// orders with ours and records the mismatches for /admin/pagos (lib/operator/payments-reconcile.ts).
// Exits 1 on an error or wrong arguments, 2 when no hosted provider is configured. On the embedded
// database while the server runs, the server runs it (lib/operator/channel.ts).
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

const { forwardToRunningServer } = await import("@/lib/operator/forward");
const args = process.argv.slice(2);
const forwarded = await forwardToRunningServer("payments:reconcile", args);
if (forwarded !== "local") process.exit(forwarded);
const { closeDatabase } = await import("@/lib/db");
const { paymentsReconcile } = await import("@/lib/operator/payments-reconcile");
const code = await paymentsReconcile(args, console);
await closeDatabase();
process.exit(code);
export {};
