import "server-only";
import { formatQuetzales } from "@/lib/domain/money";
import type { OrderRefundState } from "@/lib/domain/refunds";
import { formatCode } from "@/lib/domain/voucher-code";
import { message } from "@/lib/i18n/messages";
import { escapeHtml, mailLayout } from "./html";
import type { Email } from "./mailer";

export interface RefundReceipt {
  to: string;
  name: string | null;
  couponTitle: string;
  code: string;
  orderId: string;
  amountCents: number;
  /** The share paid with referral credit, given back as credit. */
  creditCents?: number;
  refundedTotalCents: number;
  orderTotalCents: number;
  orderState: OrderRefundState;
  refundId: string;
  /** The money is owed (the operator returns it as credit or a transfer), not sent to the card. */
  owed?: boolean;
}

/** The refund receipt (pure): what was refunded, of which order, and the order's new state. */
export function buildRefundReceiptEmail(r: RefundReceipt): Omit<Email, "to"> & { html: string } {
  const values = {
    name: r.name ?? message("refundEmail.fallbackName"),
    title: r.couponTitle,
    code: formatCode(r.code),
    order: r.orderId.slice(0, 8).toUpperCase(),
    amount: formatQuetzales(r.amountCents),
    credit: formatQuetzales(r.creditCents ?? 0),
    refunded: formatQuetzales(r.refundedTotalCents),
    total: formatQuetzales(r.orderTotalCents),
    state: message(`refundEmail.states.${r.orderState}`),
    refund: r.refundId.slice(0, 8).toUpperCase(),
  };
  const keys = [
    "greeting",
    "body",
    r.owed ? "amountOwed" : "amount",
    ...((r.creditCents ?? 0) > 0 ? ["credit"] : []),
    "order",
    "state",
    "closing",
  ];
  const lines = keys.map((k) => message(`refundEmail.${k}`, values));
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const htmlLines = keys.map((k) => message(`refundEmail.${k}`, escaped));
  const subject = message("refundEmail.subject", values);
  return { subject, text: lines.join("\n\n"), html: mailLayout(subject, htmlLines) };
}
