import "server-only";
import { siteOrigin } from "@/lib/env";
import { message } from "@/lib/i18n/messages";
import { formatCode } from "@/lib/domain/voucher-code";
import type { Email } from "./mailer";
import { mailDateTime } from "./format";

export interface ReminderVoucher {
  id: string;
  code: string;
  title: string;
  /** The coupon's end, as PostgreSQL prints a timestamptz. */
  endTime: string;
  businessName: string | null;
  businessAddress: string | null;
  businessCity: string | null;
  email: string | null;
  name: string | null;
}

/** The reminder that an unused voucher's offer ends in 3 days or tomorrow, so it is not lost unused. */
export function expiryReminderEmail(v: ReminderVoucher, days: 1 | 3): Email {
  const values = {
    name: v.name ?? message("receiptEmail.fallbackName"),
    title: v.title,
    date: mailDateTime(new Date(v.endTime).toISOString()),
    code: formatCode(v.code),
    business: v.businessName ?? "",
    address: [v.businessAddress, v.businessCity].filter(Boolean).join(", ") || message("receiptEmail.noAddress"),
    link: new URL("/mis-cupones", siteOrigin()).toString(),
  };
  return {
    to: v.email ?? "",
    subject: message(`reminderEmail.subject${days}`, values),
    text: message("reminderEmail.body", values),
  };
}
