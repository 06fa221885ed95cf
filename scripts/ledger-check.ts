// `npm run ledger:check`: the nightly check of the money ledger, on demand (lib/operator/ledger-check.ts).
// Exits 1 when a problem is found. On the embedded database while the server runs, the server runs
// it (lib/operator/channel.ts).
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

const { forwardToRunningServer } = await import("@/lib/operator/forward");
const args = process.argv.slice(2);
const forwarded = await forwardToRunningServer("ledger:check", args);
if (forwarded !== "local") process.exit(forwarded);
const { closeDatabase } = await import("@/lib/db");
const { ledgerCheck } = await import("@/lib/operator/ledger-check");
const code = await ledgerCheck(args, console);
await closeDatabase();
process.exit(code);
export {};
