// The seed makes a Guatemala-shaped catalogue, and a second run changes nothing.
import bcrypt from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { users } from "@/lib/db/auth-schema";
import { seedDatabase } from "@/lib/db/seed";
import { DEMO_USERS } from "@/lib/db/seed/users";
import { CATEGORY_IDS } from "@/lib/domain/categories";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

type Counts = Record<
  | "users"
  | "profiles"
  | "businesses"
  | "members"
  | "coupons"
  | "reviews"
  | "roles"
  | "achievements"
  | "orders"
  | "vouchers",
  number
>;

async function tableCounts(t: TestDatabase): Promise<Counts> {
  const [row] = rowsOf<Counts>(
    await t.owner.execute(sql`select
      (select count(*)::int from auth.users) as users,
      (select count(*)::int from public.profiles) as profiles,
      (select count(*)::int from public.businesses) as businesses,
      (select count(*)::int from public.business_members) as members,
      (select count(*)::int from public.coupons) as coupons,
      (select count(*)::int from public.reviews) as reviews,
      (select count(*)::int from public.user_roles) as roles,
      (select count(*)::int from public.achievements) as achievements,
      (select count(*)::int from public.orders) as orders,
      (select count(*)::int from public.vouchers) as vouchers`),
  );
  return row!;
}

