import "server-only";
import { siteOrigin } from "@/lib/env";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";
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
    link: new URL(localizeHref("/mis-cupones", pageLocale()), siteOrigin()).toString(),
  };
  return {
    to: v.email ?? "",
    subject: message(`reminderEmail.subject${days}`, values),
    text: message("reminderEmail.body", values),
  };
}

/** The same reminder as an inbox row (and a push where the owner opted in), linking to the reader's page. */
export function expiryReminderNotice(v: ReminderVoucher, days: 1 | 3): { title: string; body: string; link: string } {
  return {
    title: message(`expiryNotice.title${days}`),
    body: message("expiryNotice.body", { title: v.title.slice(0, 200) }),
    link: localizeHref("/mis-cupones", pageLocale()),
  };
}
