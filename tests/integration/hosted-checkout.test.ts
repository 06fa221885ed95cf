// Hosted checkout below the UI, on every engine, against the local Recurrente stand-in with the real
// adapter: the order is reserved and its checkout opened once per attempt, a provider that fails
// gives the stock back with a Spanish reason, the return page's status is the buyer's alone, and the
// cancel link releases an unpaid order but never a paid one.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { orders } from "@/lib/db/schema";
import { createRecurrenteProvider } from "@/lib/payments/adapters/recurrente/adapter";
import { SANDBOX_DEFAULTS, startSandbox, type RunningSandbox } from "@/lib/payments/sandbox/server";
import type { HostedPaymentProvider } from "@/lib/payments/types";
import { testEngines } from "./helpers/engines";
import { buyers, couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const updateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag }));
// The provider the actions see: the sandbox's adapter, one that fails, or none (simulated mode).
const current = vi.hoisted(() => ({ provider: null as HostedPaymentProvider | null }));
vi.mock("@/lib/payments", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/payments")>()),
  getHostedPaymentProvider: () => current.provider,
}));

const { startHostedCheckout, getOrderPaymentStatus, cancelHostedCheckout } =
  await import("@/lib/payments/data/hosted-checkout");
const { confirmOrder, releaseOrder } = await import("@/lib/payments/data/checkout");
const { startHostedCheckoutAction } = await import("@/lib/actions/orders/start-hosted-checkout");
const { orderPaymentStatusAction } = await import("@/lib/actions/orders/order-payment-status");
const { cancelHostedCheckoutAction } = await import("@/lib/actions/orders/cancel-hosted-checkout");
const { message } = await import("@/lib/i18n/messages");
const { siteOrigin } = await import("@/lib/env");

const PRICE_CENTS = 8_959; // makeCoupon's Q79.99 + IVA
const contact = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a av",
  city: "Guatemala",
};
const urls = {
  returnUrl: (id: string) => `http://127.0.0.1:3000/pago/${id}`,
  cancelUrl: (id: string) => `http://127.0.0.1:3000/pago/${id}?cancelado=1`,
  wholeOrderName: (n: number) => `Pedido (${n})`,
};
const failing: HostedPaymentProvider = {
  name: "recurrente",
  createCheckout: () => Promise.reject(new Error("provider down")),
  getCheckout: () => Promise.reject(new Error("provider down")),
  refund: () => Promise.reject(new Error("provider down")),
  verifyWebhook: () => {
    throw new Error("not in this test");
  },
};

