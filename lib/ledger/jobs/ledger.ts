import "server-only";
import { checkLedger, describeLedgerProblems, releaseDueVouchers } from "@/lib/ledger/data/journal";
import { runPayouts } from "@/lib/ledger/data/payouts";
import type { JobHandler } from "@/lib/jobs/types";

/**
 * Every 15 minutes: vouchers past their refund window become available to their business
 * (a redemption releases its own voucher at once, by trigger). Up to 1000 per run.
 */
export const releaseLedgerVouchersJob: JobHandler<"release_ledger_vouchers"> = async () => {
  await releaseDueVouchers(1000);
};

/**
 * Nightly: the books' invariants. A broken one fails the job with the list, so it shows as failed
 * (with its error) in the jobs list on /admin; the next night's run checks again.
 */
export const checkLedgerJob: JobHandler<"check_ledger"> = async () => {
  const problems = await checkLedger();
  if (problems.length > 0) throw new Error(`ledger check failed:\n${describeLedgerProblems(problems)}`);
};

/**
 * Daily; pays on the payout weekday only. Releases what is due first, so a voucher whose window
 * closed this morning is paid today. A retry (or a second worker) pays nothing twice: one payout
 * per business and day.
 */
export const runPayoutsJob: JobHandler<"run_payouts"> = async () => {
  await releaseDueVouchers(10_000);
  await runPayouts({ ifDue: true });
};
