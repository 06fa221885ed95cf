// What happens when the buyer pays, is declined, starts a transfer, or the operator settles it:
// the checkout changes state and the matching webhook is sent, as Recurrente does.
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS, SANDBOX_TRANSFER_HOURS } from "./pages";
import { eventPayload } from "./payloads";
import { isOpen, sandboxId, SandboxRequestError, type SandboxCheckout, type SandboxStore } from "./store";
import type { WebhookSender } from "./webhooks";

export interface SandboxContext {
  store: SandboxStore;
  sender: WebhookSender;
  now: () => Date;
}

export type CardOutcome = "paid" | "declined" | "unknown_card" | "closed";

export function payWithCard(ctx: SandboxContext, checkout: SandboxCheckout, cardNumber: string): CardOutcome {
  const now = ctx.now();
  if (!isOpen(checkout, now)) return "closed";
  const digits = cardNumber.replace(/\D/g, "");
  if (digits === SANDBOX_CARD_DECLINED) {
    checkout.declines += 1;
    ctx.sender.send("payment_intent.failed", eventPayload("payment_intent.failed", checkout, now, sandboxId("pa", 8)));
    return "declined";
  }
  // Test mode knows only its test cards; any other number is refused without an event.
  if (digits !== SANDBOX_CARD_SUCCESS) return "unknown_card";
  checkout.status = "paid";
  checkout.method = "card";
  checkout.paymentId = sandboxId("pa", 8);
  checkout.paidAt = now;
  ctx.sender.send(
    "payment_intent.succeeded",
    eventPayload("payment_intent.succeeded", checkout, now, checkout.paymentId),
  );
  return "paid";
}

/** The buyer chose bank transfer: the checkout waits for the money and the pending event goes out now. */
export function startTransfer(ctx: SandboxContext, checkout: SandboxCheckout): Date | null {
  const now = ctx.now();
  if (!isOpen(checkout, now)) return null;
  checkout.status = "payment_in_progress";
  checkout.method = "bank_transfer_receiver";
  checkout.transferId = sandboxId("ba", 8);
  checkout.paymentId = sandboxId("pa", 8);
  const deadline = new Date(now.getTime() + SANDBOX_TRANSFER_HOURS * 3_600_000);
  ctx.sender.send(
    "bank_transfer_intent.pending",
    eventPayload("bank_transfer_intent.pending", checkout, now, checkout.transferId, deadline),
  );
  return deadline;
}

/** The money arrived (or did not): the operator's button on /sandbox, or POST /sandbox/transfers/:id/confirm. */
export function settleTransfer(ctx: SandboxContext, checkout: SandboxCheckout, received: boolean): void {
  if (checkout.status !== "payment_in_progress" || !checkout.transferId)
    throw new SandboxRequestError(409, "No hay una transferencia pendiente en este checkout");
  const now = ctx.now();
  if (received) {
    checkout.status = "paid";
    checkout.paidAt = now;
    ctx.sender.send(
      "bank_transfer_intent.succeeded",
      eventPayload("bank_transfer_intent.succeeded", checkout, now, checkout.transferId),
    );
  } else {
    checkout.status = "unpaid";
    ctx.sender.send(
      "bank_transfer_intent.failed",
      eventPayload("bank_transfer_intent.failed", checkout, now, checkout.transferId),
    );
  }
}

/**
 * POST /api/refunds: the whole payment comes back (the API takes no amount). Refunding a payment
 * again answers the first refund, which is what a retried request after a lost answer needs.
 */
export function refundPayment(ctx: SandboxContext, paymentId: unknown) {
  if (typeof paymentId !== "string" || paymentId === "")
    throw new SandboxRequestError(422, "payment_intent_id es requerido");
  const checkout = ctx.store.findByPayment(paymentId);
  if (!checkout || checkout.status !== "paid")
    throw new SandboxRequestError(404, "No se encontró un pago exitoso con ese payment_intent_id");
  const existing = [...ctx.store.refunds.values()].find((r) => r.paymentId === paymentId);
  if (existing) return existing;
  const refund = {
    id: sandboxId("re", 8),
    paymentId,
    checkoutId: checkout.id,
    amountCents: checkout.totalCents,
    currency: checkout.currency,
    createdAt: ctx.now(),
  };
  ctx.store.refunds.set(refund.id, refund);
  return refund;
}
