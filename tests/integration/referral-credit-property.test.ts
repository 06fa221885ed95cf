// Property: whatever the order of sign-ups (plus-tag and dotted variants of a few mailboxes, with
// or without someone's referral code), purchases, refunds, redemptions, closed refund windows and
// settlement runs, nobody's referral credit exceeds what real first orders earned under the rules
// (paid, at least the minimum, never refunded, one per canonical mailbox, never within one
// mailbox), and no refund creates credit: a user's balance never exceeds the rewards they earned.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { settleReferralRewards } from "@/lib/data/accounts/referrals";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { rowsOf } from "@/lib/db/client";
import { vouchers } from "@/lib/db/schema";
import { canonicalMailbox } from "@/lib/domain/mailbox";
import { testEngines } from "./helpers/engines";
import { manager } from "./helpers/fixtures";
import { closeRefundWindow, figuresOf, newUser } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const RUNS = Number(process.env.REFERRAL_PROPERTY_RUNS ?? 25);
/** The first order of Q60 (Q67.20 with IVA) reaches the default Q50.00 minimum; Q1 does not. */
const PRICES = ["1.00", "60.00"] as const;

type Step =
  | { kind: "signUp"; box: number; variant: number; domain: number; referrer: number | null }
  | { kind: "buy"; user: number; price: 0 | 1 }
  | { kind: "refund" | "redeem" | "close"; order: number }
  | { kind: "settle" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("signUp" as const),
    box: fc.nat(2),
    variant: fc.nat(3),
    domain: fc.nat(1),
    referrer: fc.option(fc.nat(6), { nil: null }),
  }),
  fc.record({ kind: fc.constant("buy" as const), user: fc.nat(6), price: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constantFrom("refund" as const, "redeem" as const, "close" as const), order: fc.nat(8) }),
  fc.record({ kind: fc.constant("settle" as const) }),
);

interface User {
  caller: Caller;
  email: string;
  referrer: number | null;
  firstOrder: number | null;
}
interface Order {
  user: number;
  price: string;
  voucherId: string;
  code: string;
  orderId: string;
  refunded: boolean;
}

