// The cashier's (cajero) row of the row level security matrix (rls.test.ts has the others): it
// redeems and reads its own redemptions of today, and nothing else of its business: no editing,
// statistics, vouchers list, bank account, invoices, FEL data, payouts, ledger or members.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { listMyCounterBusinesses } from "@/lib/data/orders/counter";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { listMembers } from "@/lib/data/accounts/members";
import { runAs } from "@/lib/data/run-as";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { rowsOf } from "@/lib/db/client";
import {
  branches,
  businessBankAccounts,
  businesses,
  businessFelProfiles,
  coupons,
  felDocuments,
  ledgerLines,
  payouts,
  voucherRedemptions,
  vouchers,
  businessMembers,
} from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, seller, userId } from "./helpers/fixtures";
import { buy, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const cashier: Caller = authenticatedCaller(userId(REVIEWERS[7]!.key));

describe.each(testEngines())("row level security: cajero [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner
      .insert(businessMembers)
      .values({ businessId: demoBusinessId, userId: cashier.userId!, role: "cajero" });
  });
  afterAll(async () => {
    await t.drop();
  });

  it("redeems its business's vouchers and reads only its own redemptions", async () => {
    const couponId = await makeCoupon(t.owner);
    const bought = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    expect(bought.ok).toBe(true);
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    expect(await redeemVoucher(cashier, v!.code)).toMatchObject({ ok: true });
    const mine = await runAs(cashier, (tx) => tx.select().from(voucherRedemptions));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.memberUserId === cashier.userId)).toBe(true);
    // The history is written only by the functions.
    expect(
      await failureOf(
        runAs(cashier, (tx) => tx.insert(voucherRedemptions).values({ voucherId: v!.id, businessId: demoBusinessId })),
      ),
    ).toMatch(/permission denied/);
    // Its business is named in the panel, and its branches can be chosen at the counter.
    expect((await listMyCounterBusinesses(cashier)).map((b) => b.role)).toEqual(["cajero"]);
    expect(
      await runAs(cashier, (tx) => tx.select().from(branches).where(eq(branches.businessId, demoBusinessId))),
    ).not.toHaveLength(0);
  });

  it("edits nothing: business, coupons, branches, members, invitations", async () => {
    const edited = await runAs(cashier, (tx) =>
      tx.update(businesses).set({ description: "Cajero" }).where(eq(businesses.id, demoBusinessId)).returning(),
    );
    expect(edited).toHaveLength(0);
    const paused = await runAs(cashier, (tx) =>
      tx.update(coupons).set({ status: "paused" }).where(eq(coupons.businessId, demoBusinessId)).returning(),
    );
    expect(paused).toHaveLength(0);
    expect(
      await failureOf(
        runAs(cashier, (tx) =>
          tx.insert(coupons).values({
            sellerUserId: cashier.userId,
            businessId: demoBusinessId,
            title: "Del cajero",
            discountPrice: "50.00",
            originalPrice: "100.00",
            endTime: new Date(Date.now() + 86_400_000),
            remaining: 5,
            totalStock: 5,
          }),
        ),
      ),
    ).toMatch(/row-level security/);
    const movedBranches = await runAs(cashier, (tx) =>
      tx.update(branches).set({ name: "x" }).where(eq(branches.businessId, demoBusinessId)).returning(),
    );
    expect(movedBranches).toHaveLength(0);
    const promoted = await runAs(cashier, (tx) =>
      tx
        .update(businessMembers)
        .set({ role: "manager" })
        .where(eq(businessMembers.userId, cashier.userId!))
        .returning(),
    );
    expect(promoted).toHaveLength(0);
    const invited = await runAs(cashier, async (tx) =>
      rowsOf<{ r: string }>(
        await tx.execute(
          sql`select public.invite_business_member(${demoBusinessId}::uuid, 'x@cupongt.test', 'cajero') as r`,
        ),
      ),
    );
    expect(invited[0]!.r).toBe("forbidden");
    // The seller panel's publishing picker does not offer its business.
    expect(await listMyBusinesses(cashier)).toEqual([]);
  });

  it("reads no statistics, vouchers, bank account, invoices, FEL data, payouts, ledger or members", async () => {
    type Tx = Parameters<Parameters<typeof runAs>[1]>[0];
    // Rows the caller sees; a table it may not even select from counts as none.
    const visible = async (caller: Caller, q: (tx: Tx) => Promise<unknown[]>) => {
      try {
        return (await runAs(caller, q)).length;
      } catch (error) {
        expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/permission denied/);
        return 0;
      }
    };
    const ofBusiness = eq(vouchers.businessId, demoBusinessId);
    expect(await visible(seller, (tx) => tx.select().from(vouchers).where(ofBusiness))).toBeGreaterThan(0);
    for (const q of [
      (tx: Tx) => tx.select().from(vouchers).where(ofBusiness),
      (tx: Tx) => tx.select({ id: businessBankAccounts.businessId }).from(businessBankAccounts),
      (tx: Tx) => tx.select({ id: felDocuments.id }).from(felDocuments),
      (tx: Tx) => tx.select({ id: businessFelProfiles.businessId }).from(businessFelProfiles),
      (tx: Tx) => tx.select({ id: payouts.id }).from(payouts),
      (tx: Tx) => tx.select({ id: ledgerLines.id }).from(ledgerLines),
    ])
      expect(await visible(cashier, q)).toBe(0);
    expect(await listMembers(cashier, demoBusinessId)).toEqual([]);
    for (const fn of [
      sql`select * from public.business_statement(${demoBusinessId}::uuid)`,
      sql`select * from public.business_analytics_daily(${demoBusinessId}::uuid, current_date - 30, current_date)`,
    ])
      expect(await failureOf(runAs(cashier, (tx) => tx.execute(fn)))).toMatch(/not a member|permission|owners/);
  });
});
