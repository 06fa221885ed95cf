// The money ledger: a purchase, a refund, a redemption and a closed refund window post balanced
// entries once each; balances move from pending to available; the nightly check finds nothing
// wrong, and finds a tampered book; only functions write; owners and managers read their own lines.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusinessStatement } from "@/lib/data/admin/analytics";
import { checkLedger, getBusinessBalances, releaseDueVouchers } from "@/lib/ledger/data/journal";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { rowsOf } from "@/lib/db/client";
import { statementTotals } from "@/lib/ledger/rules/statement";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { closeRefundWindow } from "./helpers/loyalty";
import { buy, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("money ledger [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const count = async (q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.owner.execute(q))[0]!.n;
  const vouchersOf = async (orderId: string) =>
    rowsOf<{ id: string; code: string }>(
      await t.owner.execute(
        sql`select v.id, v.code from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${orderId}::uuid order by v.id`,
      ),
    );

  it("books the seeded sales and finds nothing wrong", async () => {
    expect(await count(sql`select count(*)::int as n from public.ledger_entries where event = 'paid'`)).toBeGreaterThan(
      0,
    );
    expect(await checkLedger()).toEqual([]);
  });

  it("posts a sale, a refund, a redemption and a closed window once each, pending to available", async () => {
    // Q10.05: 15% is 150.75 cents, half up 151; the business's share is Q8.54 a unit.
    const coupon = await makeCoupon(t.owner, { discountPrice: "10.05" });
    const before = (await getBusinessBalances(seller, demoBusinessId))!;
    const order = await buy(buyer, { items: [{ couponId: coupon, quantity: 3 }] });
    if (!order.ok) throw new Error("purchase refused");
    const after = (await getBusinessBalances(seller, demoBusinessId))!;
    expect(after.pendingCents - before.pendingCents).toBe(3 * 854);
    expect(after.availableCents).toBe(before.availableCents);

    const [a, b, c] = await vouchersOf(order.orderId);
    expect((await refundVoucher(buyer, a!.id)).ok).toBe(true);
    expect((await redeemVoucher(manager, b!.code)).ok).toBe(true);
    const mid = (await getBusinessBalances(seller, demoBusinessId))!;
    expect(mid.pendingCents - before.pendingCents).toBe(854);
    expect(mid.availableCents - before.availableCents).toBe(854);

    await closeRefundWindow(t.owner, order.orderId);
    expect(await releaseDueVouchers()).toBeGreaterThanOrEqual(1);
    const end = (await getBusinessBalances(seller, demoBusinessId))!;
    expect(end.pendingCents).toBe(before.pendingCents);
    expect(end.availableCents - before.availableCents).toBe(2 * 854);

    // Retried postings (a job or trigger running again) post nothing.
    const entries = await count(sql`select count(*)::int as n from public.ledger_entries`);
    await t.owner.execute(sql`select app_private.ledger_order_paid(${order.orderId}::uuid)`);
    await t.owner.execute(sql`select app_private.ledger_release_voucher(${c!.id}::uuid)`);
    await t.owner.execute(sql`select app_private.ledger_backfill()`);
    expect(await count(sql`select count(*)::int as n from public.ledger_entries`)).toBe(entries);
    expect(await checkLedger()).toEqual([]);
  });

  it("agrees with the statement: its sales less refunds are what the ledger booked", async () => {
    const months = (await getBusinessStatement(seller, demoBusinessId))!;
    const totals = statementTotals(months);
    const booked = rowsOf<{ cents: number }>(
      await t.owner.execute(sql`
        select (-sum(l.amount) * 100)::int as cents from public.ledger_lines l
        join public.ledger_accounts a on a.id = l.account_id join public.ledger_entries e on e.id = l.entry_id
        where l.business_id = ${demoBusinessId}::uuid and e.source_kind in ('order', 'refund')
          and a.kind in ('business_pending', 'business_available', 'platform_commission')`),
    )[0]!.cents;
    expect(totals.grossCents - totals.refundsCents).toBe(booked);
    // Its commission is the ledger's, so its net is exactly what the business is owed or was paid.
    const owed = rowsOf<{ cents: number }>(
      await t.owner.execute(sql`
        select (-sum(l.amount) * 100)::int as cents from public.ledger_lines l
        join public.ledger_accounts a on a.id = l.account_id join public.ledger_entries e on e.id = l.entry_id
        where l.business_id = ${demoBusinessId}::uuid and e.source_kind in ('order', 'refund')
          and a.kind in ('business_pending', 'business_available')`),
    )[0]!.cents;
    expect(totals.netCents).toBe(owed);
  });

  it("refuses an entry that does not balance and any change to posted lines", async () => {
    expect(
      await failureOf(
        t.owner.execute(
          sql`select app_private.ledger_post('order', gen_random_uuid(), 'paid', '[{"account":"provider_clearing","amount":1}]'::jsonb)`,
        ),
      ),
    ).toMatch(/does not balance/);
    expect(await failureOf(t.owner.execute(sql`update public.ledger_lines set amount = amount * 2`))).toMatch(
      /append-only/,
    );
    expect(await failureOf(t.owner.execute(sql`delete from public.ledger_entries`))).toMatch(/append-only/);
  });

  it("lets owners and managers read their business's lines, no one else, and write nothing", async () => {
    const linesSeen = (who: typeof seller) =>
      runAs(who, async (tx) =>
        rowsOf<{ business_id: string }>(await tx.execute(sql`select distinct business_id from public.ledger_lines`)),
      );
    for (const who of [seller, manager]) {
      const seen = (await linesSeen(who)).map((r) => r.business_id);
      expect(seen).toContain(demoBusinessId);
      expect(seen).not.toContain(otherBusinessId);
    }
    expect(await linesSeen(editor)).toEqual([]);
    expect(await linesSeen(reviewer0)).toEqual([]);
    expect(await getBusinessBalances(editor, demoBusinessId)).toBeNull();
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.execute(
            sql`insert into public.ledger_entries (source_kind, source_id, event) values ('order', gen_random_uuid(), 'x')`,
          ),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it("finds a book that no longer matches the sales", async () => {
    // The rollup the statement reads says more was sold than the ledger booked.
    await t.owner.execute(
      sql`update public.business_sales_daily set gross = gross + 1 where business_id = ${demoBusinessId}::uuid and day = (select max(day) from public.business_sales_daily where business_id = ${demoBusinessId}::uuid)`,
    );
    const problems = await checkLedger();
    expect(problems).toEqual([
      { problem: "statement", businessId: demoBusinessId, expected: expect.any(String), actual: expect.any(String) },
    ]);
    expect(Number(problems[0]!.expected) - Number(problems[0]!.actual)).toBe(1);
  });
});
