// Refunds: a buyer gets the money back for a voucher they will not use, within 7 days
// of paying for it. The database (public.refund_voucher) decides under lock; this is the same rule
// for the page, which shows 'Solicitar reembolso' only where the request can succeed.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { formObject, uuidField } from "./forms/fields";

export const REFUND_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/** Why a refund is refused: the reasons public.refund_voucher answers. */
export type RefundRefusal =
  "no_existe" | "canjeado" | "vencido" | "reembolsado" | "regalado" | "regalo_pendiente" | "plazo_vencido";

export interface RefundableVoucher {
  /** The stored status ('vencido' may also follow from expiresAt). */
  status: "vigente" | "canjeado" | "vencido" | "reembolsado";
  expiresAt: Date;
  /** When its order was paid. */
  purchasedAt: Date;
  /** A gift of it waits to be claimed. */
  giftPending: boolean;
  /** The holder received it as a gift (someone else paid). */
  receivedAsGift: boolean;
}

export type RefundEligibility = { ok: true; deadline: Date } | { ok: false; reason: RefundRefusal };

/** The last moment a voucher bought at `purchasedAt` can be refunded (exclusive). */
export function refundDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/** Same checks, same order as public.refund_voucher. */
export function refundEligibility(v: RefundableVoucher, now: Date = new Date()): RefundEligibility {
  if (v.status === "reembolsado") return { ok: false, reason: "reembolsado" };
  if (v.status === "canjeado") return { ok: false, reason: "canjeado" };
  if (v.receivedAsGift) return { ok: false, reason: "regalado" };
  if (v.giftPending) return { ok: false, reason: "regalo_pendiente" };
  if (v.status === "vencido" || v.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "vencido" };
  const deadline = refundDeadline(v.purchasedAt);
  if (deadline.getTime() <= now.getTime()) return { ok: false, reason: "plazo_vencido" };
  return { ok: true, deadline };
}

export type OrderRefundState = "pagada" | "reembolsada_parcialmente" | "reembolsada";

/** An order's state from what was refunded of it. */
export function orderRefundState(totalCents: number, refundedCents: number): OrderRefundState {
  if (refundedCents <= 0) return "pagada";
  return refundedCents >= totalCents ? "reembolsada" : "reembolsada_parcialmente";
}

/** IVA on one unit, rounded half away from zero as SQL's round(x * 0.12, 2) does. */
const unitTaxCents = (unitPriceCents: number) => Math.round((unitPriceCents * 12) / 100 + 1e-9);

/**
 * What one voucher gives back: its unit price plus IVA, never more than what is left of the
 * order; the order's last voucher takes exactly what is left (IVA was rounded once per order, so
 * per-unit figures may not add up to the total to the cent).
 */
export function refundAmountCents(input: {
  unitPriceCents: number;
  orderTotalCents: number;
  refundedCents: number;
  lastVoucher: boolean;
}): number {
  const left = Math.max(input.orderTotalCents - input.refundedCents, 0);
  if (input.lastVoucher) return left;
  return Math.min(input.unitPriceCents + unitTaxCents(input.unitPriceCents), left);
}

export const refundVoucherSchema = formObject({ voucherId: uuidField("myCoupons.refund.errors.no_existe") });
export type RefundVoucherInput = z.input<typeof refundVoucherSchema>;

/** The message code of a refusal (words in messages/es.json myCoupons.refund.errors). */
export const refundRefusalCode = (reason: RefundRefusal) =>
  messageCode(
    `myCoupons.refund.errors.${reason}`,
    reason === "plazo_vencido" ? { days: REFUND_WINDOW_DAYS } : undefined,
  );

/** How a voucher refund of an order paid through a hosted provider goes back to the buyer. */
export type ProviderRefundRoute = "provider" | "owed" | "nothing";

/**
 * 'provider' when the provider can give back exactly this refund: any amount if it refunds parts of
 * a payment, else only the whole of what it took (a single-voucher order, nothing refunded or used
 * before). Otherwise 'owed': the operator pays it back as credit or a transfer. 'nothing' when no
 * money is due (the voucher was paid with credit, which came back as credit).
 */
export function providerRefundRoute(r: {
  amountCents: number;
  orderTotalCents: number;
  partialRefunds: boolean;
}): ProviderRefundRoute {
  if (r.amountCents <= 0) return "nothing";
  if (r.partialRefunds) return "provider";
  return r.amountCents === r.orderTotalCents ? "provider" : "owed";
}
