// The row level security matrix of ARCHITECTURE.md, exercised through runAs exactly as requests are.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, type Caller } from "@/lib/data/caller";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { searchCoupons } from "@/lib/data/search/search";
import { getCouponForEdit } from "@/lib/data/catalogue/seller-coupons";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { businesses, coupons, orders, profiles, reviews, userRoles } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, reviewer0, seller, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

/** Postgres error text of a failed statement (drizzle wraps it in `cause`). */
async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as {
      message?: string;
      cause?: { message?: string; constraint_name?: string; constraint?: string };
    };
    return [e.message, e.cause?.message, e.cause?.constraint_name, e.cause?.constraint].filter(Boolean).join(" | ");
  }
  throw new Error("expected the statement to fail");
}

const newCoupon = (sellerId: string | null, businessId: string) => ({
  sellerUserId: sellerId,
  businessId,
  title: "Cupón de prueba",
  discountPrice: "50.00",
  originalPrice: "100.00",
  endTime: new Date(Date.now() + 86_400_000),
  remaining: 5,
  totalStock: 5,
});

describe.each(testEngines())("row level security [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const owner = () => t.owner;

  it("lets anon read active, unexpired coupons and nothing else", async () => {
    // What the listings read (two pages of /recien-llegados-sized pages of 50).
    const newest = (page: number) => searchCoupons({ sort: "recientes", pageSize: 50, page });
    const list = [...(await newest(1)).items, ...(await newest(2)).items];
    expect(list.length).toBe(100);
    for (const c of list) expect(Date.parse(c.endTime)).toBeGreaterThan(Date.now());
    const [victim] = list;
    await owner().update(coupons).set({ status: "paused" }).where(eq(coupons.id, victim!.id));
    expect(await getCouponDetail(victim!.id)).toBeNull();
    // ...while its seller still sees it.
    const [row] = await owner()
      .select({ seller: coupons.sellerUserId })
      .from(coupons)
      .where(eq(coupons.id, victim!.id));
    const sellerCaller: Caller = { role: "authenticated", userId: row!.seller!, email: null };
    expect((await getCouponForEdit(sellerCaller, victim!.id))?.id).toBe(victim!.id);
  });

  it("refuses every write by anon and leaves the data unchanged", async () => {
    const [before] = await owner()
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons);
    const [any] = (await searchCoupons({ sort: "recientes", pageSize: 1 })).items;
    expect(await failureOf(runAs(ANON, (tx) => tx.insert(coupons).values(newCoupon(null, demoBusinessId))))).toMatch(
      /permission denied|row-level security/,
    );
    expect(
      await failureOf(
        runAs(ANON, (tx) => tx.update(coupons).set({ title: "hackeado" }).where(eq(coupons.id, any!.id))),
      ),
    ).toMatch(/permission denied/);
    expect(await failureOf(runAs(ANON, (tx) => tx.delete(coupons).where(eq(coupons.id, any!.id))))).toMatch(
      /permission denied/,
    );
    expect(await failureOf(runAs(ANON, (tx) => tx.update(profiles).set({ displayName: "x" })))).toMatch(
      /permission denied/,
    );
    const [after] = await owner()
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons);
    expect(after!.n).toBe(before!.n);
    expect((await getCouponDetail(any!.id))?.title).toBe(any!.title);
  });

  it("sets auth.uid() per transaction and never leaks it to the next one", async () => {
    const uid = (caller: Caller) =>
      runAs(
        caller,
        async (tx) =>
          rowsOf<{ uid: string | null; role: string }>(
            await tx.execute(sql`select auth.uid() as uid, current_user as role`),
          )[0],
      );
    expect(await uid(buyer)).toEqual({ uid: buyer.userId, role: "authenticated" });
    expect(await uid(ANON)).toEqual({ uid: null, role: "anon" });
    const outside = rowsOf<{ role: string }>(await owner().execute(sql`select current_user as role`))[0];
    expect(outside!.role).not.toMatch(/^(anon|authenticated)$/);
  });

  it("lets a user change their own profile name but not another user's, nor their points", async () => {
    const updated = await runAs(buyer, (tx) =>
      tx
        .update(profiles)
        .set({ displayName: "Ana B." })
        .where(eq(profiles.id, buyer.userId!))
        .returning({ id: profiles.id }),
    );
    expect(updated).toHaveLength(1);
    const other = await runAs(buyer, (tx) =>
      tx
        .update(profiles)
        .set({ displayName: "pwned" })
        .where(eq(profiles.id, seller.userId!))
        .returning({ id: profiles.id }),
    );
    expect(other).toHaveLength(0);
    const [sellerProfile] = await owner().select().from(profiles).where(eq(profiles.id, seller.userId!));
    expect(sellerProfile!.displayName).not.toBe("pwned");
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.update(profiles).set({ totalPoints: 99_999 }).where(eq(profiles.id, buyer.userId!))),
      ),
    ).toMatch(/permission denied/);
  });

  it("lets a user take the seller role for themselves only", async () => {
    await runAs(buyer, (tx) => tx.insert(userRoles).values({ userId: buyer.userId!, role: "seller" }));
    expect(await runAs(buyer, (tx) => tx.select().from(userRoles))).toEqual([
      expect.objectContaining({ userId: buyer.userId, role: "seller" }),
    ]);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.insert(userRoles).values({ userId: reviewer0.userId!, role: "seller" }))),
    ).toMatch(/row-level security/);
    const removed = await runAs(buyer, (tx) =>
      tx.delete(userRoles).where(eq(userRoles.userId, seller.userId!)).returning(),
    );
    expect(removed).toHaveLength(0);
  });

  it("lets owner, manager and editor edit their business, and nobody else", async () => {
    for (const [caller, name] of [
      [seller, "Dueño"],
      [manager, "Gerente"],
      [editor, "Editor"],
    ] as const) {
      const rows = await runAs(caller, (tx) =>
        tx
          .update(businesses)
          .set({ description: `Editado por ${name}` })
          .where(eq(businesses.id, demoBusinessId))
          .returning({ id: businesses.id }),
      );
      expect(rows).toHaveLength(1);
    }
    const byBuyer = await runAs(buyer, (tx) =>
      tx.update(businesses).set({ description: "x" }).where(eq(businesses.id, demoBusinessId)).returning(),
    );
    expect(byBuyer).toHaveLength(0);
    const foreign = await runAs(seller, (tx) =>
      tx.update(businesses).set({ description: "x" }).where(eq(businesses.id, otherBusinessId)).returning(),
    );
    expect(foreign).toHaveLength(0);
    // Verification is not self-service, even for the owner.
    expect(
      await failureOf(
        runAs(seller, (tx) => tx.update(businesses).set({ isVerified: true }).where(eq(businesses.id, demoBusinessId))),
      ),
    ).toMatch(/permission denied/);
  });

  it("lets a business editor publish coupons for that business only", async () => {
    const [created] = await runAs(editor, (tx) =>
      tx.insert(coupons).values(newCoupon(editor.userId, demoBusinessId)).returning({ id: coupons.id }),
    );
    expect(created?.id).toBeTruthy();
    expect(
      await failureOf(runAs(editor, (tx) => tx.insert(coupons).values(newCoupon(editor.userId, otherBusinessId)))),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.insert(coupons).values(newCoupon(buyer.userId, demoBusinessId)))),
    ).toMatch(/row-level security/);
    // Sold counts are never typed in.
    expect(
      await failureOf(runAs(editor, (tx) => tx.update(coupons).set({ sold: 1000 }).where(eq(coupons.id, created!.id)))),
    ).toMatch(/permission denied/);
  });

  it("never lets stock go below zero", async () => {
    const [mine] = await runAs(seller, (tx) =>
      tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.sellerUserId, seller.userId!)).limit(1),
    );
    // Sellers don't write what is left at all; a total below zero trips the stock rule.
    expect(
      await failureOf(runAs(seller, (tx) => tx.update(coupons).set({ remaining: -1 }).where(eq(coupons.id, mine!.id)))),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(seller, (tx) => tx.update(coupons).set({ totalStock: -1 }).where(eq(coupons.id, mine!.id))),
      ),
    ).toMatch(/coupons_stock_covers_sold/);
    // Nor can a trusted writer break it: the CHECKs hold for every role.
    expect(
      await failureOf(
        owner()
          .update(coupons)
          .set({ remaining: -1, sold: sql`total_stock + 1` })
          .where(eq(coupons.id, mine!.id)),
      ),
    ).toMatch(/coupons_remaining_nonnegative|coupons_stock_covers_sold/);
  });

  it("keeps reviews to their author and names the duplicate constraint", async () => {
    const [coupon] = (await searchCoupons({ sort: "recientes", pageSize: 1 })).items;
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.insert(reviews).values({ couponId: coupon!.id, userId: seller.userId!, rating: 1 })),
      ),
    ).toMatch(/row-level security/);
    await runAs(buyer, (tx) =>
      tx.insert(reviews).values({ couponId: coupon!.id, userId: buyer.userId!, rating: 5, comment: "Excelente" }),
    );
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.insert(reviews).values({ couponId: coupon!.id, userId: buyer.userId!, rating: 4 })),
      ),
    ).toMatch(/unique_user_coupon_review/);
    const others = await runAs(seller, (tx) =>
      tx
        .delete(reviews)
        .where(and(eq(reviews.couponId, coupon!.id), eq(reviews.userId, buyer.userId!)))
        .returning(),
    );
    expect(others).toHaveLength(0);
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.insert(reviews).values({ couponId: coupon!.id, userId: buyer.userId!, rating: 6 })),
      ),
    ).toMatch(/reviews_rating_range|unique_user_coupon_review/);
  });

  it("keeps orders private and unwritable from requests", async () => {
    expect(
      await failureOf(
        runAs(buyer, (tx) =>
          tx
            .insert(orders)
            .values({ buyerUserId: buyer.userId!, idempotencyKey: "k", subtotal: "1.00", tax: "0.12", total: "1.12" }),
        ),
      ),
    ).toMatch(/permission denied/);
    await owner()
      .insert(orders)
      .values({
        buyerUserId: userId("demo-buyer"),
        idempotencyKey: "k1",
        subtotal: "1.00",
        tax: "0.12",
        total: "1.12",
      });
    expect(await runAs(buyer, (tx) => tx.select().from(orders))).toHaveLength(1);
    expect(await runAs(seller, (tx) => tx.select().from(orders))).toHaveLength(0);
    expect(await runAs(ANON, (tx) => tx.select().from(orders))).toHaveLength(0);
  });
});
