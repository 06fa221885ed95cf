// `npm run ledger:check`: the nightly check of the money ledger, on demand. Releases vouchers whose
// refund window closed first (what the 15-minute job does), then proves the invariants: every
// entry balances, no business balance is negative, each business's booked sales less refunds equal
// its statement's, and the provider clearing account equals what paid orders brought in less the
// refunds paid back. Prints each broken one and exits 1; exits 0 when the books are right.
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

const { closeDatabase } = await import("@/lib/db");
const { checkLedger, describeLedgerProblems, releaseDueVouchers } = await import("@/lib/data/ledger");

let code = 0;
try {
  const started = performance.now();
  let released = 0;
  for (let n = await releaseDueVouchers(10_000); n > 0; n = await releaseDueVouchers(10_000)) released += n;
  const problems = await checkLedger();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Ledger check: ${released} voucher(s) released, ${problems.length} problem(s), ${seconds} s`);
  if (problems.length > 0) {
    console.error(describeLedgerProblems(problems));
    code = 1;
  }
} catch (error) {
  console.error("Ledger check failed:", error);
  code = 1;
}
await closeDatabase();
process.exit(code);
export {};
