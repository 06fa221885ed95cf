// Property: whatever the sequence of purchases (with or without loyalty credit), refunds,
// redemptions and closed refund windows, after every step every entry balances, no business
// balance is negative, the books equal the statement's sales and the provider's money, and the
// business's pending and available balances are exactly what a model of its vouchers says
// (each unit's price less the statement's commission, pending until redeemed or its window closes).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { checkLedger, getBusinessBalances, releaseDueVouchers } from "@/lib/data/ledger";
import { refundVoucher } from "@/lib/data/refunds";
import { redeemVoucher } from "@/lib/data/vouchers";
import { rowsOf } from "@/lib/db/client";
import { toCents } from "@/lib/domain/money";
import { commissionCents, DEFAULT_COMMISSION_RATE } from "@/lib/domain/statement";
import { testEngines } from "./helpers/engines";
import { demoBusinessId, manager, seller } from "./helpers/fixtures";
import { closeRefundWindow, newUser } from "./helpers/loyalty";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 6);
/** Prices whose 15% rounds up, down and exactly (1.03 -> 15 cents, 10.05 -> 151, 60 -> 900). */
const PRICES = ["1.03", "10.05", "60.00"] as const;

type Step =
  | { kind: "buy"; user: number; price: number; quantity: number }
  | { kind: "credit"; user: number }
  | { kind: "refund" | "redeem"; voucher: number }
  | { kind: "close"; order: number }
  | { kind: "release" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("buy" as const),
      user: fc.nat(1),
      price: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
  },
  fc.record({ kind: fc.constant("credit" as const), user: fc.nat(1) }),
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom("refund" as const, "redeem" as const), voucher: fc.nat(8) }),
  },
  fc.record({ kind: fc.constant("close" as const), order: fc.nat(4) }),
  fc.record({ kind: fc.constant("release" as const) }),
);

interface Unit {
  id: string;
  code: string;
  user: number;
  order: number;
  netCents: number;
  redeemed: boolean;
  state: "pending" | "available" | "refunded";
}

describe.each(testEngines())("ledger property [%s]", (engine) => {
  let t: TestDatabase;
  let coupons: string[];
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    coupons = await Promise.all(PRICES.map((p) => makeCoupon(t.owner, { discountPrice: p, totalStock: 5_000 })));
    // Whatever the seed left due is released first, so a run's model starts from a settled book.
    while ((await releaseDueVouchers(10_000)) > 0);
  });
  afterAll(async () => {
    await t.drop();
  });

  async function run(steps: Step[]): Promise<void> {
    const users: Caller[] = [await newUser(), await newUser()];
    const units: Unit[] = [];
    const closed = new Set<number>();
    let orders = 0;
    const start = (await getBusinessBalances(seller, demoBusinessId))!;
    for (const s of steps) {
      if (s.kind === "buy") {
        const result = await buy(users[s.user]!, { items: [{ couponId: coupons[s.price]!, quantity: s.quantity }] });
        if (!result.ok) throw new Error(`purchase refused: ${JSON.stringify(result)}`);
        const priceCents = toCents(PRICES[s.price]!);
        const net = priceCents - commissionCents(priceCents, 0, DEFAULT_COMMISSION_RATE);
        const rows = rowsOf<{ id: string; code: string }>(
          await t.owner.execute(
            sql`select v.id, v.code from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${result.orderId}::uuid`,
          ),
        );
        const order = orders++;
        for (const r of rows)
          units.push({ ...r, user: s.user, order, netCents: net, redeemed: false, state: "pending" });
      } else if (s.kind === "credit") {
        // Loyalty credit the buyer spends on the next purchase (the platform funds it).
        await t.owner.execute(
          sql`insert into public.loyalty_ledger (user_id, reason, credit, achievement_id) values (${users[s.user]!.userId}::uuid, 'achievement', 5.00, ${randomUUID()}::uuid)`,
        );
      } else if (s.kind === "refund" || s.kind === "redeem") {
        const unit = units[s.voucher];
        if (!unit) continue;
        if (s.kind === "refund") {
          const ok = (await refundVoucher(users[unit.user]!, unit.id)).ok;
          expect(ok, "a voucher refunds only while pending and unredeemed").toBe(
            unit.state === "pending" && !closed.has(unit.order),
          );
          if (ok) unit.state = "refunded";
        } else {
          const ok = (await redeemVoucher(manager, unit.code)).ok;
          expect(ok, "a voucher redeems once, unless refunded").toBe(unit.state !== "refunded" && !unit.redeemed);
          if (ok) Object.assign(unit, { state: "available", redeemed: true });
        }
      } else if (s.kind === "close") {
        if (s.order >= orders) continue;
        await closeRefundWindow(t.owner, (await orderOf(units.find((u) => u.order === s.order)!.id))!);
        closed.add(s.order);
      } else {
        await releaseDueVouchers();
        for (const u of units) if (u.state === "pending" && closed.has(u.order)) u.state = "available";
      }
      expect(await checkLedger(), `after ${JSON.stringify(s)}`).toEqual([]);
      const now = (await getBusinessBalances(seller, demoBusinessId))!;
      const sum = (state: Unit["state"]) => units.filter((u) => u.state === state).reduce((a, u) => a + u.netCents, 0);
      // A closed window's units stay pending in the books until the release job runs.
      expect(now.pendingCents - start.pendingCents, `pending after ${JSON.stringify(s)}`).toBe(sum("pending"));
      expect(now.availableCents - start.availableCents, `available after ${JSON.stringify(s)}`).toBe(sum("available"));
    }
    // Leave nothing due behind for the next run's starting balances.
    while ((await releaseDueVouchers(10_000)) > 0);
  }

  const orderOf = async (voucherId: string) =>
    rowsOf<{ order_id: string }>(
      await t.owner.execute(
        sql`select i.order_id from public.vouchers v join public.order_items i on i.id = v.order_item_id where v.id = ${voucherId}::uuid`,
      ),
    )[0]?.order_id;

  it("the books balance and match the model after every step", { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 12 }), run), { numRuns: RUNS });
  });
});
