// A business's analytics and statement are read only by its people. Owners and managers
// see the whole business, editors only the coupons they published, anyone else nothing; figures
// come from real purchases, refunds, redemptions and counted views.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getBusinessAnalytics, getBusinessStatement } from "@/lib/data/admin/analytics";
import { recordCouponView } from "@/lib/data/catalogue/coupon-views";
import { redeemVoucher } from "@/lib/data/orders/vouchers";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { vouchers } from "@/lib/db/schema";
import { guatemalaDay } from "@/lib/domain/analytics";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("merchant analytics [%s]", (engine) => {
  let t: TestDatabase;
  let editorCoupon: string;
  let sellerCoupon: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    editorCoupon = await makeCoupon(t.owner, { sellerUserId: editor.userId, discountPrice: "50.00", totalStock: 20 });
    sellerCoupon = await makeCoupon(t.owner, { discountPrice: "100.00", totalStock: 20 });
  });
  afterAll(async () => {
    await t.drop();
  });

  const today = () => guatemalaDay(new Date());
  const todayOf = async (who: typeof manager) => {
    const a = await getBusinessAnalytics(who, demoBusinessId, 7);
    return a!.days.find((d) => d.day === today())!;
  };
  const view = (id: string, address: string) => recordCouponView(id, { address, userAgent: "Mozilla/5.0" });

  it("a manager of business A cannot read business B's analytics or statement; outsiders read nothing", async () => {
    expect(await getBusinessAnalytics(manager, demoBusinessId, 30)).not.toBeNull();
    expect(await getBusinessStatement(manager, demoBusinessId)).not.toBeNull();
    expect(await getBusinessAnalytics(manager, otherBusinessId, 30)).toBeNull();
    expect(await getBusinessStatement(manager, otherBusinessId)).toBeNull();
    for (const who of [buyer, reviewer0]) {
      expect(await getBusinessAnalytics(who, demoBusinessId, 7)).toBeNull();
      expect(await getBusinessStatement(who, demoBusinessId)).toBeNull();
    }
    // Editors read their own coupons' analytics, never the business's money.
    expect(await getBusinessAnalytics(editor, demoBusinessId, 7)).not.toBeNull();
    expect(await getBusinessStatement(editor, demoBusinessId)).toBeNull();
  });

  it("counts views, unique viewers, sales, refunds and redemptions per Guatemala day; editors see only their coupons", async () => {
    const ownerBefore = await todayOf(seller);
    const editorBefore = await todayOf(editor);

    // Two visitors: one opens both coupons, the other only the editor's.
    expect(await view(editorCoupon, "192.0.2.1")).toBe("counted");
    expect(await view(sellerCoupon, "192.0.2.1")).toBe("counted");
    expect(await view(editorCoupon, "192.0.2.2")).toBe("counted");
    expect(await view(editorCoupon, "192.0.2.2")).toBe("ignored");

    const editorSale = await buy(buyer, { items: [{ couponId: editorCoupon, quantity: 2 }] });
    const sellerSale = await buy(reviewer0, { items: [{ couponId: sellerCoupon, quantity: 1 }] });
    if (!editorSale.ok || !sellerSale.ok) throw new Error("purchase refused");
    const [first, second] = await t.owner
      .select({ id: vouchers.id, code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.couponId, editorCoupon));
    expect((await refundVoucher(buyer, first!.id)).ok).toBe(true);
    expect((await redeemVoucher(manager, second!.code)).ok).toBe(true);

    const owner = await todayOf(seller);
    expect({
      views: owner.views - ownerBefore.views,
      uniqueViewers: owner.uniqueViewers - ownerBefore.uniqueViewers,
      orders: owner.orders - ownerBefore.orders,
      buyers: owner.buyers - ownerBefore.buyers,
      units: owner.units - ownerBefore.units,
      grossCents: owner.grossCents - ownerBefore.grossCents,
      refundsCents: owner.refundsCents - ownerBefore.refundsCents,
      redeemed: owner.redeemed - ownerBefore.redeemed,
    }).toEqual({
      views: 3,
      uniqueViewers: 2,
      orders: 2,
      buyers: 2,
      units: 3,
      grossCents: 20_000,
      refundsCents: 5_000,
      redeemed: 1,
    });

    const mine = await todayOf(editor);
    expect({
      views: mine.views - editorBefore.views,
      uniqueViewers: mine.uniqueViewers - editorBefore.uniqueViewers,
      units: mine.units - editorBefore.units,
      grossCents: mine.grossCents - editorBefore.grossCents,
      refundsCents: mine.refundsCents - editorBefore.refundsCents,
      redeemed: mine.redeemed - editorBefore.redeemed,
    }).toEqual({ views: 2, uniqueViewers: 2, units: 2, grossCents: 10_000, refundsCents: 5_000, redeemed: 1 });

    const editorView = await getBusinessAnalytics(editor, demoBusinessId, 7);
    expect(editorView!.top.map((c) => c.couponId)).toEqual([editorCoupon]);
    expect(editorView!.top[0]).toMatchObject({ units: 2, grossCents: 10_000, views: 2 });
    const ownerView = await getBusinessAnalytics(seller, demoBusinessId, 7);
    expect(ownerView!.top.map((c) => c.couponId)).toEqual(expect.arrayContaining([editorCoupon, sellerCoupon]));
  });

  it("the statement's month has the sales, the refunds, a 15% commission and the net owed", async () => {
    const statement = await getBusinessStatement(manager, demoBusinessId, 3);
    expect(statement).toHaveLength(3);
    const month = statement![0]!;
    expect(month.month).toBe(`${today().slice(0, 7)}-01`);
    expect(month.commissionRate).toBe(0.15);
    expect(month.grossCents).toBeGreaterThanOrEqual(20_000);
    expect(month.refundsCents).toBeGreaterThanOrEqual(5_000);
    expect(month.commissionCents).toBe(Math.round((month.grossCents - month.refundsCents) * 0.15));
    expect(month.netCents).toBe(month.grossCents - month.refundsCents - month.commissionCents);
  });

  it("a business cannot set its own commission rate", async () => {
    const { runAs } = await import("@/lib/data/run-as");
    const { businesses } = await import("@/lib/db/schema");
    // No column privilege for it (and a trigger would keep the old rate if there were one).
    await expect(
      runAs(seller, (tx) =>
        tx.update(businesses).set({ commissionRate: "0.0100" }).where(eq(businesses.id, demoBusinessId)),
      ),
    ).rejects.toThrow();
    const [row] = await t.owner
      .select({ rate: businesses.commissionRate })
      .from(businesses)
      .where(eq(businesses.id, demoBusinessId));
    expect(Number(row!.rate)).toBe(0.15);
  });
});
