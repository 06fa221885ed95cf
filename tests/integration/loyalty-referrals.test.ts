// Referrals and credit on both engines. Sign-up records referred_by (never an unknown
// code, never changed); the invitee's first paid order pays both sides Q50 once, however often it
// is retried, once it can no longer be refunded (referral-farming.test.ts covers the holds and
// reversals); the 5th real referral of a month adds Q100; credit comes off the next order's total as a
// stored discount (never more than the subtotal) and goes back if that payment fails; 50
// concurrent events of one user neither unlock an achievement twice nor lose a point.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeOrder } from "@/lib/payments/data/checkout";
import { placeOrder } from "@/lib/payments/data/checkout";
import { quoteCart } from "@/lib/data/orders/orders";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { testEngines } from "./helpers/engines";
import { settleReferralRewards } from "@/lib/data/accounts/referrals";
import { awardLoyalty, closeRefundWindow, figuresOf, ledgerOf, newUser, unlockedCodes } from "./helpers/loyalty";
import { approve, buy, contact, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const decline: ChargeOrder = async () => ({ approved: false });
const creditOf = async (t: TestDatabase, userId: string) =>
  rowsOf<{ c: string }>(
    await t.owner.execute(
      sql`select coalesce(sum(credit), 0)::text as c from public.loyalty_ledger where user_id = ${userId}::uuid`,
    ),
  )[0]!.c;

describe.each(testEngines())("loyalty referrals and credit [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("records a known referral code at sign-up, ignores unknown ones and never changes it", async () => {
    const friend = await newUser();
    const code = (await figuresOf(t.owner, friend)).referral_code;
    const invited = await newUser(code.toLowerCase());
    expect((await figuresOf(t.owner, invited)).referred_by).toBe(friend.userId);
    const stranger = await newUser("ZZZZ9999");
    expect((await figuresOf(t.owner, stranger)).referred_by).toBeNull();
    // Not even the system rewrites it later.
    await t.owner.update(profiles).set({ referredBy: stranger.userId }).where(eq(profiles.id, invited.userId!));
    expect((await figuresOf(t.owner, invited)).referred_by).toBe(friend.userId);
  });

  it("pays both sides Q50 once on the invitee's first paid order, even when the order is retried", async () => {
    const friend = await newUser();
    const invited = await newUser((await figuresOf(t.owner, friend)).referral_code);
    const coupon = await makeCoupon(t.owner, { discountPrice: "80.00" });
    const key = `retry-${randomUUID()}`;
    const first = await buy(invited, { idempotencyKey: key, items: [{ couponId: coupon, quantity: 1 }] });
    const again = await buy(invited, { idempotencyKey: key, items: [{ couponId: coupon, quantity: 1 }] });
    expect(first.ok && again.ok && again.replayed).toBe(true);
    // A second purchase is not a first one.
    const second = await buy(invited, { items: [{ couponId: coupon, quantity: 1 }] });
    await awardLoyalty(t.owner);
    // Held until the first order can no longer be refunded; settling twice pays once.
    expect((await ledgerOf(t.owner, invited)).filter((r) => r.reason === "referral_invitee")).toEqual([]);
    for (const o of [first, second]) if (o.ok) await closeRefundWindow(t.owner, o.orderId);
    await settleReferralRewards();
    await settleReferralRewards();
    expect(
      (await ledgerOf(t.owner, invited)).filter((r) => r.reason === "referral_invitee").map((r) => r.credit),
    ).toEqual(["50.00"]);
    expect(
      (await ledgerOf(t.owner, friend)).filter((r) => r.reason === "referral_referrer").map((r) => r.credit),
    ).toEqual(["50.00"]);
    expect(await figuresOf(t.owner, friend)).toMatchObject({ referrals_count: 1 });
    expect(await unlockedCodes(t.owner, friend)).toContain("embajador");
    const told = rowsOf<{ user_id: string; n: number }>(
      await t.owner.execute(
        sql`select user_id, count(*)::int as n from public.notifications where kind = 'referral_rewarded' and user_id in (${friend.userId}::uuid, ${invited.userId}::uuid) group by user_id`,
      ),
    );
    expect(Object.fromEntries(told.map((r) => [r.user_id, r.n]))).toEqual({
      [friend.userId!]: 1,
      [invited.userId!]: 1,
    });
  });

  it("applies credit as a stored discount up to the subtotal, and gives it back when the payment fails", async () => {
    const friend = await newUser();
    const invited = await newUser((await figuresOf(t.owner, friend)).referral_code);
    const cheap = await makeCoupon(t.owner, { discountPrice: "30.00", totalStock: 20 });
    const first = await buy(invited, {
      items: [{ couponId: await makeCoupon(t.owner, { discountPrice: "60.00" }), quantity: 1 }],
    });
    await awardLoyalty(t.owner);
    if (first.ok) await closeRefundWindow(t.owner, first.orderId);
    await settleReferralRewards();
    expect(await creditOf(t, invited.userId!)).toBe("50.00");
    // Q30 subtotal: Q30 of the Q50 is used; the total keeps its IVA (Q3.60).
    const quote = await quoteCart(invited, [{ couponId: cheap, quantity: 1 }]);
    expect(quote.creditBalanceCents).toBe(5_000);
    const declined = await placeOrder(
      invited,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId: cheap, quantity: 1 }],
        contact,
        expectedTotalCents: quote.totals.totalCents,
      },
      decline,
    );
    expect(declined).toMatchObject({ ok: false, reason: "declined" });
    expect(await creditOf(t, invited.userId!)).toBe("50.00");
    const paid = await placeOrder(
      invited,
      {
        idempotencyKey: randomUUID(),
        items: [{ couponId: cheap, quantity: 1 }],
        contact,
        expectedTotalCents: quote.totals.totalCents,
      },
      approve,
    );
    expect(paid).toMatchObject({ ok: true, totalCents: 360 });
    const [order] = rowsOf<{ credit_applied: string; subtotal: string; total: string }>(
      await t.owner.execute(
        sql`select credit_applied::text, subtotal::text, total::text from public.orders where id = ${paid.ok ? paid.orderId : null}::uuid`,
      ),
    );
    expect(order).toEqual({ credit_applied: "30.00", subtotal: "30.00", total: "3.60" });
    expect(await creditOf(t, invited.userId!)).toBe("20.00");
  });

  it("adds Q100 on the referrer's 5th referral of the month", async () => {
    const friend = await newUser();
    const code = (await figuresOf(t.owner, friend)).referral_code;
    const coupon = await makeCoupon(t.owner, { discountPrice: "50.00", totalStock: 10 });
    for (let i = 0; i < 5; i++) {
      const invited = await newUser(code);
      const order = await buy(invited, { items: [{ couponId: coupon, quantity: 1 }] });
      if (order.ok) await closeRefundWindow(t.owner, order.orderId);
    }
    await awardLoyalty(t.owner);
    await settleReferralRewards();
    const rows = await ledgerOf(t.owner, friend);
    expect(rows.filter((r) => r.reason === "referral_referrer")).toHaveLength(5);
    expect(rows.filter((r) => r.reason === "referral_bonus").map((r) => r.credit)).toEqual(["100.00"]);
    expect(await creditOf(t, friend.userId!)).toBe("350.00");
    expect(await unlockedCodes(t.owner, friend)).toEqual(["embajador", "super-embajador"]);
  });

  it("never unlocks an achievement twice nor loses a point under 50 concurrent events", async () => {
    const shopper = await newUser();
    const businesses = rowsOf<{ id: string }>(
      await t.owner.execute(sql`select id from public.businesses order by id limit 20`),
    ).map((r) => r.id);
    const coupon = await makeCoupon(t.owner, { originalPrice: "25.00", discountPrice: "20.00", totalStock: 40 });
    const events: Promise<unknown>[] = [];
    for (let i = 0; i < 50; i++) {
      if (i % 5 === 0) events.push(buy(shopper, { items: [{ couponId: coupon, quantity: 1 }] }));
      else if (i % 5 === 1) events.push(runAs(shopper, (tx) => tx.execute(sql`select public.record_daily_visit()`)));
      else
        events.push(
          runAs(shopper, (tx) =>
            tx.execute(
              sql`insert into public.follows (user_id, business_id) values (${shopper.userId}::uuid, ${businesses[i % businesses.length]}::uuid) on conflict do nothing`,
            ),
          ),
        );
    }
    const results = await Promise.allSettled(events);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await awardLoyalty(t.owner)).toBe(10);
    const rows = await ledgerOf(t.owner, shopper);
    const figures = await figuresOf(t.owner, shopper);
    expect(figures.total_points).toBe(rows.reduce((sum, r) => sum + r.points, 0));
    // 10 orders of Q22.40 -> 22 points each; one bonus; one visit; 3 capped follows.
    expect(rows.filter((r) => r.reason === "purchase").map((r) => r.points)).toEqual(Array(10).fill(22));
    expect(rows.filter((r) => r.reason === "first_purchase")).toHaveLength(1);
    expect(rows.filter((r) => r.reason === "daily_visit")).toHaveLength(1);
    expect(rows.filter((r) => r.reason === "follow")).toHaveLength(3);
    const unlocked = await unlockedCodes(t.owner, shopper);
    expect(unlocked).toEqual(["cliente-frecuente", "fiel", "primera-compra"]);
    expect(rows.filter((r) => r.reason === "achievement")).toHaveLength(unlocked.length);
  });
});
