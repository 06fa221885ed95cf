// The checkout and redeem server actions end to end below the UI: session (mocked), schema,
// payment port, purchase function, and the Spanish messages the dialog shows.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { orders, vouchers } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, manager } from "./helpers/fixtures";
import { couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "5";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const updateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag }));

const { placeOrderAction } = await import("@/lib/actions/orders/place-order");
const { quoteCartAction } = await import("@/lib/actions/orders/quote-cart");
const { redeemVoucherAction } = await import("@/lib/actions/sellers/redeem-voucher");
const { getPaymentGateway } = await import("@/lib/payments");

const CARD = "4242 4242 4242 1881";
/** The dialog's submit; the coupons of these tests cost Q79.99 unless a test says otherwise. */
const form = (couponId: string, quantity = 1, card = CARD, expectedTotalCents = 8_959 * quantity) => ({
  idempotencyKey: randomUUID(),
  items: [{ couponId, quantity }],
  expectedTotalCents,
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a avenida 10-20",
  city: "Guatemala",
  cardNumber: card,
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
});

describe.each(testEngines())("order actions [%s]", (engine) => {
  let t: TestDatabase;
  const logged: unknown[][] = [];
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
    for (const level of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // Whatever happened, the card number was never written to a log.
    expect(JSON.stringify(logged.map((args) => args.map(String)))).not.toMatch(/4242\s?4242|4000000000/);
  });
  const db = () => t.owner;
  const ordersByKey = (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));

  it("pays, writes the order with only the card's last four digits, and replays without charging again", async () => {
    const couponId = await makeCoupon(db(), { discountPrice: "50.00" });
    const charge = vi.spyOn(getPaymentGateway(), "charge");
    const input = form(couponId, 2, CARD, 11_200);
    const first = await placeOrderAction(input);
    expect(first).toEqual({ ok: true, data: { orderId: expect.any(String), voucherCount: 2 } });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0]![0].amountCents).toBe(11_200); // 2 x Q50 + 12% IVA
    expect(updateTag).toHaveBeenCalledWith("coupons");
    const [order] = await ordersByKey(input.idempotencyKey);
    expect(order!.cardLast4).toBe("1881");
    // Random ids may contain "4242" by chance: look at everything else, and at the reference's shape.
    const { id: _id, idempotencyKey: _key, paymentReference, ...stored } = order!;
    expect(JSON.stringify(stored)).not.toMatch(/4242/);
    expect(paymentReference).toMatch(/^sim_[0-9a-f-]{36}$/);
    expect(await placeOrderAction(input)).toEqual(first);
    expect(charge).toHaveBeenCalledTimes(1);
    expect((await couponRow(db(), couponId)).remaining).toBe(8);
  });

  it("answers the spec's message for a declined card, releases the stock, and lets the same checkout retry", async () => {
    const couponId = await makeCoupon(db());
    const input = form(couponId, 1, "4000 0000 0000 0002");
    expect(await placeOrderAction(input)).toEqual({
      ok: false,
      error: "Error al procesar el pago. Intenta nuevamente.",
    });
    // No paid order and no voucher; the attempt stays on record as failed, its unit back on sale.
    expect((await ordersByKey(input.idempotencyKey)).map((o) => o.status)).toEqual(["failed"]);
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, couponId))).toHaveLength(0);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0, sold: 0 });
    // The dialog keeps its key for a retry with another card: that one pays.
    const retried = await placeOrderAction({ ...input, cardNumber: CARD });
    expect(retried).toMatchObject({ ok: true, data: { voucherCount: 1 } });
    expect((await ordersByKey(input.idempotencyKey)).map((o) => o.status).sort()).toEqual(["failed", "paid"]);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 9, reserved: 0, sold: 1 });
  });

  it("names sold-out coupons before charging, and holds the units while the payment runs", async () => {
    const soldOut = await makeCoupon(db(), { title: "Spa agotado", remaining: 0 });
    const charge = vi.spyOn(getPaymentGateway(), "charge");
    updateTag.mockClear();
    const before = await placeOrderAction(form(soldOut));
    expect(before.ok).toBe(false);
    // Nothing moved, so the catalogue's cache is left alone (a flash sale's hundreds of refusals).
    expect(updateTag).not.toHaveBeenCalled();
    if (!before.ok) {
      expect(before.error).toMatch(/^Algunos cupones de tu carrito ya no están disponibles: Spa agotado \(agotado\)\./);
      expect(before.fieldErrors).toEqual({ [`items.${soldOut}`]: "Spa agotado (agotado)" });
    }
    expect(charge).not.toHaveBeenCalled();

    // The last unit is reserved before the charge: another shopper paying meanwhile is told it is
    // sold out (and not charged), and the first shopper gets the voucher they paid for.
    const lastOne = await makeCoupon(db(), { title: "Cena para dos", remaining: 1, totalStock: 1 });
    let rival: Awaited<ReturnType<typeof placeOrderAction>> | undefined;
    charge.mockImplementationOnce(async () => {
      expect(await couponRow(db(), lastOne)).toMatchObject({ remaining: 0, reserved: 1 });
      rival = await placeOrderAction(form(lastOne));
      return { approved: true, reference: "sim_test" };
    });
    expect(await placeOrderAction(form(lastOne))).toMatchObject({ ok: true, data: { voucherCount: 1 } });
    expect(rival).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no están disponibles: Cena para dos \(agotado\)/),
    });
    expect(charge).toHaveBeenCalledTimes(1);
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, lastOne))).toHaveLength(1);
    expect(await couponRow(db(), lastOne)).toMatchObject({ remaining: 0, reserved: 0, sold: 1 });
  });

  it("asks visitors to sign in and refuses an incomplete form with the spec's message", async () => {
    const couponId = await makeCoupon(db());
    session.caller = { role: "anon", userId: null };
    expect(await placeOrderAction(form(couponId))).toEqual({
      ok: false,
      error: "Debes iniciar sesión.",
      code: "sign_in_required",
    });
    session.caller = buyer;
    const incomplete = await placeOrderAction({ ...form(couponId), cvv: "" });
    expect(incomplete).toMatchObject({
      ok: false,
      error: "Por favor completa todos los campos",
      fieldErrors: { cvv: "Por favor completa todos los campos" },
    });
  });

  it("quotes a cart for a visitor from the database's prices", async () => {
    const couponId = await makeCoupon(db(), { discountPrice: "12.34" });
    session.caller = { role: "anon", userId: null };
    const quote = await quoteCartAction({
      items: [
        { couponId, quantity: 2 },
        { couponId, quantity: 1 },
      ],
    });
    expect(quote).toMatchObject({
      ok: true,
      data: { purchasable: true, totals: { subtotalCents: 3_702, ivaCents: 444, totalCents: 4_146 } },
    });
  });

  it("redeems from the seller panel with a message per outcome", async () => {
    const couponId = await makeCoupon(db(), { title: "Masaje relajante" });
    const placed = await placeOrderAction(form(couponId));
    expect(placed.ok).toBe(true);
    const [{ code }] = (await db()
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, couponId))) as [{ code: string }];
    session.caller = manager;
    expect(await redeemVoucherAction({ code: code.toLowerCase() })).toMatchObject({
      ok: true,
      data: { couponId, message: "Cupón canjeado: Masaje relajante" },
    });
    expect(await redeemVoucherAction({ code })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Este cupón ya fue canjeado el .*\d/),
    });
    expect(await redeemVoucherAction({ code: "ZZZZ-ZZZZ-ZZZZ" })).toEqual({
      ok: false,
      error: "No encontramos ese código entre los cupones de tus negocios.",
    });
    expect(await redeemVoucherAction({ code: "ABC" })).toMatchObject({
      ok: false,
      error: "El código debe tener 12 letras y números.",
    });
  });
});
