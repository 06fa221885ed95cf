// /comunidad from real data (issue 13), on both engines: the month's top savers by money saved on
// paid orders (Guatemala's month, refunds and other months left out, display names only), each
// user's own position, anonymised public activity and how many users hold each achievement.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import {
  getAchievementHolders,
  getCommunityActivity,
  getCommunityRanking,
  getMyCommunityPosition,
  getMyReferral,
} from "@/lib/data/catalogue/community";
import { createReview } from "@/lib/data/catalogue/reviews";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { testEngines } from "./helpers/engines";
import { buyer, otherBusinessId } from "./helpers/fixtures";
import { buy, buyers, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("community [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  const nameOf = async (userId: string) =>
    rowsOf<{ name: string }>(
      await t.owner.execute(sql`select display_name as name from public.profiles where id = ${userId}::uuid`),
    )[0]!.name;

  it("ranks this month's savers by money saved, with display names and each user's own position", async () => {
    // The seed's own sales move to last month: this month's ranking is this test's.
    await t.owner.execute(
      sql`update public.orders set paid_at = app_private.guatemala_month_start() - interval '2 days' where status = 'paid'`,
    );
    expect(await getCommunityRanking(10)).toEqual([]);
    // Q899,900 saved a unit.
    const couponId = await makeCoupon(t.owner, { originalPrice: "900000.00", discountPrice: "100.00", totalStock: 20 });
    const [first, second, third] = [buyers[5]!, buyers[6]!, buyers[7]!];
    for (const [who, units] of [
      [first, 3],
      [second, 2],
      [third, 1],
    ] as const) {
      const r = await buy(who, { items: [{ couponId, quantity: units }] });
      if (!r.ok) throw new Error("purchase refused");
    }
    // A unit refunded does not count as saved: `second` falls to one unit, level with `third`,
    // and stays ahead because they saved first.
    await t.owner.execute(sql`update public.vouchers set status = 'reembolsado'
      where id = (select id from public.vouchers where buyer_user_id = ${second.userId}::uuid and coupon_id = ${couponId}::uuid limit 1)`);
    // An order paid before this Guatemala month does not count at all.
    const old = await buy(buyers[8]!, { items: [{ couponId, quantity: 5 }] });
    if (!old.ok) throw new Error("purchase refused");
    await t.owner.execute(
      sql`update public.orders set paid_at = app_private.guatemala_month_start() - interval '1 minute' where id = ${old.orderId}::uuid`,
    );

    const ranking = await getCommunityRanking(10);
    expect(ranking.slice(0, 3)).toEqual([
      { rank: 1, name: await nameOf(first.userId!), savedCents: 269_970_000 },
      { rank: 2, name: await nameOf(second.userId!), savedCents: 89_990_000 },
      { rank: 3, name: await nameOf(third.userId!), savedCents: 89_990_000 },
    ]);
    expect(JSON.stringify(ranking)).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}-/); // no e-mails, no ids
    expect(ranking.some((e) => e.savedCents >= 449_950_000)).toBe(false);

    expect(await getMyCommunityPosition(first)).toMatchObject({ rank: 1, savedCents: 269_970_000 });
    expect(await getMyCommunityPosition(third)).toMatchObject({ rank: 3, savedCents: 89_990_000 });
    const savers = (await getMyCommunityPosition(first))!.savers;
    expect(savers).toBeGreaterThanOrEqual(3);
    expect(await getMyCommunityPosition(buyers[8]!)).toBeNull(); // saved nothing this month
    expect(await getMyCommunityPosition(ANON)).toBeNull();
    // The per-user function is not for visitors; the public ones are.
    expect(await failureOf(runAs(ANON, (tx) => tx.execute(sql`select * from public.community_my_position()`)))).toMatch(
      /permission denied/i,
    );
    // Orders themselves stay private.
    const seen = rowsOf<{ n: number }>(
      await runAs(ANON, (tx) => tx.execute(sql`select count(*)::int as n from public.orders`)).catch(() => [{ n: 0 }]),
    );
    expect(seen[0]!.n).toBe(0);
  });

  it("lists recent public events without who did them, and how many users hold each achievement", async () => {
    const couponId = await makeCoupon(t.owner, { businessId: otherBusinessId, title: "Cena para dos en Antigua" });
    const review = await createReview(buyers[9]!, { couponId, rating: 5, comment: "Excelente" });
    if (!review.ok) throw new Error("review refused");
    const [achievement] = rowsOf<{ id: string; title: string }>(
      await t.owner.execute(sql`select id, title from public.achievements order by xp desc limit 1`),
    );
    const before = (await getAchievementHolders())[achievement!.id] ?? 0;
    await t.owner.execute(sql`insert into public.user_achievements (user_id, achievement_id)
      values (${buyers[9]!.userId}::uuid, ${achievement!.id}::uuid), (${buyers[10]!.userId}::uuid, ${achievement!.id}::uuid) on conflict do nothing`);

    const activity = await getCommunityActivity(20);
    expect(activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "review",
          subject: "Cena para dos en Antigua",
          rating: 5,
          href: `/cupon/${couponId}`,
        }),
        expect.objectContaining({ kind: "coupon", subject: "Cena para dos en Antigua", href: `/cupon/${couponId}` }),
        expect.objectContaining({ kind: "achievement", subject: achievement!.title, href: "/logros" }),
      ]),
    );
    expect(activity.map((e) => e.at)).toEqual([...activity.map((e) => e.at)].sort().reverse()); // newest first
    const reviewer = await nameOf(buyers[9]!.userId!);
    expect(JSON.stringify(activity)).not.toContain(reviewer);
    expect((await getAchievementHolders())[achievement!.id]).toBe(before + 2);
  });

  it("gives a signed-in user their own referral code and count, and visitors nothing", async () => {
    const mine = await getMyReferral(buyer);
    const [row] = rowsOf<{ code: string; n: number }>(
      await t.owner.execute(
        sql`select referral_code as code, referrals_count as n from public.profiles where id = ${buyer.userId}::uuid`,
      ),
    );
    expect(mine).toEqual({ code: row!.code, count: row!.n });
    expect(await getMyReferral(ANON)).toBeNull();
  });
});
