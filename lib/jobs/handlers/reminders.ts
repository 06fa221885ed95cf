import "server-only";
import { expiryReminderEmail, expiryReminderNotice } from "@/lib/email/expiry-reminder";
import { notifyExpiry, reminderVoucher, scanExpiryReminders } from "../data/reminders";
import { sendMailOnce } from "../data/mail";
import type { JobHandler } from "../types";
import { withLocale } from "@/lib/i18n/page-locale";
import { voucherLanguage } from "@/lib/data/orders/buyer-language";

export const scanExpiryRemindersJob: JobHandler<"scan_expiry_reminders"> = async () => {
  await scanExpiryReminders();
};

/** Mails one reminder, unless the voucher was used, or the offer ended, meanwhile. */
export const sendExpiryReminder: JobHandler<"send_expiry_reminder"> = async ({ voucherId, days }, { jobId }) => {
  // In the language the voucher was bought in, the inbox line as the mail.
  await withLocale(await voucherLanguage(voucherId), async () => {
    const voucher = await reminderVoucher(voucherId);
    if (!voucher) return;
    await notifyExpiry(voucherId, days, expiryReminderNotice(voucher, days));
    if (!voucher.email) return;
    await sendMailOnce(`reminder:${voucherId}:${days}`, expiryReminderEmail(voucher, days), jobId);
  });
};
