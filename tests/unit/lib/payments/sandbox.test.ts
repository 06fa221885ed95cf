// The local Recurrente stand-in end to end, no database: the adapter creates a checkout on it, a
// buyer pays (or is declined, leaves, or transfers) through the hosted page's forms, and the signed
// webhook that reaches a local listener passes the adapter's own verification.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRecurrenteProvider } from "@/lib/payments/adapters/recurrente/adapter";
import { RecurrenteApiError } from "@/lib/payments/adapters/recurrente/api";
import { SANDBOX_DEFAULTS, startSandbox, type RunningSandbox } from "@/lib/payments/sandbox/server";
import type { HostedCheckoutRequest } from "@/lib/payments/types";

interface Received {
  headers: Headers;
  body: string;
}

let listener: Server;
let webhookUrl: string;
const received: Received[] = [];
/** Statuses the listener answers in turn; 200 once they run out. */
let answers: number[] = [];

beforeAll(async () => {
  listener = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/webhook`;
});
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  received.length = 0;
  answers = [];
});

async function setUp(options: { duplicates?: boolean } = {}) {
  sandbox = await startSandbox({ port: 0, webhookUrl, retryDelaysMs: [20, 20], ...options });
  const provider = createRecurrenteProvider({
    baseUrl: sandbox.url,
    publicKey: SANDBOX_DEFAULTS.publicKey,
    secretKey: SANDBOX_DEFAULTS.secretKey,
    webhookSecret: SANDBOX_DEFAULTS.webhookSecret,
  });
  return { sandbox, provider };
}

const order = (overrides: Partial<HostedCheckoutRequest> = {}): HostedCheckoutRequest => ({
  orderId: "order-42",
  lines: [{ name: "Cena para dos", unitCents: 11_200, quantity: 2 }],
  totalCents: 22_400,
  successUrl: "http://127.0.0.1:3000/checkout/retorno?orden=order-42",
  cancelUrl: "http://127.0.0.1:3000/carrito",
  expiresAt: new Date(Date.now() + 15 * 60_000),
  idempotencyKey: "idem-42",
  ...overrides,
});

const postForm = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });

describe("payments sandbox", () => {
  it("pays with the test card: redirect to success_url, a signed webhook the adapter verifies, a paid checkout, a refund", async () => {
    const { sandbox, provider } = await setUp();
    const checkout = await provider.createCheckout(order());
    expect(checkout.url).toBe(`${sandbox.url}/checkout-session/${checkout.checkoutId}`);
    const page = await fetch(checkout.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Q224.00");

    const paid = await postForm(`${checkout.url}/pay`, { card_number: "4242 4242 4242 4242", card_cvv: "123" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(order().successUrl);
    await sandbox.webhooks.idle();

    expect(received).toHaveLength(1);
    const event = provider.verifyWebhook(received[0]!.body, received[0]!.headers);
    expect(event).toMatchObject({
      type: "payment_intent.succeeded",
      status: "succeeded",
      checkoutId: checkout.checkoutId,
      orderId: "order-42",
      amountCents: 22_400,
      currency: "GTQ",
    });
    expect(event.eventId).toMatch(/^msg_/);

    const state = await provider.getCheckout(checkout.checkoutId);
    expect(state).toMatchObject({
      status: "succeeded",
      method: "card",
      amountCents: 22_400,
      paymentId: event.paymentId,
      refundedCents: 0,
    });
    const refund = await provider.refund({ paymentId: state.paymentId!, amountCents: 22_400, idempotencyKey: "r1" });
    expect(refund.reference).toMatch(/^re_/);
    expect(await provider.refund({ paymentId: state.paymentId!, amountCents: 22_400, idempotencyKey: "r1" })).toEqual(
      refund,
    );
    // The checkout reports the refund (once, however often it was asked for).
    expect((await provider.getCheckout(checkout.checkoutId)).refundedCents).toBe(22_400);
    expect((await provider.getCheckout(checkout.checkoutId, { refundIds: [refund.reference] })).refundedCents).toBe(
      22_400,
    );
    // Paid: the page no longer takes a card.
    expect(await (await fetch(checkout.url)).text()).toContain("ya fue completado");
  });

  it("declines the declined test card: the page says so, a failed event names the checkout, it stays payable", async () => {
    const { sandbox, provider } = await setUp();
    const checkout = await provider.createCheckout(order());
    const declined = await postForm(`${checkout.url}/pay`, { card_number: "4000000000000002" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("rechazado");
    await sandbox.webhooks.idle();
    const event = provider.verifyWebhook(received[0]!.body, received[0]!.headers);
    expect(event).toMatchObject({ status: "failed", checkoutId: checkout.checkoutId, orderId: null });
    expect((await provider.getCheckout(checkout.checkoutId)).status).toBe("pending");
  });

  it("leaving sends the buyer to cancel_url and sends no event; past expires_at the checkout is expired", async () => {
    const { sandbox, provider } = await setUp();
    const checkout = await provider.createCheckout(order({ expiresAt: new Date(Date.now() + 300) }));
    const left = await fetch(`${checkout.url}/cancel`, { redirect: "manual" });
    expect(left.status).toBe(303);
    expect(left.headers.get("location")).toBe(order().cancelUrl);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await provider.getCheckout(checkout.checkoutId)).status).toBe("expired");
    expect(await (await fetch(checkout.url)).text()).toContain("expiró");
    expect((await postForm(`${checkout.url}/pay`, { card_number: "4242424242424242" })).status).toBe(409);
    await sandbox.webhooks.idle();
    expect(received).toHaveLength(0);
  });

  it("bank transfer: pending event now, succeeded event once confirmed on the admin endpoint", async () => {
    const { sandbox, provider } = await setUp();
    const checkout = await provider.createCheckout(order());
    const started = await postForm(`${checkout.url}/transfer`);
    expect(started.status).toBe(200);
    expect(await started.text()).toContain("Transferencia bancaria pendiente");
    await sandbox.webhooks.idle();
    expect(provider.verifyWebhook(received[0]!.body, received[0]!.headers)).toMatchObject({
      type: "bank_transfer_intent.pending",
      status: "pending",
      orderId: "order-42",
    });
    expect((await provider.getCheckout(checkout.checkoutId)).status).toBe("pending");
    expect(await (await fetch(`${sandbox.url}/sandbox`)).text()).toContain("Confirmar transferencia");

    const confirmed = await fetch(`${sandbox.url}/sandbox/transfers/${checkout.checkoutId}/confirm`, {
      method: "POST",
    });
    expect(confirmed.status).toBe(200);
    await sandbox.webhooks.idle();
    const event = provider.verifyWebhook(received[1]!.body, received[1]!.headers);
    expect(event).toMatchObject({ type: "bank_transfer_intent.succeeded", status: "succeeded", amountCents: 22_400 });
    expect(await provider.getCheckout(checkout.checkoutId)).toMatchObject({
      status: "succeeded",
      method: "bank_transfer",
    });
  });

  it("retries a webhook the endpoint refused, under the same svix-id with a fresh signature", async () => {
    const { sandbox, provider } = await setUp();
    answers = [500, 503];
    const checkout = await provider.createCheckout(order());
    await postForm(`${checkout.url}/pay`, { card_number: "4242424242424242" });
    await sandbox.webhooks.idle();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers.get("svix-id"))).size).toBe(1);
    for (const r of received) expect(provider.verifyWebhook(r.body, r.headers).status).toBe("succeeded");
    expect(sandbox.webhooks.messages[0]!.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
  });

  it("delivers the same event twice when asked (duplicates, or redelivery of one message)", async () => {
    const { sandbox, provider } = await setUp({ duplicates: true });
    const checkout = await provider.createCheckout(order());
    await postForm(`${checkout.url}/pay`, { card_number: "4242424242424242" });
    await sandbox.webhooks.idle();
    expect(received).toHaveLength(2);
    const [first, second] = received.map((r) => provider.verifyWebhook(r.body, r.headers));
    expect(second!.eventId).toBe(first!.eventId);

    const again = await fetch(`${sandbox.url}/sandbox/messages/${first!.eventId}/redeliver`, { method: "POST" });
    expect(again.status).toBe(200);
    expect(received).toHaveLength(3);
    expect(received[2]!.headers.get("svix-id")).toBe(first!.eventId);
  });

  it("answers 401 to wrong keys, as the real API does", async () => {
    const { sandbox } = await setUp();
    const stranger = createRecurrenteProvider({
      baseUrl: sandbox.url,
      publicKey: SANDBOX_DEFAULTS.publicKey,
      secretKey: "sk_wrong",
      webhookSecret: SANDBOX_DEFAULTS.webhookSecret,
    });
    await expect(stranger.createCheckout(order())).rejects.toMatchObject({ status: 401 });
    await expect(stranger.getCheckout("ch_x")).rejects.toBeInstanceOf(RecurrenteApiError);
  });
});
