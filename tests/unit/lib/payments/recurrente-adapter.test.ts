// The Recurrente adapter against a fake fetch: the request each port call makes (path, key
// headers, amounts in integer cents, GTQ, our order id in metadata, the return URLs) and how
// answers and failures come back.
import { describe, expect, it } from "vitest";
import { createRecurrenteProvider, toRecurrenteItems } from "@/lib/payments/adapters/recurrente/adapter";
import { RecurrenteApiError } from "@/lib/payments/adapters/recurrente/api";
import { signWebhook, WebhookSignatureError } from "@/lib/payments/webhook-signature";
import type { HostedCheckoutRequest } from "@/lib/payments/types";

const webhookSecret = `whsec_${Buffer.from("adapter-test-secret-0123456789ab").toString("base64")}`;

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeFetch(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fn, calls };
}

const provider = (fetchFn: typeof fetch, extra: { now?: () => Date; timeoutMs?: number } = {}) =>
  createRecurrenteProvider({
    baseUrl: "https://app.recurrente.test/",
    publicKey: "pk_live_x",
    secretKey: "sk_live_y",
    webhookSecret,
    fetch: fetchFn,
    ...extra,
  });

const request: HostedCheckoutRequest = {
  orderId: "8c1f0d7e-order",
  lines: [
    { name: "Cena para dos", unitCents: 11_200, quantity: 2 },
    { name: "Spa", unitCents: 5_600, quantity: 1 },
  ],
  totalCents: 28_000,
  successUrl: "https://cupongt.test/checkout/retorno?orden=8c1f0d7e-order",
  cancelUrl: "https://cupongt.test/carrito",
  expiresAt: new Date("2026-11-27T02:15:00Z"),
  idempotencyKey: "idem-1",
};

