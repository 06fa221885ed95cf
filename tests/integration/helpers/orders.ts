// Shared pieces of the buying tests: a coupon made for the test, the seeded buyers, a contact, and
// a purchase at the prices the shopper was shown, paid through an approving payment port.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import type { ChargeOrder } from "@/lib/payments/data/checkout";
import { placeOrder } from "@/lib/payments/data/checkout";
import { quoteCart } from "@/lib/data/orders/orders";
import type { Db } from "@/lib/db";
import type { CartLine } from "@/lib/domain/checkout-totals";
import { coupons, type NewCoupon } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { buyer, demoBusinessId, seller, userId } from "./fixtures";

/** The demo buyer and the twelve seeded reviewers: thirteen distinct people who buy. */
export const buyers: Caller[] = [buyer, ...REVIEWERS.map((r) => authenticatedCaller(userId(r.key)))];

export const contact = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a avenida 10-20",
  city: "Guatemala",
  cardLast4: "4242",
};

/**
 * A coupon of the demo seller's first business (where the demo manager and editor work). Units
 * missing from `remaining` count as sold, as the database's rule (remaining = total - sold - reserved) wants.
 */
export async function makeCoupon(db: Db, overrides: Partial<NewCoupon> = {}): Promise<string> {
  const totalStock = overrides.totalStock ?? 10;
  const remaining = overrides.remaining ?? totalStock;
  const [row] = await db
    .insert(coupons)
    .values({
      sellerUserId: seller.userId,
      businessId: demoBusinessId,
      title: `Prueba ${randomUUID().slice(0, 8)}`,
      originalPrice: "100.00",
      discountPrice: "79.99",
      endTime: new Date(Date.now() + 7 * 86_400_000),
      sold: totalStock - remaining - (overrides.reserved ?? 0),
      ...overrides,
      remaining,
      totalStock,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

export async function couponRow(db: Db, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

/** Postgres error text of a failed statement (drizzle wraps it in `cause`). */
export async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return [e.message, e.cause?.message].filter(Boolean).join(" | ");
  }
  throw new Error("expected the statement to fail");
}

/** A payment port that approves everything. */
export const approve: ChargeOrder = async () => ({ approved: true, reference: `sim_test_${randomUUID()}` });

/** Buys at the database's current prices (the total the dialog shows), charged through `charge`. */
export async function buy(
  caller: Caller,
  input: { idempotencyKey?: string; items: CartLine[] },
  charge: ChargeOrder = approve,
) {
  const quote = await quoteCart(caller, input.items);
  const order = {
    idempotencyKey: input.idempotencyKey ?? randomUUID(),
    items: input.items,
    contact,
    expectedTotalCents: quote.totals.totalCents,
  };
  return placeOrder(caller, order, charge);
}
