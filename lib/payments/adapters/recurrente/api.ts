// Recurrente's HTTP API (https://app.recurrente.com, keys in X-PUBLIC-KEY and X-SECRET-KEY; a
// missing or wrong key answers 401). Where its documentation is silent or loose, these are the
// choices made here, and the local sandbox (lib/payments/sandbox) behaves the same way:
// - Bodies are JSON. The reference lists form fields (items[][amount_in_cents]) but every example
//   sends JSON, and JSON keeps integer cents as numbers.
// - An item's quantity is 1 to 9, so a line of more units is sent as several items of at most 9;
//   the total the buyer pays is unchanged.
// - Our order id travels in the checkout's `metadata.order_id` (string values; the service keeps
//   metadata and echoes it in the checkout object of webhooks). The order's idempotency key goes
//   there too, so an operator can match a checkout to its attempt.
// - Recurrente documents no idempotency key. A retried create makes a second checkout, which is
//   harmless: the order keeps the first id it stored and the other one expires unpaid. The key is
//   still sent as an Idempotency-Key header, which costs nothing if ignored.
// - `expires_at` (ISO 8601) ends a checkout; after it a GET still says "unpaid", so the adapter
//   reads an unpaid checkout past its expiry as expired.
// - Refunds (POST /api/refunds) name a payment intent and give back the whole payment: no amount.
// - How much of a checkout was refunded: the reference documents a refund only as its own object
//   (POST /api/refunds answers it, GET /api/refunds/:id reads it, customer_refunded_amount_in_cents
//   and status "succeeded"); the checkout object documents no refund field and there is no listing
//   of a payment's refunds. So the adapter confirms each refund we recorded by GET /api/refunds/:id,
//   and also counts a `refunds` array of refund objects on the checkout when one is there (the
//   sandbox sends it). A refund made only on Recurrente's dashboard is therefore seen by the
//   reconciliation only if the service lists it on the checkout; otherwise the operator's own
//   records are the check.
// - Checkout statuses seen: "unpaid", "payment_in_progress" (a bank transfer waiting for money),
//   "paid"; any other is read as pending and left to the webhooks and reconciliation.
// - Which methods the hosted page offers (card, bank transfer) is the account's setting in
//   Recurrente; a checkout created from items cannot choose.
// - Test keys make checkouts that accept 4242 4242 4242 4242 but send no webhooks, which is why a
//   local sandbox exists.
import { logger } from "@/lib/observability/log";
import { inSpan } from "@/lib/observability/trace";

export const RECURRENTE_API_URL = "https://app.recurrente.com";

export interface RecurrenteApiConfig {
  baseUrl: string;
  publicKey: string;
  secretKey: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** A hung provider fails the request after this instead of holding the buyer's checkout. */
  timeoutMs?: number;
}

export interface RecurrenteItem {
  name: string;
  currency: "GTQ";
  amount_in_cents: number;
  quantity: number;
}

export interface RecurrenteCreateCheckoutBody {
  items: RecurrenteItem[];
  success_url: string;
  cancel_url: string;
  expires_at: string;
  metadata: Record<string, string>;
}

/** The parts of a checkout this code reads (amounts arrive as strings or numbers). */
export interface RecurrenteCheckout {
  id: string;
  status: string;
  payment?: { id?: string | null } | null;
  payment_method?: { type?: string | null } | null;
  metadata?: Record<string, unknown> | null;
  expires_at?: string | null;
  total_in_cents?: string | number | null;
  currency?: string | null;
  latest_intent?: { id?: string | null; created_at?: string | null } | null;
  /** Not in the reference (see above): read when present. */
  refunds?: RecurrenteRefund[] | null;
}

export interface RecurrenteRefund {
  id: string;
  status: string;
  customer_refunded_amount_in_cents?: number | string | null;
  currency?: string | null;
}

/** The provider answered with an error status (or not at all: status 0). */
export class RecurrenteApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "RecurrenteApiError";
  }
}

export interface RecurrenteApi {
  createCheckout(
    body: RecurrenteCreateCheckoutBody,
    idempotencyKey: string,
  ): Promise<{ id: string; checkout_url: string }>;
  getCheckout(checkoutId: string): Promise<RecurrenteCheckout>;
  createRefund(paymentIntentId: string, idempotencyKey: string): Promise<RecurrenteRefund>;
  getRefund(refundId: string): Promise<RecurrenteRefund>;
}

export function createRecurrenteApi(config: RecurrenteApiConfig): RecurrenteApi {
  const fetchFn = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? 10_000;

  // One span per call, named by the path's first segments (ids are not span names), and one log
  // line for a failed call: the adapter's child logger (the keys are headers, never logged).
  const log = logger({ component: "payments", adapter: "recurrente" });
  function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const route = path.split("/").slice(0, 3).join("/");
    return inSpan("payments.provider", { "http.request.method": method, "url.path": route }, () =>
      callOnce<T>(method, path, body, idempotencyKey).catch((error: unknown) => {
        log.warn({ method, route, status: (error as { status?: unknown }).status, err: error }, "provider call failed");
        throw error;
      }),
    );
  }

  async function callOnce<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      "X-PUBLIC-KEY": config.publicKey,
      "X-SECRET-KEY": config.secretKey,
      Accept: "application/json",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let response: Response;
    try {
      response = await fetchFn(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new RecurrenteApiError(`Recurrente ${method} ${path} failed: ${reason}`, 0);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      // The answer's error text, never the keys (they are only in our request headers).
      const detail = typeof parsed === "object" && parsed && "error" in parsed ? String(parsed.error) : "";
      throw new RecurrenteApiError(
        `Recurrente ${method} ${path} answered ${response.status}${detail ? `: ${detail}` : ""}`,
        response.status,
        parsed,
      );
    }
    return parsed as T;
  }

  return {
    createCheckout: (body, idempotencyKey) => call("POST", "/api/checkouts", body, idempotencyKey),
    getCheckout: (checkoutId) => call("GET", `/api/checkouts/${encodeURIComponent(checkoutId)}`),
    createRefund: (paymentIntentId, idempotencyKey) =>
      call("POST", "/api/refunds", { payment_intent_id: paymentIntentId }, idempotencyKey),
    getRefund: (refundId) => call("GET", `/api/refunds/${encodeURIComponent(refundId)}`),
  };
}