describe("Recurrente adapter", () => {
  it("creates a checkout: POST /api/checkouts with the keys, GTQ cents per item, order id and URLs", async () => {
    const { fn, calls } = fakeFetch(() => ({
      status: 201,
      body: { id: "ch_new", checkout_url: "https://app.recurrente.test/checkout-session/ch_new" },
    }));
    const checkout = await provider(fn).createCheckout(request);
    expect(checkout).toEqual({ checkoutId: "ch_new", url: "https://app.recurrente.test/checkout-session/ch_new" });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe("https://app.recurrente.test/api/checkouts");
    expect(call!.method).toBe("POST");
    expect(call!.headers).toMatchObject({
      "X-PUBLIC-KEY": "pk_live_x",
      "X-SECRET-KEY": "sk_live_y",
      "Content-Type": "application/json",
      "Idempotency-Key": "idem-1",
    });
    expect(call!.body).toEqual({
      items: [
        { name: "Cena para dos", currency: "GTQ", amount_in_cents: 11_200, quantity: 2 },
        { name: "Spa", currency: "GTQ", amount_in_cents: 5_600, quantity: 1 },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: "2026-11-27T02:15:00.000Z",
      metadata: { order_id: "8c1f0d7e-order", idempotency_key: "idem-1" },
    });
  });

  it("splits a line of more than 9 units (the provider's limit per item) without changing the total", () => {
    const items = toRecurrenteItems({ lines: [{ name: "Café", unitCents: 1_500, quantity: 20 }], totalCents: 30_000 });
    expect(items.map((i) => i.quantity)).toEqual([9, 9, 2]);
    expect(items.reduce((s, i) => s + i.amount_in_cents * i.quantity, 0)).toBe(30_000);
  });

  it("refuses lines that do not add up to the total, or are not positive integer cents, before any request", async () => {
    const { fn, calls } = fakeFetch(() => ({ status: 201, body: {} }));
    await expect(provider(fn).createCheckout({ ...request, totalCents: 27_999 })).rejects.toThrow(/add up/);
    const fractional = { ...request, lines: [{ name: "x", unitCents: 10.5, quantity: 1 }], totalCents: 10.5 };
    await expect(provider(fn).createCheckout(fractional)).rejects.toThrow(RangeError);
    await expect(provider(fn).createCheckout({ ...request, lines: [], totalCents: 0 })).rejects.toThrow(RangeError);
    expect(calls).toHaveLength(0);
  });

  it("reports a refused key as RecurrenteApiError 401 carrying the provider's message", async () => {
    const { fn } = fakeFetch(() => ({ status: 401, body: { error: "Unauthorized" } }));
    const error = await provider(fn)
      .createCheckout(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecurrenteApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(String(error)).not.toContain("sk_live_y");
  });

  it("gives up on a provider that does not answer within the timeout", async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const error = await provider(hanging, { timeoutMs: 30 })
      .getCheckout("ch_x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecurrenteApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it("reads a checkout: GET /api/checkouts/:id into the port's state", async () => {
    const { fn, calls } = fakeFetch(() => ({
      status: 200,
      body: {
        id: "ch_new",
        status: "paid",
        payment: { id: "pa_1" },
        payment_method: { type: "card" },
        total_in_cents: "28000",
        currency: "GTQ",
        expires_at: "2026-11-27T02:15:00Z",
        latest_intent: { id: "pa_1", created_at: "2026-11-27T02:03:00Z" },
      },
    }));
    const state = await provider(fn).getCheckout("ch_new");
    expect(calls[0]!.url).toBe("https://app.recurrente.test/api/checkouts/ch_new");
    expect(calls[0]!.method).toBe("GET");
    expect(state).toMatchObject({ status: "succeeded", amountCents: 28_000, paymentId: "pa_1", method: "card" });
  });

  it("confirms recorded refunds by GET /api/refunds/:id; one the service does not know counts nothing", async () => {
    const { fn, calls } = fakeFetch((call) => {
      if (call.url.endsWith("/api/checkouts/ch_r"))
        return {
          status: 200,
          body: {
            id: "ch_r",
            status: "paid",
            payment: { id: "pa_1" },
            total_in_cents: 28_000,
            currency: "GTQ",
            refunds: [{ id: "re_listed", status: "succeeded", customer_refunded_amount_in_cents: 28_000 }],
          },
        };
      if (call.url.endsWith("/api/refunds/re_known"))
        return { status: 200, body: { id: "re_known", status: "succeeded", customer_refunded_amount_in_cents: 1_000 } };
      return { status: 404, body: { error: "No encontrado" } };
    });
    const state = await provider(fn).getCheckout("ch_r", { refundIds: ["re_listed", "re_known", "re_gone"] });
    expect(state.refundedCents).toBe(29_000);
    // The listed refund is not asked for again; the other two are.
    expect(calls.map((c) => c.url.replace("https://app.recurrente.test", ""))).toEqual([
      "/api/checkouts/ch_r",
      "/api/refunds/re_known",
      "/api/refunds/re_gone",
    ]);
  });

  it("a provider failure reading a refund is not read as 'no refund'", async () => {
    const { fn } = fakeFetch((call) =>
      call.url.includes("/api/refunds/")
        ? { status: 503, body: { error: "caído" } }
        : { status: 200, body: { id: "ch_r", status: "paid", total_in_cents: 100, currency: "GTQ" } },
    );
    await expect(provider(fn).getCheckout("ch_r", { refundIds: ["re_1"] })).rejects.toMatchObject({ status: 503 });
  });

  it("refunds by payment intent (whole payments only, said by partialRefunds: false)", async () => {
    const { fn, calls } = fakeFetch(() => ({ status: 200, body: { id: "re_1", status: "succeeded" } }));
    const adapter = provider(fn);
    expect(adapter.partialRefunds).toBe(false);
    expect(await adapter.refund({ paymentId: "pa_1", amountCents: 28_000, idempotencyKey: "refund-1" })).toEqual({
      reference: "re_1",
    });
    expect(calls[0]!.url).toBe("https://app.recurrente.test/api/refunds");
    expect(calls[0]!.body).toEqual({ payment_intent_id: "pa_1" });
    expect(calls[0]!.headers["Idempotency-Key"]).toBe("refund-1");
  });

  it("verifies and normalises a webhook, and refuses one signed with another secret", () => {
    const { fn } = fakeFetch(() => ({ status: 500, body: {} }));
    const body = JSON.stringify({
      id: "pa_1",
      event_type: "payment_intent.succeeded",
      checkout: { id: "ch_new", metadata: { order_id: "8c1f0d7e-order" } },
      amount_in_cents: 28_000,
      currency: "GTQ",
    });
    const headers = new Headers(signWebhook(webhookSecret, { id: "msg_9", timestamp: new Date(), body }));
    expect(provider(fn).verifyWebhook(body, headers)).toMatchObject({
      eventId: "msg_9",
      status: "succeeded",
      orderId: "8c1f0d7e-order",
      checkoutId: "ch_new",
      paymentId: "pa_1",
      amountCents: 28_000,
    });
    const other = `whsec_${Buffer.from("not-the-endpoint-secret-01234567").toString("base64")}`;
    const forged = new Headers(signWebhook(other, { id: "msg_9", timestamp: new Date(), body }));
    expect(() => provider(fn).verifyWebhook(body, forged)).toThrow(WebhookSignatureError);
  });
});