describe.each(testEngines())("referral credit property [%s]", (engine) => {
  let t: TestDatabase;
  let coupons: string[];
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    coupons = [
      await makeCoupon(t.owner, { discountPrice: PRICES[0], totalStock: 5_000 }),
      await makeCoupon(t.owner, { discountPrice: PRICES[1], totalStock: 5_000 }),
    ];
  });
  afterAll(async () => {
    await t.drop();
  });

  async function run(steps: Step[]): Promise<void> {
    const run = randomUUID().replaceAll("-", "").slice(0, 8);
    const users: User[] = [];
    const orders: Order[] = [];
    let tag = 0;
    for (const s of steps) {
      if (s.kind === "signUp") {
        const base = `p${run}m${s.box}`;
        const local = [
          base,
          `${base}+${++tag}`,
          `${base.slice(0, 1)}.${base.slice(1)}`,
          `${base.slice(0, 2)}.${base.slice(2)}+${++tag}`,
        ][s.variant]!;
        const email = `${local}@${["gmail.com", "example.com"][s.domain]}`;
        if (users.some((u) => u.email === email)) continue;
        const referrer = s.referrer !== null && s.referrer < users.length ? s.referrer : null;
        const code = referrer === null ? undefined : (await figuresOf(t.owner, users[referrer]!.caller)).referral_code;
        users.push({ caller: await newUser(code, email), email, referrer, firstOrder: null });
      } else if (s.kind === "buy") {
        const user = users[s.user];
        if (!user) continue;
        const result = await buy(user.caller, { items: [{ couponId: coupons[s.price]!, quantity: 1 }] });
        if (!result.ok) throw new Error(`purchase refused: ${JSON.stringify(result)}`);
        const [v] = await t.owner
          .select({ id: vouchers.id, code: vouchers.code })
          .from(vouchers)
          .where(
            eq(vouchers.orderItemId, sql`(select id from public.order_items where order_id = ${result.orderId}::uuid)`),
          );
        orders.push({
          user: s.user,
          price: PRICES[s.price],
          voucherId: v!.id,
          code: v!.code,
          orderId: result.orderId,
          refunded: false,
        });
        user.firstOrder ??= orders.length - 1;
      } else if (s.kind === "settle") {
        await settleReferralRewards();
      } else {
        const order = orders[s.order];
        if (!order) continue;
        if (s.kind === "refund")
          order.refunded ||= (await refundVoucher(users[order.user]!.caller, order.voucherId)).ok;
        else if (s.kind === "redeem") await redeemVoucher(manager, order.code);
        else await closeRefundWindow(t.owner, order.orderId);
      }
    }
    await settleReferralRewards();
    await check(users, orders);
  }

  async function check(users: User[], orders: Order[]): Promise<void> {
    // What the rules allow at most: a first order of the minimum or more that was never refunded,
    // whose mailbox differs from the referrer's; per referrer one per invitee mailbox.
    const real = users.map((u, i) => {
      const first = u.firstOrder === null ? null : orders[u.firstOrder]!;
      const ok =
        first !== null &&
        u.referrer !== null &&
        first.price === PRICES[1] &&
        !first.refunded &&
        canonicalMailbox(u.email) !== canonicalMailbox(users[u.referrer]!.email);
      return { i, ok, box: canonicalMailbox(u.email) };
    });
    const ids = users.map((u) => u.caller.userId!);
    const rows = rowsOf<{ user_id: string; rewards: string; balance: string }>(
      await t.owner.execute(sql`
        select u.id as user_id,
          coalesce((select sum(l.credit) from public.loyalty_ledger l where l.user_id = u.id and l.reason like 'referral_%'), 0)::text as rewards,
          coalesce((select sum(l.credit) from public.loyalty_ledger l where l.user_id = u.id), 0)::text as balance
        from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x(id) join auth.users u on u.id = x.id::uuid`),
    );
    const byId = new Map(rows.map((r) => [r.user_id, r]));
    users.forEach((u, i) => {
      const invitee = real[i]!.ok ? 50 : 0;
      const boxes = new Set(real.filter((r) => r.ok && users[r.i]!.referrer === i).map((r) => r.box));
      const bound = invitee + 50 * boxes.size + (boxes.size >= 5 ? 100 : 0);
      const row = byId.get(u.caller.userId!)!;
      expect(Number(row.rewards), `rewards of user ${i}`).toBeLessThanOrEqual(bound);
      expect(Number(row.balance), `balance of user ${i}`).toBeLessThanOrEqual(Number(row.rewards));
      expect(Number(row.balance), `balance of user ${i}`).toBeGreaterThanOrEqual(0);
    });
    // One invitee reward per canonical mailbox, whichever account of it asked.
    const invitees = rowsOf<{ user_id: string }>(
      await t.owner.execute(
        sql`select user_id from public.loyalty_ledger where reason = 'referral_invitee' and user_id in (select x.id::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x(id))`,
      ),
    ).map((r) => canonicalMailbox(users[ids.indexOf(r.user_id)]!.email));
    expect(new Set(invitees).size).toBe(invitees.length);
    // A refund never gives back more credit than its order used.
    const over = rowsOf<{ n: number }>(
      await t.owner.execute(sql`
        select count(*)::int as n from public.orders o
        where o.buyer_user_id in (select x.id::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as x(id))
          and (select coalesce(sum(r.credit_amount), 0) from public.refunds r where r.order_id = o.id) > o.credit_applied`),
    )[0]!.n;
    expect(over).toBe(0);
  }

  it("credit never exceeds what real, unrefunded first orders earned", { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), run), { numRuns: RUNS });
  });

  it("the audit's sequence, as a fixed case of the same property", async () => {
    await run([
      { kind: "signUp", box: 0, variant: 0, domain: 1, referrer: null },
      ...[1, 2, 3, 4, 5].flatMap((n): Step[] => [
        { kind: "signUp", box: 0, variant: 1, domain: 1, referrer: 0 },
        { kind: "buy", user: n, price: 0 },
        { kind: "refund", order: n - 1 },
      ]),
      { kind: "settle" },
    ]);
  });
});
