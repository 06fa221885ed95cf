import "server-only";
import { checkLedger, describeLedgerProblems, releaseDueVouchers } from "@/lib/data/ledger";
import type { JobHandler } from "../types";

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
