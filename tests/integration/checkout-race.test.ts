// Issue 15 item 4: the amount charged is the order's total as written under lock. A seller changes
// a price between the shopper's quote and the payment, or while the card is being charged; the
// payment port is observed to see exactly what it was asked to charge.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { coupons, orderItems, orders, vouchers } from "@/lib/db/schema";
import { toCents } from "@/lib/domain/money";
import type { PaymentRequest } from "@/lib/payments";
import { testEngines } from "./helpers/engines";
import { buyer, seller } from "./helpers/fixtures";
import { couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

vi.hoisted(() => {
  process.env.PAYMENT_DELAY_MS = "5";
});
const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), updateTag: vi.fn() }));

const { placeOrderAction } = await import("@/lib/actions/orders/place-order");
const { quoteCartAction } = await import("@/lib/actions/orders/quote-cart");
const { getPaymentGateway } = await import("@/lib/payments");

const form = (couponId: string, expectedTotalCents: number, idempotencyKey = randomUUID()) => ({
  idempotencyKey,
  items: [{ couponId, quantity: 1 }],
  expectedTotalCents,
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a avenida 10-20",
  city: "Guatemala",
  cardNumber: "4242 4242 4242 4242",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
});

// Q10.00 + IVA = Q11.20; Q19.99 + IVA = Q22.39 (the figures of the issue).
const LOW = { price: "10.00", total: 1_120 };
const HIGH = { price: "19.99", total: 2_239 };

describe.each(testEngines())("checkout price race [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
    vi.restoreAllMocks();
  });
  const db = () => t.owner;
  /** The seller reprices through their own row level security, as the edit form does. */
  const reprice = (couponId: string, price: string) =>
    runAs(seller, (tx) => tx.update(coupons).set({ discountPrice: price }).where(eq(coupons.id, couponId)));
  const ordersByKey = (key: string) => db().select().from(orders).where(eq(orders.idempotencyKey, key));
  /** Every charge the gateway is asked for, calling through to the simulated gateway. */
  const observeCharges = () => {
    const charges: PaymentRequest[] = [];
    const gateway = getPaymentGateway();
    const original = gateway.charge.bind(gateway);
    const spy = vi.spyOn(gateway, "charge").mockImplementation(async (request) => {
      charges.push(request);
      return original(request);
    });
    return { charges, spy, original };
  };

  it("tells the shopper the new total before charging when the price changed after the quote", async () => {
    const couponId = await makeCoupon(db(), { discountPrice: LOW.price });
    const quoted = await quoteCartAction({ items: [{ couponId, quantity: 1 }] });
    expect(quoted).toMatchObject({ ok: true, data: { totals: { totalCents: LOW.total } } });
    await reprice(couponId, HIGH.price);
    const { charges } = observeCharges();

    const input = form(couponId, LOW.total);
    expect(await placeOrderAction(input)).toEqual({
      ok: false,
      code: "price_changed",
      error:
        "El total de tu carrito cambió a Q22.39 (antes Q11.20) porque cambiaron algunos precios. No se realizó ningún cobro; revisa los precios actualizados y vuelve a pagar.",
    });
    expect(charges).toHaveLength(0);
    expect(await ordersByKey(input.idempotencyKey)).toHaveLength(0);
    expect(await couponRow(db(), couponId)).toMatchObject({ remaining: 10, reserved: 0, sold: 0 });

    // The dialog re-quotes and shows Q22.39; paying that (same checkout key) charges exactly it.
    const requoted = await quoteCartAction({ items: [{ couponId, quantity: 1 }] });
    expect(requoted).toMatchObject({ ok: true, data: { totals: { totalCents: HIGH.total } } });
    expect(await placeOrderAction({ ...input, expectedTotalCents: HIGH.total })).toMatchObject({ ok: true });
    const [order] = await ordersByKey(input.idempotencyKey);
    expect(order).toMatchObject({ status: "paid", total: "22.39" });
    expect(charges.map((c) => [c.amountCents, c.idempotencyKey])).toEqual([[HIGH.total, order!.id]]);
  });

  it("keeps the written prices when the seller reprices while the card is being charged", async () => {
    const couponId = await makeCoupon(db(), { discountPrice: LOW.price });
    const { charges, spy, original } = observeCharges();
    spy.mockImplementationOnce(async (request) => {
      charges.push(request);
      await reprice(couponId, HIGH.price); // between the reservation and the confirmation
      return original(request);
    });
    const input = form(couponId, LOW.total);
    expect(await placeOrderAction(input)).toMatchObject({ ok: true, data: { voucherCount: 1 } });
    const [order] = await ordersByKey(input.idempotencyKey);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect({ status: order!.status, total: order!.total, unitPrice: item!.unitPrice }).toEqual({
      status: "paid",
      total: "11.20",
      unitPrice: "10.00",
    });
    expect(charges.map((c) => c.amountCents)).toEqual([toCents(order!.total)]);
    expect((await couponRow(db(), couponId)).discountPrice).toBe(HIGH.price);
  });

  it("charges every order exactly its written total while prices flip under 30 concurrent checkouts", async () => {
    const couponId = await makeCoupon(db(), { discountPrice: LOW.price, remaining: 100, totalStock: 100 });
    const { charges } = observeCharges();
    let flipping = true;
    const flipper = (async () => {
      // Bounded, and paced so that on PGlite (one connection) the checkouts get their turns.
      for (let i = 0; flipping && i < 500; i++) {
        await reprice(couponId, i % 2 ? LOW.price : HIGH.price);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    })();
    const inputs = Array.from({ length: 30 }, (_, i) => form(couponId, i % 2 ? HIGH.total : LOW.total));
    const results = await Promise.all(inputs.map((input) => placeOrderAction(input))).finally(() => {
      flipping = false;
    });
    await flipper;

    const written = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.idempotencyKey,
          inputs.map((i) => i.idempotencyKey),
        ),
      );
    const chargedById = new Map(charges.map((c) => [c.idempotencyKey, c.amountCents]));
    for (const [i, result] of results.entries()) {
      const order = written.find((o) => o.idempotencyKey === inputs[i]!.idempotencyKey);
      if (result.ok) {
        // Paid at the total the shopper saw, which is the order's total, which is what was charged.
        expect(order!.status).toBe("paid");
        expect(toCents(order!.total)).toBe(inputs[i]!.expectedTotalCents);
        expect(chargedById.get(order!.id)).toBe(toCents(order!.total));
      } else {
        expect(result.code).toBe("price_changed");
        expect(order).toBeUndefined();
      }
    }
    const paid = results.filter((r) => r.ok).length;
    // Half the shoppers saw each price, so the race both paid and refused some of them.
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(30);
    expect(charges).toHaveLength(paid);
    const row = await couponRow(db(), couponId);
    expect({ sold: row.sold, remaining: row.remaining, reserved: row.reserved }).toEqual({
      sold: paid,
      remaining: 100 - paid,
      reserved: 0,
    });
    expect(await db().select().from(vouchers).where(eq(vouchers.couponId, couponId))).toHaveLength(paid);
  });
});