let listener: Server;
let sandbox: RunningSandbox;
let provider: HostedPaymentProvider;
beforeAll(async () => {
  // The sandbox's webhooks land here and are dropped: the webhook path has its own tests.
  listener = createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end()));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/payments/webhook`;
  sandbox = await startSandbox({ port: 0, webhookUrl, retryDelaysMs: [] });
  provider = createRecurrenteProvider({
    baseUrl: sandbox.url,
    publicKey: SANDBOX_DEFAULTS.publicKey,
    secretKey: SANDBOX_DEFAULTS.secretKey,
    webhookSecret: SANDBOX_DEFAULTS.webhookSecret,
  });
});
afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describe.each(testEngines())("hosted checkout [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    current.provider = provider;
    session.caller = buyers[1]!;
    updateTag.mockClear();
  });
  const db = () => t.owner;
  const who = buyers[1]!;
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const byKey = (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));
  const start = (couponId: string, key = randomUUID(), quantity = 1, p: HostedPaymentProvider = provider) =>
    startHostedCheckout(
      who,
      { idempotencyKey: key, items: [{ couponId, quantity }], expectedTotalCents: PRICE_CENTS * quantity, contact },
      p,
      urls,
    );
  const started = async (couponId: string, quantity = 1) => {
    const r = await start(couponId, randomUUID(), quantity);
    if (!r.ok || !r.url) throw new Error(`no checkout: ${JSON.stringify(r)}`);
    return { orderId: r.orderId, url: r.url };
  };

  it("reserves, opens one checkout for the order's total and stores its id and URL on the pending order", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const before = sandbox.store.checkouts.size;
    const r = await start(couponId, randomUUID(), 2);
    expect(r).toEqual({ ok: true, orderId: expect.any(String), url: expect.stringContaining(sandbox.url) });
    if (!r.ok) return;
    const order = await orderRow(r.orderId);
    expect(order.status).toBe("pending");
    expect(order.paymentProvider).toBe("recurrente");
    expect(order.providerCheckoutUrl).toBe(r.url);
    expect(sandbox.store.checkouts.size).toBe(before + 1);
    const checkout = sandbox.store.checkouts.get(order.providerCheckoutId!)!;
    expect(checkout.totalCents).toBe(PRICE_CENTS * 2);
    expect(checkout.metadata).toMatchObject({ order_id: r.orderId });
    expect(checkout.successUrl).toBe(urls.returnUrl(r.orderId));
    expect(checkout.cancelUrl).toBe(urls.cancelUrl(r.orderId));
    expect((await couponRow(db(), couponId)).remaining).toBe(3);
  });

  it("a retried submit (same key) gets the same order and URL, and no second checkout", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const key = randomUUID();
    const first = await start(couponId, key);
    const count = sandbox.store.checkouts.size;
    const again = await start(couponId, key);
    expect(again).toEqual(first);
    expect(sandbox.store.checkouts.size).toBe(count);
    expect(await byKey(key)).toHaveLength(1);
    expect((await couponRow(db(), couponId)).remaining).toBe(4);
  });

  it("two submits of one attempt at once: both get the checkout stored on the order", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const key = randomUUID();
    const [a, b] = await Promise.all([start(couponId, key), start(couponId, key)]);
    if (!a.ok || !b.ok) throw new Error("refused");
    const [order] = await byKey(key);
    expect(a.url).toBe(order!.providerCheckoutUrl);
    expect(b.url).toBe(order!.providerCheckoutUrl);
    expect((await couponRow(db(), couponId)).remaining).toBe(4);
  });

  it("a provider that fails: the stock goes back now and the buyer reads why, in Spanish", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const key = randomUUID();
    expect(await start(couponId, key, 2, failing)).toEqual({ ok: false, reason: "provider_unavailable" });
    expect((await couponRow(db(), couponId)).remaining).toBe(5);
    expect((await byKey(key))[0]!.status).toBe("failed");

    current.provider = failing;
    const viaAction = await startHostedCheckoutAction({
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 1 }],
      expectedTotalCents: PRICE_CENTS,
      ...contact,
    });
    expect(viaAction).toEqual({ ok: false, error: message("orders.providerUnavailable") });
    expect(viaAction.ok || viaAction.error).toMatch(/No se realizó ningún cobro/);
    expect((await couponRow(db(), couponId)).remaining).toBe(5);
    expect(updateTag).toHaveBeenCalledWith("coupons");
    vi.mocked(console.error).mockRestore();
  });

  it("an order released while its checkout was being opened: no payment page is handed out", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The provider answers after the order stopped being payable: handing its page out would take
    // money for nothing.
    const late: HostedPaymentProvider = {
      ...provider,
      createCheckout: async (input) => {
        await releaseOrder(input.orderId, "cancelled");
        return provider.createCheckout(input);
      },
    };
    const key = randomUUID();
    expect(await start(couponId, key, 2, late)).toEqual({ ok: false, reason: "provider_unavailable" });
    const [order] = await byKey(key);
    expect(order).toMatchObject({ status: "cancelled", providerCheckoutUrl: null });
    expect((await couponRow(db(), couponId)).remaining).toBe(5);
    vi.mocked(console.error).mockRestore();
  });

  it("the action: returns the provider's URL, with the return and cancel links on this site's /pago/{id}", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const input = {
      idempotencyKey: randomUUID(),
      items: [{ couponId, quantity: 3 }],
      expectedTotalCents: PRICE_CENTS * 3,
    };
    const r = await startHostedCheckoutAction({ ...input, ...contact, nit: "1234567-9" });
    expect(r).toEqual({ ok: true, data: { orderId: expect.any(String), url: expect.any(String), voucherCount: 3 } });
    if (!r.ok) return;
    const order = await orderRow(r.data.orderId);
    expect(order.nit).toBe("12345679");
    const checkout = sandbox.store.checkouts.get(order.providerCheckoutId!)!;
    expect(checkout.successUrl).toBe(`${siteOrigin()}/pago/${r.data.orderId}`);
    expect(checkout.cancelUrl).toBe(`${siteOrigin()}/pago/${r.data.orderId}?cancelado=1`);
    expect(updateTag).toHaveBeenCalledWith("coupons");
    // The same attempt again, once paid: told so, nothing new reserved.
    await confirmOrder(r.data.orderId, { amountCents: PRICE_CENTS * 3, reference: "pa_test" });
    updateTag.mockClear();
    expect(await startHostedCheckoutAction({ ...input, ...contact })).toEqual({
      ok: false,
      error: message("orders.alreadyPaid"),
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("the action refuses card fields, a changed price and a sold-out line, and says when no provider is set", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 1 });
    const base = { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], expectedTotalCents: PRICE_CENTS };
    for (const card of [
      { cardNumber: "4242424242424242" },
      { cvv: "123" },
      { expiryDate: "12/29" },
      { cardName: "A" },
    ]) {
      const r = await startHostedCheckoutAction({ ...base, ...contact, ...card });
      expect(r.ok).toBe(false);
    }
    expect(await byKey(base.idempotencyKey)).toHaveLength(0);
    const moved = await startHostedCheckoutAction({ ...base, ...contact, expectedTotalCents: PRICE_CENTS - 100 });
    expect(moved).toMatchObject({ ok: false, code: "price_changed" });
    expect(moved.ok || moved.error).toMatch(/El total de tu carrito cambió a Q89\.59/);
    const soldOut = await makeCoupon(db(), { totalStock: 1, remaining: 0 });
    const gone = await startHostedCheckoutAction({ ...base, ...contact, items: [{ couponId: soldOut, quantity: 1 }] });
    expect(gone.ok || gone.error).toMatch(/^Algunos cupones de tu carrito ya no están disponibles: .*\(agotado\)/);
    current.provider = null;
    expect(await startHostedCheckoutAction({ ...base, ...contact })).toEqual({
      ok: false,
      error: message("orders.hostedNotConfigured"),
    });
    expect(await byKey(base.idempotencyKey)).toHaveLength(0);
    session.caller = { role: "anon", userId: null } as Caller;
    current.provider = provider;
    expect(await startHostedCheckoutAction({ ...base, ...contact })).toMatchObject({ code: "sign_in_required" });
  });

  it("the order's status is its buyer's alone; another buyer or a bad id reads nothing", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 5 });
    const { orderId } = await started(couponId, 2);
    expect(await getOrderPaymentStatus(who, orderId)).toEqual({
      orderId,
      status: "pending",
      method: null,
      reservedUntil: expect.any(Date),
      totalCents: PRICE_CENTS * 2,
      voucherCount: 2,
      issue: null,
    });
    expect(await getOrderPaymentStatus(buyers[2]!, orderId)).toBeNull();
    expect(await orderPaymentStatusAction({ orderId })).toMatchObject({ ok: true, data: { status: "pending" } });
    session.caller = buyers[2]!;
    expect(await orderPaymentStatusAction({ orderId })).toEqual({ ok: false, error: message("orders.notFound") });
    expect((await orderPaymentStatusAction({ orderId: "no-uuid" })).ok).toBe(false);
    // Nor may another buyer cancel it.
    expect(await cancelHostedCheckoutAction({ orderId })).toEqual({ ok: true, data: { released: false } });
    expect(await cancelHostedCheckout(buyers[2]!, orderId, provider)).toBe(false);
    expect((await orderRow(orderId)).status).toBe("pending");
  });

  it("cancel: an unpaid order is released with its stock; a paid one, or one paid at the provider, is not", async () => {
    const couponId = await makeCoupon(db(), { totalStock: 6 });
    const unpaid = await started(couponId, 2);
    expect((await couponRow(db(), couponId)).remaining).toBe(4);
    expect(await cancelHostedCheckoutAction({ orderId: unpaid.orderId })).toEqual({
      ok: true,
      data: { released: true },
    });
    expect((await orderRow(unpaid.orderId)).status).toBe("cancelled");
    expect((await couponRow(db(), couponId)).remaining).toBe(6);
    expect(updateTag).toHaveBeenCalledWith("coupons");
    expect(await cancelHostedCheckout(who, unpaid.orderId, provider)).toBe(false); // once only

    const paid = await started(couponId, 1);
    await confirmOrder(paid.orderId, { amountCents: PRICE_CENTS, reference: "pa_paid" });
    expect(await cancelHostedCheckout(who, paid.orderId, provider)).toBe(false);
    expect((await orderRow(paid.orderId)).status).toBe("paid");

    // Paid on the provider's page, its webhook not here yet: the cancel link leaves it to the webhook.
    const inFlight = await started(couponId, 1);
    const pay = await fetch(`${inFlight.url}/pay`, {
      method: "POST",
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(urls.returnUrl(inFlight.orderId));
    expect(await cancelHostedCheckout(who, inFlight.orderId, provider)).toBe(false);
    expect((await orderRow(inFlight.orderId)).status).toBe("pending");
    expect((await couponRow(db(), couponId)).remaining).toBe(4);
  });
});
