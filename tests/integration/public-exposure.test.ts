// Issue 15 items 8 and 9 on every engine: nothing that is not public leaves the database. Profiles
// are read by their owner only and through public.public_profiles (sellers' and reviewers' name and
// avatar, never anything taken from the e-mail); reserve_order (checkout) says 'no disponible' and
// nothing more about a draft, paused or unknown coupon.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { createReview, listReviews } from "@/lib/data/catalogue/reviews";
import { runAs } from "@/lib/data/run-as";
import { getPublicSeller } from "@/lib/data/catalogue/seller-public";
import { users } from "@/lib/db/auth-schema";
import { rowsOf } from "@/lib/db/client";
import { userRoles } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, seller } from "./helpers/fixtures";
import { failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("public exposure [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const db = () => t.owner;
  const query = (caller: Caller, q: ReturnType<typeof sql>) =>
    runAs(caller, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(q)));

  /** An account created with no name at all, as an OAuth sign-up or an API call may do. */
  async function nameless(email: string, isSeller: boolean): Promise<Caller> {
    const id = randomUUID();
    await db().insert(users).values({ id, aud: "authenticated", role: "authenticated", email, rawUserMetaData: {} });
    if (isSeller) await db().insert(userRoles).values({ userId: id, role: "seller" });
    return authenticatedCaller(id, email);
  }

  it("keeps every profile row from anon and each signed-in person to their own", async () => {
    expect(await failureOf(query(ANON, sql`select id, display_name from public.profiles limit 1`))).toMatch(
      /permission denied/,
    );
    const seen = await query(buyer, sql`select id, referral_code from public.profiles`);
    expect(seen).toEqual([{ id: buyer.userId, referral_code: expect.any(String) }]);
    expect(await query(buyer, sql`select id from public.profiles where id = ${seller.userId}`)).toEqual([]);
  });

  it("exposes only sellers' and reviewers' id, name and avatar in public_profiles, read-only", async () => {
    const [row] = await query(ANON, sql`select * from public.public_profiles where id = ${seller.userId}`);
    expect(Object.keys(row!).sort()).toEqual(["avatar_url", "display_name", "id"]);
    expect(row).toMatchObject({ id: seller.userId, display_name: "Carlos Méndez" });
    // The demo buyer neither sells nor has reviewed: no public row.
    expect(await query(ANON, sql`select id from public.public_profiles where id = ${buyer.userId}`)).toEqual([]);
    expect(await failureOf(query(ANON, sql`update public.public_profiles set display_name = 'x'`))).toMatch(
      /permission denied/,
    );
    expect(
      await failureOf(
        query(seller, sql`update public.public_profiles set display_name = 'x' where id = ${seller.userId}`),
      ),
    ).toMatch(/permission denied/);
    expect(await failureOf(query(ANON, sql`delete from public.public_profiles`))).toMatch(/permission denied/);
  });

  it("never names anyone after their e-mail: the pages show their neutral fallback instead", async () => {
    const maria = await nameless("maria.lopez.private@example.com", false);
    const vendor = await nameless("vendedor.secreto@example.com", true);
    const [profile] = await query(maria, sql`select display_name from public.profiles where id = ${maria.userId}`);
    expect(profile).toEqual({ display_name: null });

    const couponId = await makeCoupon(db());
    expect(await createReview(maria, { couponId, rating: 5, comment: "Muy bueno" })).toMatchObject({ ok: true });
    const reviews = await listReviews(couponId);
    expect(reviews).toEqual([expect.objectContaining({ comment: "Muy bueno", reviewerName: null })]);
    expect(JSON.stringify(reviews)).not.toMatch(/maria\.lopez/);
    // Now a reviewer, Maria is public, still without a name; the seller page too ('Vendedor de CuponGT').
    expect(await query(ANON, sql`select display_name from public.public_profiles where id = ${maria.userId}`)).toEqual([
      { display_name: null },
    ]);
    const page = await getPublicSeller(vendor.userId!);
    expect(page).toMatchObject({ id: vendor.userId, displayName: null });
    expect(JSON.stringify(page)).not.toMatch(/vendedor\.secreto/);
  });

  it("answers the same plain 'no disponible' for a draft, paused, archived or unknown coupon in reserve_order", async () => {
    const answer = async (couponId: string) => {
      const [row] = await query(
        buyer,
        sql`select public.reserve_order(${randomUUID()}, ${JSON.stringify([{ coupon_id: couponId, quantity: 1 }])}::jsonb, '{}'::jsonb, 0) as r`,
      );
      return row!.r as { ok: boolean; problems: Record<string, unknown>[] };
    };
    for (const status of ["draft", "paused", "archived"] as const) {
      const id = await makeCoupon(db(), { status, title: "Borrador secreto", totalStock: 37, remaining: 37 });
      const result = await answer(id);
      expect(result, status).toEqual({
        ok: false,
        problems: [{ coupon_id: id, title: null, reason: "inactivo", remaining: 0 }],
      });
      expect(JSON.stringify(result)).not.toMatch(/Borrador secreto/);
    }
    const unknown = randomUUID();
    expect(await answer(unknown)).toEqual({
      ok: false,
      problems: [{ coupon_id: unknown, title: null, reason: "inactivo", remaining: 0 }],
    });
  });
});
