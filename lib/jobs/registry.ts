import "server-only";
import { cleanupExpired, releaseExpiredOrdersJob } from "./handlers/maintenance";
import { sendBookingEmailJob, sendBookingReminderJob, sendBookingSellerEmailJob } from "@/lib/bookings/jobs/mail";
import { notifyFollowersJob } from "./handlers/followers";
import { cancelFelDocumentJob, sendFelCancellationJob } from "@/lib/fel/jobs/cancel";
import { sendFelDocumentJob } from "@/lib/fel/jobs/mail";
import { certifyCommissionInvoiceJob, certifyCreditNoteJob, certifyInvoiceJob } from "@/lib/fel/jobs/invoices";
import { checkLedgerJob, releaseLedgerVouchersJob, runPayoutsJob } from "@/lib/ledger/jobs/ledger";
import {
  applyPaymentEventJob,
  applyPaymentEventsJob,
  reconcilePaymentsJob,
  refundOrderPaymentJob,
} from "@/lib/payments/jobs/payments";
import { sendBankAccountEmailJob, sendPayoutEmailJob } from "@/lib/ledger/jobs/payout-mail";
import { updateGoogleWalletJob } from "@/lib/wallet/jobs/google-wallet";
import { pushPassUpdateJob } from "@/lib/wallet/jobs/pass-updates";
import { sendPushJob } from "@/lib/wallet/jobs/push";
import { awardOrderLoyaltyJob } from "./handlers/loyalty";
import { sendReceipt } from "./handlers/receipt";
import { settleReferralRewardsJob } from "./handlers/referrals";
import { completeRefundJob, retryPendingRefundsJob } from "@/lib/payments/jobs/refunds";
import { fetchExchangeRateJob } from "@/lib/rates/jobs/fetch-exchange-rate";
import { scanExpiryRemindersJob, sendExpiryReminder } from "./handlers/reminders";
import type { JobBatchHandlers, JobHandlers } from "./types";

/** Every job name bound to its handler (the payload schemas are in ./definitions). */
export const JOB_HANDLERS: JobHandlers = {
  send_receipt: sendReceipt,
  send_expiry_reminder: sendExpiryReminder,
  scan_expiry_reminders: scanExpiryRemindersJob,
  release_expired_orders: releaseExpiredOrdersJob,
  complete_refund: completeRefundJob,
  retry_pending_refunds: retryPendingRefundsJob,
  cleanup_expired: cleanupExpired,
  notify_followers: notifyFollowersJob,
  settle_referral_rewards: settleReferralRewardsJob,
  apply_payment_event: applyPaymentEventJob,
  refund_order_payment: refundOrderPaymentJob,
  reconcile_payments: reconcilePaymentsJob,
  certify_invoice: certifyInvoiceJob,
  certify_credit_note: certifyCreditNoteJob,
  certify_commission_invoice: certifyCommissionInvoiceJob,
  send_fel_document: sendFelDocumentJob,
  cancel_fel_document: cancelFelDocumentJob,
  send_fel_cancellation: sendFelCancellationJob,
  award_order_loyalty: awardOrderLoyaltyJob,
  release_ledger_vouchers: releaseLedgerVouchersJob,
  check_ledger: checkLedgerJob,
  run_payouts: runPayoutsJob,
  send_payout_email: sendPayoutEmailJob,
  send_bank_account_email: sendBankAccountEmailJob,
  send_push: sendPushJob,
  push_pass_update: pushPassUpdateJob,
  update_google_wallet: updateGoogleWalletJob,
  send_booking_email: sendBookingEmailJob,
  send_booking_reminder: sendBookingReminderJob,
  send_booking_seller_email: sendBookingSellerEmailJob,
  fetch_exchange_rate: fetchExchangeRateJob,
};

/** Names whose due jobs the worker may run together (up to their definition's `batch`). */
export const JOB_BATCH_HANDLERS: JobBatchHandlers = {
  apply_payment_event: applyPaymentEventsJob,
};
