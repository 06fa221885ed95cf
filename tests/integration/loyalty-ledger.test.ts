// The loyalty ledger on both engines. A paid order's points are written by the
// checkout's own transaction (and a declined one writes none), a refund takes them back, reviews,
// follows and visits pay their rule once, and no request role can write the ledger or read
// someone else's.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChargeOrder } from "@/lib/payments/data/checkout";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { getLoyaltyProgress, listMyLedger, recordDailyVisit } from "@/lib/data/accounts/loyalty";
import { settleReferralRewards } from "@/lib/data/accounts/referrals";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { loyaltyLedger, profiles, reviews } from "@/lib/db/schema";
import { levelForXp } from "@/lib/domain/loyalty-levels";
import { EARNING_RULES, purchasePoints } from "@/lib/domain/loyalty-rules";
import { testEngines } from "./helpers/engines";
import { buyer, manager, otherBusinessId, seller } from "./helpers/fixtures";
import { awardLoyalty, closeRefundWindow, figuresOf, ledgerOf, newUser, unlockedCodes } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const decline: ChargeOrder = async () => ({ approved: false });

describe.each(testEngines())("loyalty ledger [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("writes a paid order's points with the order, and none for a declined payment", async () => {
    const shopper = await newUser();
    const coupon = await makeCoupon(t.owner, { discountPrice: "150.00", originalPrice: "300.00" });
    const declined = await buy(shopper, { items: [{ couponId: coupon, quantity: 1 }] }, decline);
    expect(declined).toMatchObject({ ok: false, reason: "declined" });
    expect(await ledgerOf(t.owner, shopper)).toEqual([]);

    const paid = await buy(shopper, { items: [{ couponId: coupon, quantity: 2 }] });
    expect(paid.ok).toBe(true);
    const orderId = paid.ok ? paid.orderId : "";
    // The points are a job behind the fulfilment: none until it runs, then all of them.
    expect(await ledgerOf(t.owner, shopper)).toEqual([]);
    expect(await awardLoyalty(t.owner)).toBeGreaterThan(0);
    // 2 x Q150 + IVA = Q336.00 -> 336 points, the first purchase bonus and 'Primera compra'.
    const rows = await ledgerOf(t.owner, shopper);
    expect(Object.fromEntries(rows.map((r) => [r.reason, r.points]))).toEqual({
      purchase: purchasePoints(33_600),
      first_purchase: EARNING_RULES.first_purchase.points,
      achievement: 50,
    });
    expect(rows.filter((r) => r.reason !== "achievement").every((r) => r.order_id === orderId)).toBe(true);
    expect(await unlockedCodes(t.owner, shopper)).toEqual(["primera-compra"]);
    const figures = await figuresOf(t.owner, shopper);
    expect(figures).toMatchObject({
      total_points: 336 + 100 + 50,
      current_xp: 486,
      user_level: 1,
      next_level_xp: 500,
      streak_days: 1,
      vip: false,
    });

    // A second buy of the same key (a retried request) pays nothing more.
    await buy(shopper, { idempotencyKey: "loyalty-retry-key-1", items: [{ couponId: coupon, quantity: 1 }] });
    await awardLoyalty(t.owner);
    const before = (await ledgerOf(t.owner, shopper)).length;
    await buy(shopper, { idempotencyKey: "loyalty-retry-key-1", items: [{ couponId: coupon, quantity: 1 }] });
    expect(await awardLoyalty(t.owner)).toBe(0);
    expect((await ledgerOf(t.owner, shopper)).length).toBe(before);
    // Q168 more -> level 2 (500 XP).
    expect(await figuresOf(t.owner, shopper)).toMatchObject({
      total_points: 486 + 168,
      user_level: 2,
      next_level_xp: 1500,
    });

    // Refunding one unit of the first order takes back its quetzales' points.
    const [voucher] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select v.id from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${orderId}::uuid limit 1`,
      ),
    );
    const refund = await refundVoucher(shopper, voucher!.id);
    expect(refund.ok).toBe(true);
    const reversal = (await ledgerOf(t.owner, shopper)).filter((r) => r.reason === "purchase_refund");
    expect(reversal.map((r) => r.points)).toEqual([-168]);
    expect((await figuresOf(t.owner, shopper)).total_points).toBe(486);
  });

  it("a refund that comes before the order's award job leaves the points a refund after it would", async () => {
    const early = await newUser();
    const late = await newUser();
    const coupon = await makeCoupon(t.owner, { discountPrice: "150.00", originalPrice: "300.00" });
    const voucherOf = async (orderId: string) =>
      rowsOf<{ id: string }>(
        await t.owner.execute(
          sql`select v.id from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${orderId}::uuid limit 1`,
        ),
      )[0]!.id;
    const earlyOrder = await buy(early, { items: [{ couponId: coupon, quantity: 2 }] });
    expect((await refundVoucher(early, await voucherOf(earlyOrder.ok ? earlyOrder.orderId : ""))).ok).toBe(true);
    expect(await ledgerOf(t.owner, early)).toEqual([]);
    const lateOrder = await buy(late, { items: [{ couponId: coupon, quantity: 2 }] });
    await awardLoyalty(t.owner);
    expect((await refundVoucher(late, await voucherOf(lateOrder.ok ? lateOrder.orderId : ""))).ok).toBe(true);
    // Same rows, same figures, whichever came first; running the job again adds nothing.
    await t.owner.execute(sql`update app_private.jobs set state = 'queued' where name = 'award_order_loyalty'`);
    await awardLoyalty(t.owner);
    const rowsOfEach = async (who: typeof early) =>
      (await ledgerOf(t.owner, who)).map((r) => [r.reason, r.points]).sort();
    expect(await rowsOfEach(early)).toEqual(await rowsOfEach(late));
    expect(await rowsOfEach(early)).toContainEqual(["purchase_refund", -168]);
    const { referral_code: _a, ...earlyFigures } = await figuresOf(t.owner, early);
    const { referral_code: _b, ...lateFigures } = await figuresOf(t.owner, late);
    expect(earlyFigures).toEqual(lateFigures);
    expect(earlyFigures.total_points).toBe(336 - 168 + 100 + 50);
  });

  it("pays a verified review more than an unverified one, once per coupon", async () => {
    const shopper = await newUser();
    const bought = await makeCoupon(t.owner);
    const notBought = await makeCoupon(t.owner);
    await buy(shopper, { items: [{ couponId: bought, quantity: 1 }] });
    await runAs(shopper, (tx) =>
      tx.insert(reviews).values({ couponId: bought, userId: shopper.userId!, rating: 5, comment: "Excelente" }),
    );
    await runAs(shopper, (tx) =>
      tx.insert(reviews).values({ couponId: notBought, userId: shopper.userId!, rating: 4, comment: "Bien" }),
    );
    // Deleting and writing it again pays nothing more.
    await t.owner.delete(reviews).where(eq(reviews.couponId, notBought));
    await runAs(shopper, (tx) =>
      tx.insert(reviews).values({ couponId: notBought, userId: shopper.userId!, rating: 4, comment: "Otra vez" }),
    );
    const rows = (await ledgerOf(t.owner, shopper)).filter((r) => r.reason.startsWith("review"));
    expect(rows.map((r) => [r.reason, r.points])).toEqual([
      ["review_verified", EARNING_RULES.review_verified.points],
      ["review", EARNING_RULES.review.points],
    ]);
    expect(await unlockedCodes(t.owner, shopper)).toContain("critico");
  });

  it("pays a redeemed voucher's holder 20 points once", async () => {
    const shopper = await newUser();
    const coupon = await makeCoupon(t.owner);
    const paid = await buy(shopper, { items: [{ couponId: coupon, quantity: 1 }] });
    const [voucher] = rowsOf<{ code: string }>(
      await t.owner.execute(
        sql`select v.code from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${paid.ok ? paid.orderId : null}::uuid`,
      ),
    );
    expect((await redeemVoucher(seller, voucher!.code)).ok).toBe(true);
    expect((await redeemVoucher(seller, voucher!.code)).ok).toBe(false);
    const redeemed = (await ledgerOf(t.owner, shopper)).filter((r) => r.reason === "voucher_redeemed");
    expect(redeemed.map((r) => r.points)).toEqual([EARNING_RULES.voucher_redeemed.points]);
  });

  it("counts one visit a day and reports progress and credit to its owner only", async () => {
    const shopper = await newUser();
    expect(await recordDailyVisit(shopper)).toBe(true);
    expect(await recordDailyVisit(shopper)).toBe(false);
    expect(await figuresOf(t.owner, shopper)).toMatchObject({ total_points: 5, streak_days: 1 });
    const progress = await getLoyaltyProgress(shopper);
    expect(progress).toMatchObject({ creditCents: 0, metrics: { streak: 1, purchases: 0 } });
    expect((await listMyLedger(shopper)).map((r) => r.reason)).toEqual(["daily_visit"]);
  });

  it("lets no request role write the ledger or the derived figures, nor read another user's rows", async () => {
    const shopper = await newUser();
    await recordDailyVisit(shopper);
    // Another user's rows stay invisible under RLS.
    const seen = await runAs(buyer, (tx) =>
      tx.select({ id: loyaltyLedger.id }).from(loyaltyLedger).where(eq(loyaltyLedger.userId, shopper.userId!)),
    );
    expect(seen).toEqual([]);
    expect(await listMyLedger(seller)).toEqual([]);
    for (const who of [shopper, buyer]) {
      await expect(
        runAs(who, (tx) =>
          tx.insert(loyaltyLedger).values({ userId: who.userId!, reason: "daily_visit", points: 1000 }),
        ),
      ).rejects.toThrow();
      await expect(
        runAs(who, (tx) => tx.update(loyaltyLedger).set({ points: 1000 }).where(eq(loyaltyLedger.userId, who.userId!))),
      ).rejects.toThrow();
      await expect(
        runAs(who, (tx) => tx.delete(loyaltyLedger).where(eq(loyaltyLedger.userId, who.userId!))),
      ).rejects.toThrow();
      await expect(
        runAs(who, (tx) => tx.update(profiles).set({ totalPoints: 99_999 }).where(eq(profiles.id, who.userId!))),
      ).rejects.toThrow();
      await expect(
        runAs(who, (tx) => tx.update(profiles).set({ referredBy: seller.userId }).where(eq(profiles.id, who.userId!))),
      ).rejects.toThrow();
      await expect(
        runAs(who, (tx) => tx.execute(sql`select app_private.award(${who.userId}::uuid, 'purchase', 1000)`)),
      ).rejects.toThrow();
    }
    // Not even the owner rewrites history: the table is append-only.
    await expect(
      t.owner.update(loyaltyLedger).set({ points: 1000 }).where(eq(loyaltyLedger.userId, shopper.userId!)),
    ).rejects.toThrow();
    expect((await figuresOf(t.owner, shopper)).total_points).toBe(5);
  });

  it("gives the seed's accounts a history produced by the same rules, not written balances", async () => {
    // Every figure on every profile equals what its ledger sums to.
    const drift = rowsOf<{ n: number }>(
      await t.owner.execute(sql`
        select count(*)::int as n from public.profiles p
        where p.total_points <> greatest((select coalesce(sum(l.points), 0) from public.loyalty_ledger l where l.user_id = p.id), 0)`),
    )[0]!.n;
    expect(drift).toBe(0);
    const buyers = rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(distinct user_id)::int as n from public.loyalty_ledger where reason = 'purchase'`,
      ),
    )[0]!.n;
    expect(buyers).toBeGreaterThanOrEqual(5);
    expect(
      rowsOf<{ n: number }>(
        await t.owner.execute(
          sql`select count(*)::int as n from public.loyalty_ledger where reason = 'review_verified'`,
        ),
      )[0]!.n,
    ).toBeGreaterThan(0);
    // The demo manager invited two seed buyers. Their first orders are still refundable, so the
    // rewards are pending; once those windows close: Q50 each way and 'Embajador'.
    expect(await figuresOf(t.owner, manager)).toMatchObject({ referrals_count: 0 });
    const held = rowsOf<{ order_id: string }>(
      await t.owner.execute(
        sql`select order_id from app_private.referral_rewards where referrer_id = ${manager.userId}::uuid and state = 'pending'`,
      ),
    );
    expect(held).toHaveLength(2);
    for (const r of held) await closeRefundWindow(t.owner, r.order_id);
    expect(await settleReferralRewards()).toBe(2);
    expect(await figuresOf(t.owner, manager)).toMatchObject({ referrals_count: 2 });
    expect(
      (await ledgerOf(t.owner, manager)).filter((r) => r.reason === "referral_referrer").map((r) => r.credit),
    ).toEqual(["50.00", "50.00"]);
    expect(await unlockedCodes(t.owner, manager)).toContain("embajador");
    // SQL and lib/domain agree on every level threshold.
    for (const xp of [0, 499, 500, 1_499, 1_500, 3_999, 4_000, 9_999, 10_000]) {
      const [row] = rowsOf<{ level: number; next: number | null }>(
        await t.owner.execute(
          sql`select app_private.loyalty_level(${xp}::int) as level, app_private.loyalty_next_level_xp(app_private.loyalty_level(${xp}::int)) as next`,
        ),
      );
      expect({ level: row!.level, nextLevelXp: row!.next }).toEqual({
        level: levelForXp(xp).level,
        nextLevelXp: levelForXp(xp).nextLevelXp,
      });
    }
  });

  it("pays follows 5 points, once per business and at most 3 a day", async () => {
    const shopper = await newUser();
    const ids = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select id from public.businesses where id <> ${otherBusinessId}::uuid order by id limit 5`,
      ),
    ).map((r) => r.id);
    for (const id of ids)
      await runAs(shopper, (tx) =>
        tx.execute(
          sql`insert into public.follows (user_id, business_id) values (${shopper.userId}::uuid, ${id}::uuid)`,
        ),
      );
    const follows = (await ledgerOf(t.owner, shopper)).filter((r) => r.reason === "follow");
    expect(follows.map((r) => r.points)).toEqual([5, 5, 5]);
    expect(await unlockedCodes(t.owner, shopper)).toEqual(["fiel"]);
  });
});
