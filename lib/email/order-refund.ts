import "server-only";
import { formatQuetzales } from "@/lib/domain/money";
import { message } from "@/lib/i18n/messages";
import { escapeHtml, mailLayout } from "./html";
import type { Email } from "./mailer";

export interface OrderRefundNotice {
  name: string | null;
  orderId: string;
  amountCents: number;
  /** The provider's refund id. */
  refundId: string;
}

/** Why a paid order's money went back as a whole (its coupons sold out while the buyer paid); pure. */
export function buildOrderRefundEmail(r: OrderRefundNotice): Omit<Email, "to"> & { html: string } {
  const values = {
    name: r.name ?? message("orderRefundEmail.fallbackName"),
    order: r.orderId.slice(0, 8).toUpperCase(),
    amount: formatQuetzales(r.amountCents),
    refund: r.refundId,
  };
  const keys = ["greeting", "body", "amount", "reference", "closing"];
  const lines = keys.map((k) => message(`orderRefundEmail.${k}`, values));
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const htmlLines = keys.map((k) => message(`orderRefundEmail.${k}`, escaped));
  const subject = message("orderRefundEmail.subject", values);
  return { subject, text: lines.join("\n\n"), html: mailLayout(subject, htmlLines) };
}