describe.each(testEngines())("seed [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("fills every table the home needs, with a profile per user", async () => {
    const c = await tableCounts(t);
    expect(c.businesses).toBeGreaterThanOrEqual(40);
    expect(c.coupons).toBeGreaterThanOrEqual(240);
    expect(c.reviews).toBeGreaterThan(0);
    expect(c.achievements).toBeGreaterThanOrEqual(5);
    expect(c.profiles).toBe(c.users);
    expect(c.members).toBeGreaterThanOrEqual(c.businesses + 2);
  });

  it("writes view traffic as the beacon's counter leaves it: rollups equal the per-visitor rows", async () => {
    const [v] = rowsOf<Record<string, number>>(
      await t.owner.execute(sql`select
        (select count(*)::int from public.coupon_views) as views,
        (select coalesce(sum(views), 0)::int from public.coupon_view_daily) as coupon_daily,
        (select coalesce(sum(views), 0)::int from public.business_view_daily) as business_daily,
        (select coalesce(sum(view_count), 0)::int from public.coupons) as coupon_counts,
        (select coalesce(sum(unique_viewers), 0)::int from public.business_view_daily) as unique_viewers,
        (select count(*)::int from app_private.business_view_visitors) as visitors,
        (select count(distinct day)::int from public.business_view_daily) as days,
        (select count(*)::int from public.coupon_view_daily d
          where d.views <> (select count(*) from public.coupon_views x where x.coupon_id = d.coupon_id and x.day = d.day)) as mismatched,
        (select count(*)::int from app_private.view_salts
          where day < (now() at time zone 'America/Guatemala')::date - 1) as stale_salts`),
    );
    expect(v!.views).toBeGreaterThan(1000);
    expect(v).toMatchObject({
      coupon_daily: v!.views,
      business_daily: v!.views,
      coupon_counts: v!.views,
      unique_viewers: v!.visitors,
      days: 60,
      mismatched: 0,
      stale_salts: 0,
    });
    expect(v!.visitors!).toBeLessThan(v!.views!);
  });

  it("covers the 12 categories and the states a shopper must see", async () => {
    const [s] = rowsOf<Record<string, number>>(
      await t.owner.execute(sql`select
        count(distinct category)::int as categories,
        count(*) filter (where is_flash_sale and end_time > now())::int as flash,
        count(*) filter (where end_time > now() and end_time <= now() + interval '6 hours')::int as ending_soon,
        count(*) filter (where remaining = 0)::int as sold_out,
        count(*) filter (where end_time <= now())::int as expired,
        count(*) filter (where remaining between 1 and 10)::int as few_left,
        count(*) filter (where category = 'restaurantes' and details ? 'cuisine')::int as with_cuisine,
        count(*) filter (where details ? 'tripType')::int as trips,
        count(*) filter (where details ? 'difficulty')::int as experiences
      from public.coupons`),
    );
    expect(s!.categories).toBe(CATEGORY_IDS.length);
    expect(s!.flash).toBeGreaterThan(0);
    expect(s!.ending_soon).toBeGreaterThan(0);
    expect(s!.sold_out).toBeGreaterThan(0);
    expect(s!.expired).toBeGreaterThan(0);
    expect(s!.few_left).toBeGreaterThan(0);
    expect(s!.with_cuisine).toBeGreaterThan(0);
    expect(s!.trips).toBeGreaterThan(0);
    expect(s!.experiences).toBeGreaterThan(0);
  });

  it("creates the demo accounts with bcrypt passwords and their roles", async () => {
    for (const demo of Object.values(DEMO_USERS)) {
      const [u] = await t.owner.select().from(users).where(eq(users.email, demo.email));
      expect(u, demo.email).toBeTruthy();
      expect(u!.encryptedPassword).toMatch(/^\$2[aby]\$1\d\$/);
      expect(await bcrypt.compare(demo.password, u!.encryptedPassword!)).toBe(true);
    }
    const [roles] = rowsOf<{ manager: string; editor: string; owned: number }>(
      await t.owner.execute(sql`select
        (select m.role from public.business_members m join auth.users u on u.id = m.user_id where u.email = ${DEMO_USERS.manager.email}) as manager,
        (select m.role from public.business_members m join auth.users u on u.id = m.user_id where u.email = ${DEMO_USERS.editor.email}) as editor,
        (select count(*)::int from public.businesses b join auth.users u on u.id = b.owner_user_id where u.email = ${DEMO_USERS.seller.email}) as owned`),
    );
    expect(roles).toEqual({ manager: "manager", editor: "editor", owned: expect.any(Number) });
    expect(roles!.owned).toBeGreaterThanOrEqual(2);
  });

  it("backs every sold unit with a paid order and a voucher (issue 17), as the seller panel counts them", async () => {
    const [r] = rowsOf<{
      coupons_sold: number;
      paid_units: number;
      vouchers: number;
      mismatched: number;
      orders: number;
    }>(
      await t.owner.execute(sql`
        with paid as (
          select i.coupon_id, sum(i.quantity)::int as units
          from public.order_items i join public.orders o on o.id = i.order_id
          where o.status = 'paid' group by 1
        )
        select
          (select count(*)::int from public.coupons where sold > 0) as coupons_sold,
          (select coalesce(sum(units), 0)::int from paid) as paid_units,
          (select count(*)::int from public.vouchers) as vouchers,
          (select count(*)::int from public.coupons c left join paid p on p.coupon_id = c.id where c.sold <> coalesce(p.units, 0)) as mismatched,
          (select count(*)::int from public.orders where status = 'paid') as orders`),
    );
    expect(r!.coupons_sold).toBeGreaterThan(100);
    expect(r!.mismatched).toBe(0);
    expect(r!.vouchers).toBe(r!.paid_units);
    expect(r!.orders).toBeGreaterThan(0);
  });

  it("is idempotent: a second run adds and changes nothing", async () => {
    const before = await tableCounts(t);
    const [sample] = rowsOf<{ id: string; end_time: string; title: string }>(
      await t.owner.execute(sql`select id, end_time::text, title from public.coupons order by id limit 1`),
    );
    const summary = await seedDatabase(t.owner, new Date(Date.now() + 86_400_000));
    expect(await tableCounts(t)).toEqual(before);
    expect(summary.coupons).toBe(before.coupons);
    const [again] = rowsOf<{ id: string; end_time: string; title: string }>(
      await t.owner.execute(sql`select id, end_time::text, title from public.coupons where id = ${sample!.id}`),
    );
    expect(again).toEqual(sample);
  });
});
