// Referral credit cannot be farmed, and a refund gives back the credit it used, on both engines.
// The farming attack signed up x+1@…x+5@… (or dotted Gmail variants) with one's own code, bought
// a Q1 coupon with each and refunded it: Q600 of credit for Q5.60. Now a reward is pending until
// the invitee's first order (at least the minimum) can no longer be refunded, is reversed by a
// refund, is paid once per canonical mailbox, and never between two addresses of one mailbox.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { quoteCart } from "@/lib/data/orders/orders";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { getReferralCredit, settleReferralRewards } from "@/lib/data/accounts/referrals";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { rowsOf } from "@/lib/db/client";
import { vouchers } from "@/lib/db/schema";
import { canonicalMailbox } from "@/lib/domain/mailbox";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { testEngines } from "./helpers/engines";
import { manager } from "./helpers/fixtures";
import {
  availableCredit,
  awardLoyalty,
  closeRefundWindow,
  figuresOf,
  ledgerOf,
  newUser,
  setReferralMinimum,
} from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("referral farming and credit refunds [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const tag = () => randomUUID().slice(0, 8);
  const codeOf = async (who: Caller) => (await figuresOf(t.owner, who)).referral_code;
  /** Bought, and (unless `award` is false) the order's loyalty job ran, as the worker does at once. */
  async function purchase(who: Caller, price: string, quantity = 1, award = true) {
    const couponId = await makeCoupon(t.owner, { discountPrice: price, totalStock: 20 });
    const result = await buy(who, { items: [{ couponId, quantity }] });
    if (!result.ok) throw new Error(`purchase refused: ${JSON.stringify(result)}`);
    if (award) await awardLoyalty(t.owner);
    const list = await t.owner
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, couponId))
      .orderBy(vouchers.code);
    return { orderId: result.orderId, totalCents: result.totalCents, vouchers: list };
  }
  const rewardRows = async (who: Caller) =>
    (await ledgerOf(t.owner, who)).filter((r) => r.reason.startsWith("referral_"));

  it("the audit's attack: five plus-tagged sign-ups with one's own code, Q1 orders refunded, earn nothing", async () => {
    const box = `farm${tag()}`;
    const farmer = await newUser(undefined, `${box}@example.com`);
    const code = await codeOf(farmer);
    const fakes: Caller[] = [];
    for (let i = 1; i <= 5; i++) {
      const fake = await newUser(code, `${box}+${i}@example.com`);
      fakes.push(fake);
      const {
        vouchers: [v],
      } = await purchase(fake, "1.00");
      expect(await refundVoucher(fake, v!.id)).toMatchObject({ ok: true });
    }
    // Before: Q50 per fake and Q350 for the farmer, spendable at once.
    for (const who of [farmer, ...fakes]) expect(await availableCredit(t.owner, who)).toBe("0.00");
    await settleReferralRewards();
    for (const who of [farmer, ...fakes]) {
      expect(await availableCredit(t.owner, who)).toBe("0.00");
      expect(await getReferralCredit(who)).toEqual({ availableCents: 0, pendingCents: 0 });
      expect(await rewardRows(who)).toEqual([]);
    }
    // Plus-tagged addresses are the farmer's own mailbox: not even recorded as a referral.
    expect((await figuresOf(t.owner, fakes[0]!)).referred_by).toBeNull();
  });

  it("the same mailbox never refers itself, even with a real, kept order over the minimum", async () => {
    const box = `a.na${tag()}`;
    const farmer = await newUser(undefined, `${box}@gmail.com`);
    const fake = await newUser(await codeOf(farmer), `${box.replace(".", "")}+x@googlemail.com`);
    const { orderId } = await purchase(fake, "80.00");
    await closeRefundWindow(t.owner, orderId);
    await settleReferralRewards();
    expect(await availableCredit(t.owner, farmer)).toBe("0.00");
    expect(await rewardRows(fake)).toEqual([]);
  });

  it("one reward per canonical mailbox: a dotted Gmail variant of an invitee earns nothing more", async () => {
    const friend = await newUser();
    const code = await codeOf(friend);
    const box = `jdoe${tag()}`;
    const first = await newUser(code, `${box}@gmail.com`);
    const dotted = await newUser(code, `${box.slice(0, 1)}.${box.slice(1)}@gmail.com`);
    for (const who of [first, dotted]) {
      const { orderId } = await purchase(who, "60.00");
      await closeRefundWindow(t.owner, orderId);
    }
    expect(await settleReferralRewards()).toBeGreaterThanOrEqual(1);
    expect(await availableCredit(t.owner, first)).toBe("50.00");
    expect(await availableCredit(t.owner, dotted)).toBe("0.00");
    expect(await availableCredit(t.owner, friend)).toBe("50.00");
    expect((await figuresOf(t.owner, friend)).referrals_count).toBe(1);
  });

  it("an honest reward is pending until the window closes, then usable; a refund first reverses it", async () => {
    const friend = await newUser();
    const code = await codeOf(friend);
    const kept = await newUser(code);
    const refunded = await newUser(code);
    const keptOrder = await purchase(kept, "60.00");
    const refundedOrder = await purchase(refunded, "60.00");
    expect(await getReferralCredit(friend)).toEqual({ availableCents: 0, pendingCents: 10_000 });
    expect(await getReferralCredit(kept)).toEqual({ availableCents: 0, pendingCents: 5_000 });
    // Pending credit is not spent by the next checkout.
    const next = await purchase(kept, "20.00");
    expect(next.totalCents).toBe(2_240);
    expect(await refundVoucher(refunded, refundedOrder.vouchers[0]!.id)).toMatchObject({ ok: true });
    await closeRefundWindow(t.owner, keptOrder.orderId);
    await closeRefundWindow(t.owner, refundedOrder.orderId);
    // The recurring job settles what is due.
    await JOB_HANDLERS.settle_referral_rewards({}, { jobId: 0, attempt: 1 });
    expect(await getReferralCredit(kept)).toEqual({ availableCents: 5_000, pendingCents: 0 });
    expect(await getReferralCredit(refunded)).toEqual({ availableCents: 0, pendingCents: 0 });
    expect(await getReferralCredit(friend)).toEqual({ availableCents: 5_000, pendingCents: 0 });
    // Settling again pays nothing twice.
    await settleReferralRewards();
    expect(await availableCredit(t.owner, friend)).toBe("50.00");
  });

  it("a refund or a redemption before the order's loyalty job ran ends as it would after it", async () => {
    const friend = await newUser();
    const code = await codeOf(friend);
    const refunded = await newUser(code);
    const redeemer = await newUser(code);
    const refundedOrder = await purchase(refunded, "60.00", 1, false);
    expect(await refundVoucher(refunded, refundedOrder.vouchers[0]!.id)).toMatchObject({ ok: true });
    const redeemed = await purchase(redeemer, "60.00", 1, false);
    expect((await redeemVoucher(manager, redeemed.vouchers[0]!.code)).ok).toBe(true);
    expect(await getReferralCredit(friend)).toEqual({ availableCents: 0, pendingCents: 0 });
    await awardLoyalty(t.owner);
    // The refunded order's reward is reversed, never pending; the redeemed one's is credit now.
    expect(await getReferralCredit(refunded)).toEqual({ availableCents: 0, pendingCents: 0 });
    expect(await getReferralCredit(redeemer)).toEqual({ availableCents: 5_000, pendingCents: 0 });
    expect(await getReferralCredit(friend)).toEqual({ availableCents: 5_000, pendingCents: 0 });
    const states = rowsOf<{ state: string }>(
      await t.owner.execute(
        sql`select state from app_private.referral_rewards where order_id = ${refundedOrder.orderId}::uuid`,
      ),
    );
    expect(states).toEqual([{ state: "reversed" }]);
  });

  it("a redeemed voucher makes the reward usable at once, and checkout settles a closed window without the job", async () => {
    const friend = await newUser();
    const code = await codeOf(friend);
    const redeemer = await newUser(code);
    const {
      vouchers: [v],
    } = await purchase(redeemer, "60.00");
    expect(await redeemVoucher(manager, v!.code)).toMatchObject({ ok: true });
    expect(await getReferralCredit(redeemer)).toEqual({ availableCents: 5_000, pendingCents: 0 });

    const waiter = await newUser(code);
    const { orderId } = await purchase(waiter, "60.00");
    await closeRefundWindow(t.owner, orderId);
    // No job ran: the quote already counts the due reward, and the checkout settles and spends it.
    expect((await quoteCart(waiter, [{ couponId: await makeCoupon(t.owner), quantity: 1 }])).creditBalanceCents).toBe(
      5_000,
    );
    const next = await purchase(waiter, "60.00");
    expect(next.totalCents).toBe(6_720 - 5_000);
    expect(await availableCredit(t.owner, friend)).toBe("100.00");
  });

  it("a first order under the minimum (a setting) earns nothing; the bonus counts only real referrals", async () => {
    await setReferralMinimum(t.owner, "100.00");
    try {
      const friend = await newUser();
      const code = await codeOf(friend);
      const small = await newUser(code);
      const { orderId } = await purchase(small, "80.00");
      await closeRefundWindow(t.owner, orderId);
      await settleReferralRewards();
      expect(await availableCredit(t.owner, small)).toBe("0.00");
      expect(await getReferralCredit(friend)).toEqual({ availableCents: 0, pendingCents: 0 });
    } finally {
      await setReferralMinimum(t.owner, "50.00");
    }
    // Five invitees buy; one refunds while pending: four real referrals, no Q100 bonus.
    const referrer = await newUser();
    const code = await codeOf(referrer);
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const invitee = await newUser(code);
      orders.push({ invitee, ...(await purchase(invitee, "60.00")) });
    }
    expect(await refundVoucher(orders[0]!.invitee, orders[0]!.vouchers[0]!.id)).toMatchObject({ ok: true });
    for (const o of orders) await closeRefundWindow(t.owner, o.orderId);
    await settleReferralRewards();
    expect((await rewardRows(referrer)).map((r) => r.reason)).toEqual(Array(4).fill("referral_referrer"));
    expect(await availableCredit(t.owner, referrer)).toBe("200.00");
  });

  it("refunding a Q10 voucher paid with Q10 of credit plus Q1.20 gives back Q1.20 and the Q10 of credit", async () => {
    const shopper = await newUser();
    await t.owner.execute(
      sql`insert into public.loyalty_ledger (user_id, reason, credit) values (${shopper.userId}::uuid, 'referral_invitee', 10)`,
    );
    const {
      orderId,
      totalCents,
      vouchers: [v],
    } = await purchase(shopper, "10.00");
    expect(totalCents).toBe(120);
    expect(await availableCredit(t.owner, shopper)).toBe("0.00");
    expect(await refundVoucher(shopper, v!.id)).toMatchObject({
      ok: true,
      amountCents: 120,
      creditCents: 1_000,
      orderState: "reembolsada",
    });
    expect(await availableCredit(t.owner, shopper)).toBe("10.00");
    const rows = (await ledgerOf(t.owner, shopper)).filter((r) => r.reason === "credit_refunded");
    expect(rows).toEqual([{ reason: "credit_refunded", points: 0, credit: "10.00", order_id: orderId }]);
  });

  it("splits the credit of a three-voucher order exactly: shares sum to what the order used", async () => {
    const shopper = await newUser();
    await t.owner.execute(
      sql`insert into public.loyalty_ledger (user_id, reason, credit) values (${shopper.userId}::uuid, 'referral_invitee', 10)`,
    );
    const { orderId, totalCents, vouchers: list } = await purchase(shopper, "10.00", 3);
    // Q30 + Q3.60 IVA - Q10 credit.
    expect(totalCents).toBe(2_360);
    const done = [];
    for (const v of list) done.push(await refundVoucher(shopper, v.id));
    const shares = done.map((d) => (d.ok ? [d.creditCents, d.amountCents] : null));
    expect(shares).toEqual([
      [333, 787],
      [333, 787],
      [334, 786],
    ]);
    const [order] = rowsOf<{ credit_back: string; refunded_total: string }>(
      await t.owner.execute(
        sql`select (select sum(credit_amount) from public.refunds where order_id = o.id)::text as credit_back, o.refunded_total::text from public.orders o where o.id = ${orderId}::uuid`,
      ),
    );
    expect(order).toEqual({ credit_back: "10.00", refunded_total: "23.60" });
    expect(await availableCredit(t.owner, shopper)).toBe("10.00");
  });

  it("canonicalMailbox and app_private.canonical_mailbox agree on a corpus", async () => {
    const corpus = [
      "Ana@Example.com",
      "ana+1@example.com",
      "a.n.a@gmail.com",
      "A.N.A+promo@GoogleMail.com",
      "a.na@example.com",
      "  x.y+z@Gmail.Com ",
      "sin-arroba",
      "+solo@example.com",
      "a@b@gmail.com",
      "a.b+c+d@sub.gmail.com",
      "",
      "first.last+tag@outlook.com",
      "x..y@googlemail.com",
      "UPPER.CASE@GMAIL.COM",
    ];
    const rows = rowsOf<{ i: number; c: string }>(
      await t.owner.execute(
        sql`select ord::int - 1 as i, app_private.canonical_mailbox(e) as c from jsonb_array_elements_text(${JSON.stringify(corpus)}::jsonb) with ordinality as u(e, ord) order by ord`,
      ),
    );
    expect(rows.map((r) => r.c)).toEqual(corpus.map(canonicalMailbox));
  });
});
