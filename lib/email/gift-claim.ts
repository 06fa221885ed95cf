import "server-only";
import { message } from "@/lib/i18n/messages";
import { whatsappShareUrl } from "@/lib/domain/voucher-share";
import { escapeHtml, mailLayout } from "./html";
import { sendEmail, type Email } from "./mailer";
import { pageUrl } from "@/lib/i18n/page-href";

export interface GiftClaimMail {
  to: string;
  giverName: string | null;
  couponTitle: string;
  message: string | null;
  /** The claim link's secret token (only its hash is stored). */
  token: string;
  /** Preformatted in Guatemala's time. */
  expiresLabel: string;
}

/** The link to claim a gift, on the configured origin (never the request's Host). */
export function giftClaimLink(token: string): string {
  return pageUrl(`/regalo/${token}`);
}

/** The recipient's mail (pure): who sends what, their message and the claim link. */
export function buildGiftClaimEmail(g: Omit<GiftClaimMail, "to">): Omit<Email, "to"> & { html: string } {
  const values = {
    giver: g.giverName ?? message("giftEmail.fallbackGiver"),
    title: g.couponTitle,
    link: giftClaimLink(g.token),
    expires: g.expiresLabel,
    message: g.message ?? "",
  };
  const keys = ["intro", ...(g.message ? ["message"] : []), "claim", "link", "expires", "ignore"];
  const subject = message("giftEmail.subject", values);
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const html = keys.map((k) =>
    k === "link"
      ? `<a href="${escaped.link}">${escapeHtml(message("giftEmail.button"))}</a><br>${escaped.link}`
      : message(`giftEmail.${k}`, escaped),
  );
  return {
    subject,
    text: keys.map((k) => message(`giftEmail.${k}`, values)).join("\n\n"),
    html: mailLayout(subject, html),
  };
}

/**
 * The same invitation as a WhatsApp share link (wa.me with the text prefilled), for a giver who
 * sends the claim link by chat instead of e-mail: what the mail says, minus its HTML.
 */
export function giftClaimWhatsappUrl(g: Omit<GiftClaimMail, "to">): string {
  const values = {
    giver: g.giverName ?? message("giftEmail.fallbackGiver"),
    title: g.couponTitle,
    link: giftClaimLink(g.token),
    expires: g.expiresLabel,
    message: g.message ?? "",
  };
  const keys = ["intro", ...(g.message ? ["message"] : []), "claim", "link", "expires"];
  return whatsappShareUrl(keys.map((k) => message(`giftEmail.${k}`, values)).join("\n\n"));
}

/** Sends it; the one place the lead routes through the job queue later. */
export async function sendGiftClaimEmail(g: GiftClaimMail): Promise<void> {
  await sendEmail({ to: g.to, ...buildGiftClaimEmail(g) });
}
