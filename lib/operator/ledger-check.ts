// The nightly check of the money ledger, on demand (`npm run ledger:check`). Releases vouchers
// whose refund window closed first (what the 15-minute job does), then proves the invariants:
// every entry balances, no business balance is negative, each business's booked sales less refunds
// equal its statement's, and the provider clearing account equals what paid orders brought in less
// the refunds paid back. Prints each broken one and answers 1; 0 when the books are right.
import { checkLedger, describeLedgerProblems, releaseDueVouchers } from "@/lib/ledger/data/journal";

export async function ledgerCheck(_args: string[], out: Console): Promise<number> {
  try {
    const started = performance.now();
    let released = 0;
    for (let n = await releaseDueVouchers(10_000); n > 0; n = await releaseDueVouchers(10_000)) released += n;
    const problems = await checkLedger();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out.log(`Ledger check: ${released} voucher(s) released, ${problems.length} problem(s), ${seconds} s`);
    if (problems.length === 0) return 0;
    out.error(describeLedgerProblems(problems));
  } catch (error) {
    out.error("Ledger check failed:", error);
  }
  return 1;
}
