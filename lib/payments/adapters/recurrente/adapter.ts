// The Recurrente adapter of the hosted-payment port: our order becomes a Recurrente checkout, its
// webhooks become PaymentEvents. api.ts says which of the service's behaviours this relies on.
import type { HostedCheckoutRequest, HostedPaymentProvider } from "../../types";
import { verifyWebhookSignature } from "../../webhook-signature";
import { createRecurrenteApi, RecurrenteApiError, type RecurrenteApiConfig, type RecurrenteItem } from "./api";
import { normaliseRecurrenteEvent, toCheckoutState } from "./events";

export interface RecurrenteProviderConfig extends RecurrenteApiConfig {
  /** The endpoint's signing secret, whsec_… */
  webhookSecret: string;
  /** Injected by tests; the clock that decides whether an unpaid checkout has expired. */
  now?: () => Date;
}

/** Largest quantity Recurrente takes on one item. */
export const MAX_ITEM_QUANTITY = 9;

/** The order's lines as Recurrente items, each of at most 9 units; refuses lines that do not add up to the total. */
export function toRecurrenteItems(request: Pick<HostedCheckoutRequest, "lines" | "totalCents">): RecurrenteItem[] {
  if (request.lines.length === 0) throw new RangeError("A checkout needs at least one line");
  let sum = 0;
  const items: RecurrenteItem[] = [];
  for (const line of request.lines) {
    if (!Number.isSafeInteger(line.unitCents) || line.unitCents <= 0)
      throw new RangeError(`A line's unit price must be positive integer cents: ${line.unitCents}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0)
      throw new RangeError(`A line's quantity must be a positive integer: ${line.quantity}`);
    sum += line.unitCents * line.quantity;
    for (let left = line.quantity; left > 0; left -= MAX_ITEM_QUANTITY) {
      const quantity = Math.min(left, MAX_ITEM_QUANTITY);
      items.push({ name: line.name, currency: "GTQ", amount_in_cents: line.unitCents, quantity });
    }
  }
  // The provider charges the sum of its items: a mismatch would charge a different amount than the order's.
  if (sum !== request.totalCents)
    throw new RangeError(`Lines add up to ${sum} cents, the order's total is ${request.totalCents}`);
  return items;
}

export function createRecurrenteProvider(config: RecurrenteProviderConfig): HostedPaymentProvider {
  const api = createRecurrenteApi(config);
  const now = config.now ?? (() => new Date());
  return {
    name: "recurrente",
    partialRefunds: false,

    async createCheckout(request) {
      const created = await api.createCheckout(
        {
          items: toRecurrenteItems(request),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: request.expiresAt.toISOString(),
          metadata: { order_id: request.orderId, idempotency_key: request.idempotencyKey },
        },
        request.idempotencyKey,
      );
      if (typeof created?.id !== "string" || typeof created.checkout_url !== "string")
        throw new Error("Recurrente answered a checkout without id or checkout_url");
      return { checkoutId: created.id, url: created.checkout_url };
    },

    async getCheckout(checkoutId, options) {
      const checkout = await api.getCheckout(checkoutId);
      const listed = new Set((Array.isArray(checkout.refunds) ? checkout.refunds : []).map((r) => r?.id));
      // Only the refunds the checkout does not already list cost a request each.
      const unlisted = [...new Set(options?.refundIds ?? [])].filter((id) => id && !listed.has(id));
      const refunds = await Promise.all(
        // A refund the service does not know (404) is one it did not make: nothing to count.
        unlisted.map((id) =>
          api.getRefund(id).catch((error: unknown) => {
            if (error instanceof RecurrenteApiError && error.status === 404) return null;
            throw error;
          }),
        ),
      );
      return toCheckoutState(
        checkout,
        now(),
        refunds.filter((r) => r !== null),
      );
    },

    async refund({ paymentId, idempotencyKey }) {
      // amountCents cannot be sent: the service refunds the whole payment (partialRefunds: false).
      const refund = await api.createRefund(paymentId, idempotencyKey);
      if (typeof refund?.id !== "string") throw new Error("Recurrente answered a refund without id");
      return { reference: refund.id };
    },

    verifyWebhook(rawBody, headers) {
      const verified = verifyWebhookSignature(rawBody, headers, config.webhookSecret);
      return normaliseRecurrenteEvent(verified.id, verified.payload, verified.timestamp);
    },
  };
}
