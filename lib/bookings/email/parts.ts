// What the booking mails share: their paragraphs as text and as HTML (a link is an anchor in HTML and
// "label: address" in text), absolute links into the site, and the address the invitation names as
// its organizer.
import { env, siteOrigin } from "@/lib/env";
import { escapeHtml, mailLayout } from "@/lib/email/html";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";

export type BookingMailKind = "creada" | "movida" | "cancelada";

/** "creada" -> "Creada": the suffix of the per-kind message keys. */
export const kindKey = (kind: BookingMailKind) => `${kind[0]!.toUpperCase()}${kind.slice(1)}`;

export type Part = string | { label: string; href: string };

/** The mail's text and HTML bodies from its paragraphs. */
export function renderParts(subject: string, parts: readonly Part[]): { text: string; html: string } {
  const text = parts.map((p) => (typeof p === "string" ? p : `${p.label}: ${p.href}`)).join("\n\n");
  const html = mailLayout(
    subject,
    parts.map((p) =>
      typeof p === "string" ? escapeHtml(p) : `<a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a>`,
    ),
  );
  return { text, html };
}

/** An absolute link to a page of the site. */
/** An absolute link to a site page in the mail's language. */
export const siteLink = (path: string) => new URL(localizeHref(path, pageLocale()), siteOrigin()).toString();

/** The voucher's place on /mis-cupones (its card's anchor). */
export const myCouponsPath = (voucherId: string) => `/mis-cupones#cupon-${voucherId}`;

/**
 * The bare address of MAIL_FROM ("CuponGT <no-responder@cupongt.test>" -> "no-responder@..."): the
 * invitation's organizer is the business by name, reached at the address our mails come from.
 */
export function organizerAddress(from = env.MAIL_FROM): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}
