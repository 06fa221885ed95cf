import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { message } from "@/lib/i18n/messages";
import { localizeHref } from "@/lib/i18n/routing";
import { databaseNoticeFacts } from "@/lib/wallet/data/database-notices";
import { databaseNotice, type DatabaseNotice } from "@/lib/wallet/rules/database-notices";

// The words a push carries, in its reader's language. A notice a job wrote is in that language
// already (the job ran in it) and goes as written. A notice a database function wrote is Spanish:
// a Spanish reader gets it as written, the same line as their inbox; an English reader gets it
// written again from messages (pushNotices), with its link to the English page. Their inbox keeps
// the database's Spanish line, since the database functions record no language.

export interface PushNotice {
  userId: string;
  kind: string;
  title: string;
  body: string | null;
  href: string | null;
  dedupeKey: string | null;
}

export interface PushText {
  title: string;
  body: string;
  url: string;
}

function words(notice: DatabaseNotice, values: Record<string, string>, locale: Locale) {
  const t = (key: string, v?: Record<string, string>) => message(`pushNotices.${key}`, v, locale);
  switch (notice.kind) {
    case "gift_claimed":
      return { title: t("giftClaimed.title"), body: t("giftClaimed.body", values) };
    case "refund_settled":
      return {
        title: t("refundSettled.title"),
        body: t(values.settledAs === "credito" ? "refundSettled.bodyCredit" : "refundSettled.bodyTransfer", values),
      };
    case "coupon_published":
      return { title: t("couponPublished.title", values), body: values.title ?? "" };
    case "review_reply":
      return { title: t("reviewReply.title"), body: t("reviewReply.body", values) };
    case "booking_moved":
      return { title: t("bookingMoved.title"), body: t("bookingMoved.body") };
    case "booking_cancelled":
      return { title: t("bookingCancelled.title"), body: t("bookingCancelled.body") };
  }
}

/** The push of one inbox row, in its reader's language. */
export async function pushText(n: PushNotice): Promise<PushText> {
  const stored = { title: n.title, body: n.body ?? "", url: n.href ?? "/" };
  const notice = databaseNotice(n.kind, n.dedupeKey);
  const facts = notice ? await databaseNoticeFacts(notice, n.userId) : null;
  if (!notice || !facts || facts.language === "es") return stored;
  const { title, body } = words(notice, facts.values, facts.language);
  // The database's own limits on an inbox row's title and body.
  return { title: title.slice(0, 200), body: body.slice(0, 500), url: localizeHref(stored.url, facts.language) };
}

/**
 * An inbox row as a page in `locale` shows it (the notifications drawer): on English pages a
 * database function's Spanish notice is written again in English, and every link goes to the
 * English page. A row a job wrote keeps its words (they are in its order's language).
 */
export async function noticeInLocale(
  n: PushNotice,
  locale: Locale,
): Promise<Pick<PushNotice, "title" | "body" | "href">> {
  if (locale === "es") return n;
  const href = n.href ? localizeHref(n.href, locale) : null;
  const notice = databaseNotice(n.kind, n.dedupeKey);
  const facts = notice ? await databaseNoticeFacts(notice, n.userId) : null;
  if (!notice || !facts) return { title: n.title, body: n.body, href };
  const { title, body } = words(notice, facts.values, locale);
  return { title: title.slice(0, 200), body: body.slice(0, 500), href };
}
