// Seller writes on every engine (issue 6): who may create businesses, publish and change coupons,
// manage members; slugs, follows, favourites; and the RLS rules behind them.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBusiness,
  getBusinessForEdit,
  listMyBusinesses,
  updateBusiness,
} from "@/lib/data/catalogue/businesses-write";
import { authenticatedCaller, ANON, type Caller } from "@/lib/data/caller";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { isFavourite, listFavourites, toggleFavourite } from "@/lib/data/accounts/favourites";
import { followerCount, isFollowing, toggleFollow } from "@/lib/data/accounts/follows";
import { inviteMember, listMyInvitations, respondToInvitation } from "@/lib/data/accounts/invitations";
import { changeMemberRole, listMembers, removeMember } from "@/lib/data/accounts/members";
import { disableSeller, enableSeller, hasSellerRole } from "@/lib/data/accounts/roles";
import { runAs } from "@/lib/data/run-as";
import {
  getCouponForEdit,
  listMyCoupons,
  publishCoupon,
  setCouponPaused,
  updateCoupon,
} from "@/lib/data/catalogue/seller-coupons";
import { users } from "@/lib/db/auth-schema";
import { businessMembers, businesses, coupons, profiles, userRoles } from "@/lib/db/schema";
import { seedId } from "@/lib/db/seed/ids";
import { quickBusinessSchema, businessProfileSchema } from "@/lib/domain/forms/business";
import { publishCouponSchema, updateCouponSchema, type PublishCouponInput } from "@/lib/domain/forms/coupon";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

async function failureOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return [e.message, e.cause?.message].filter(Boolean).join(" | ");
  }
  throw new Error("expected the statement to fail");
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function couponInput(businessId: string, extra: Partial<PublishCouponInput> = {}) {
  return publishCouponSchema.parse({
    businessId,
    title: "Cupón de prueba 2x1",
    description: "Válido de lunes a jueves",
    originalPrice: "200.00",
    discountPrice: "99.50",
    endTime: inDays(7),
    stock: "20",
    category: "restaurantes",
    isFlashSale: "on",
    details: { cuisine: "Italiana" },
    ...extra,
  });
}

describe.each(testEngines())("seller writes [%s]", (engine) => {
  let t: TestDatabase;
  let outsider: Caller; // a seller who is no member of the demo business
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    outsider = await createUser("outsider", "Externo@Prueba.test", true);
  });
  afterAll(async () => {
    await t.drop();
  });

  const owner = () => t.owner;

  /** A new account the way lib/db/seed does it: auth.users (the trigger adds its profile), optional seller role. */
  async function createUser(key: string, email: string, isSeller: boolean): Promise<Caller> {
    const id = seedId("user", `test-${engine}-${key}`);
    await owner()
      .insert(users)
      .values({
        id,
        aud: "authenticated",
        role: "authenticated",
        email,
        emailConfirmedAt: new Date(),
        rawUserMetaData: { first_name: key },
      });
    if (isSeller) await owner().insert(userRoles).values({ userId: id, role: "seller" });
    return authenticatedCaller(id, email);
  }

  it("creates a business for a seller only, with the owner membership and a numbered slug when taken", async () => {
    expect(await createBusiness(buyer, quickBusinessSchema.parse({ name: "Tienda de Ana" }))).toEqual({
      ok: false,
      reason: "not_seller",
    });
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.insert(businesses).values({ ownerUserId: buyer.userId, name: "x", slug: "tienda-x" })),
      ),
    ).toMatch(/row-level security/);

    const first = await createBusiness(
      seller,
      quickBusinessSchema.parse({ name: "Pizzería Luna", category: "restaurantes" }),
    );
    expect(first).toEqual({ ok: true, id: expect.any(String), slug: "pizzeria-luna" });
    const second = await createBusiness(seller, quickBusinessSchema.parse({ name: "Pizzeria  LUNA!" }));
    expect(second).toMatchObject({ ok: true, slug: "pizzeria-luna-2" });
    // Slugs held by businesses the caller can't see (hidden ones) are skipped too, without an error.
    for (const slug of ["pizzeria-luna-3", "pizzeria-luna-4"]) {
      await owner().insert(businesses).values({ ownerUserId: null, name: "Oculto", slug, status: "hidden" });
    }
    const third = await createBusiness(seller, quickBusinessSchema.parse({ name: "Pizzería Luna" }));
    expect(third).toMatchObject({ ok: true, slug: "pizzeria-luna-5" });

    const mine = await listMyBusinesses(seller);
    expect(mine.find((b) => b.slug === "pizzeria-luna")).toMatchObject({ role: "owner", name: "Pizzería Luna" });
    const [row] = await owner().select().from(businesses).where(eq(businesses.slug, "pizzeria-luna"));
    expect(row).toMatchObject({
      ownerUserId: seller.userId,
      category: "restaurantes",
      isVerified: false,
      status: "active",
    });
  });

  it("never lets a request verify, hide or backdate a business it inserts", async () => {
    const [row] = await runAs(seller, (tx) =>
      tx
        .insert(businesses)
        .values({
          ownerUserId: seller.userId,
          name: "Auto verificado",
          slug: "auto-verificado",
          isVerified: true,
          status: "hidden",
          createdAt: new Date(0),
        })
        .returning(),
    );
    expect(row).toMatchObject({ isVerified: false, status: "active" });
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets owner, manager and editor edit the business profile; a non-member can't", async () => {
    const fields = businessProfileSchema.parse({
      name: "  La Toscana renovada ",
      phone: "55551234",
      website: "latoscana.gt",
    });
    const result = await updateBusiness(editor, demoBusinessId, fields);
    expect(result).toMatchObject({ ok: true });
    const [row] = await owner().select().from(businesses).where(eq(businesses.id, demoBusinessId));
    expect(row).toMatchObject({
      name: "La Toscana renovada",
      phone: "+502 5555-1234",
      website: "https://latoscana.gt",
    });
    expect(await updateBusiness(outsider, demoBusinessId, fields)).toEqual({ ok: false, reason: "forbidden" });
    expect(await updateBusiness(buyer, demoBusinessId, fields)).toEqual({ ok: false, reason: "forbidden" });
    expect(await updateBusiness(seller, "00000000-0000-4000-8000-000000000000", fields)).toEqual({
      ok: false,
      reason: "not_found",
    });

    expect(await getBusinessForEdit(editor, demoBusinessId)).toMatchObject({
      role: "editor",
      canEdit: true,
      canManageMembers: false,
    });
    expect(await getBusinessForEdit(seller, demoBusinessId)).toMatchObject({
      role: "owner",
      canEdit: true,
      canManageMembers: true,
    });
    expect(await getBusinessForEdit(buyer, demoBusinessId)).toMatchObject({ role: null, canEdit: false });
    expect(await getBusinessForEdit(ANON, demoBusinessId)).toMatchObject({ role: null, canEdit: false });
    expect(await getBusinessForEdit(ANON, "not-a-uuid")).toBeNull();
  });

  it("lets a non-member neither publish for a business nor change its coupons", async () => {
    expect(await publishCoupon(outsider, couponInput(demoBusinessId))).toEqual({ ok: false, reason: "not_allowed" });
    const raw = {
      sellerUserId: outsider.userId,
      businessId: demoBusinessId,
      title: "x",
      discountPrice: "1.00",
      endTime: new Date(inDays(1)),
      remaining: 1,
      totalStock: 1,
    };
    expect(await failureOf(runAs(outsider, (tx) => tx.insert(coupons).values(raw)))).toMatch(/row-level security/);
    const [theirs] = await owner()
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.businessId, demoBusinessId), eq(coupons.status, "active")))
      .limit(1);
    const update = updateCouponSchema.parse({ ...couponRaw(demoBusinessId), id: theirs!.id });
    expect(await updateCoupon(outsider, update)).toEqual({ ok: false, reason: "not_allowed" });
    expect(await setCouponPaused(outsider, theirs!.id, true)).toEqual({ ok: false, reason: "not_allowed" });
  });

  function couponRaw(businessId: string) {
    return {
      businessId,
      title: "Editado",
      originalPrice: "100",
      discountPrice: "50",
      endTime: inDays(3),
      stock: 50,
      category: "General",
    };
  }

  it("lets an editor publish and change their own coupons only; owner and manager change any", async () => {
    const published = await publishCoupon(editor, couponInput(demoBusinessId));
    expect(published).toMatchObject({ ok: true });
    const id = (published as { id: string }).id;
    const [row] = await owner().select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({
      sellerUserId: editor.userId,
      status: "active",
      originalPrice: "200.00",
      discountPrice: "99.50",
      remaining: 20,
      totalStock: 20,
      sold: 0,
      isFlashSale: true,
      category: "restaurantes",
      details: { cuisine: "Italiana" },
    });
    expect((await getCouponDetail(id))?.title).toBe("Cupón de prueba 2x1");
    expect((await listMyCoupons(editor))[0]).toMatchObject({
      id,
      status: "active",
      discountPriceCents: 9950,
      remaining: 20,
      isFlashSale: true,
    });

    // The owner's coupon is not the editor's to change.
    const [ownersCoupon] = await owner()
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.businessId, demoBusinessId), eq(coupons.sellerUserId, seller.userId!)))
      .limit(1);
    expect(
      await updateCoupon(editor, updateCouponSchema.parse({ ...couponRaw(demoBusinessId), id: ownersCoupon!.id })),
    ).toEqual({ ok: false, reason: "not_allowed" });
    expect(await getCouponForEdit(editor, ownersCoupon!.id)).toMatchObject({ canEdit: false });
    // Their own they change, and the manager and owner change it too.
    expect(await updateCoupon(editor, updateCouponSchema.parse({ ...couponRaw(demoBusinessId), id }))).toEqual({
      ok: true,
    });
    expect(await getCouponForEdit(editor, id)).toMatchObject({ canEdit: true, title: "Editado", totalStock: 50 });
    expect(await setCouponPaused(manager, id, true)).toEqual({ ok: true, status: "paused" });
    expect(await getCouponDetail(id)).toBeNull();
    expect(await setCouponPaused(seller, id, false)).toEqual({ ok: true, status: "active" });
    expect(await getCouponDetail(id)).not.toBeNull();
    // Nobody moves a coupon into a business they don't run, nor types in sales or its seller.
    expect(await updateCoupon(editor, updateCouponSchema.parse({ ...couponRaw(otherBusinessId), id }))).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(
      await failureOf(runAs(editor, (tx) => tx.update(coupons).set({ sold: 999 }).where(eq(coupons.id, id)))),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(
        runAs(editor, (tx) => tx.update(coupons).set({ sellerUserId: manager.userId }).where(eq(coupons.id, id))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(runAs(editor, (tx) => tx.update(coupons).set({ viewCount: 999 }).where(eq(coupons.id, id)))),
    ).toMatch(/permission denied/);
  });

  it("starts sold and view counts at zero whatever a request inserts", async () => {
    const [row] = await runAs(seller, (tx) =>
      tx
        .insert(coupons)
        .values({
          sellerUserId: seller.userId,
          businessId: demoBusinessId,
          title: "Inflado",
          discountPrice: "10.00",
          endTime: new Date(inDays(2)),
          remaining: 5,
          totalStock: 5,
          sold: 5000,
          viewCount: 9999,
        })
        .returning(),
    );
    expect(row).toMatchObject({ sold: 0, viewCount: 0 });
  });

  it("keeps remaining = stock - sold on edit and refuses a stock below what was sold", async () => {
    const [sold] = await owner()
      .select()
      .from(coupons)
      .where(and(eq(coupons.sellerUserId, seller.userId!), eq(coupons.status, "active")))
      .limit(1);
    await owner()
      .update(coupons)
      // Its stock is set too: which active coupon comes first is the heap's order, and one of
      // this file's own coupons has a stock of 5, below the 7 sold here.
      .set({ totalStock: 8, sold: 7, reserved: 0, remaining: 1 })
      .where(eq(coupons.id, sold!.id));
    const base = { ...couponRaw(sold!.businessId!), id: sold!.id };
    expect(await updateCoupon(seller, updateCouponSchema.parse({ ...base, stock: 10 }))).toEqual({ ok: true });
    const [after] = await owner().select().from(coupons).where(eq(coupons.id, sold!.id));
    expect(after).toMatchObject({ totalStock: 10, remaining: 3, sold: 7 });
    expect(await updateCoupon(seller, updateCouponSchema.parse({ ...base, stock: 5 }))).toEqual({
      ok: false,
      reason: "stock_below_sold",
    });
  });

  it("stops publishing (and changing coupons) once the seller role is removed", async () => {
    const user = await createUser("quitter", "quitter@prueba.test", true);
    await owner().insert(businessMembers).values({ businessId: demoBusinessId, userId: user.userId!, role: "editor" });
    const published = await publishCoupon(user, couponInput(demoBusinessId));
    expect(published.ok).toBe(true);
    expect(await hasSellerRole(user)).toBe(true);
    await disableSeller(user);
    expect(await hasSellerRole(user)).toBe(false);
    expect(await publishCoupon(user, couponInput(demoBusinessId))).toEqual({ ok: false, reason: "not_seller" });
    const raw = {
      sellerUserId: user.userId,
      businessId: demoBusinessId,
      title: "x",
      discountPrice: "1.00",
      endTime: new Date(inDays(1)),
      remaining: 1,
      totalStock: 1,
    };
    expect(await failureOf(runAs(user, (tx) => tx.insert(coupons).values(raw)))).toMatch(/row-level security/);
    expect(await setCouponPaused(user, (published as { id: string }).id, true)).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    await enableSeller(user);
    await enableSeller(user); // idempotent
    expect((await publishCoupon(user, couponInput(demoBusinessId))).ok).toBe(true);
    expect(await createBusiness(ANON, quickBusinessSchema.parse({ name: "Anon" }))).toEqual({
      ok: false,
      reason: "not_seller",
    });
  });

  it("lets only owners manage members (who join by accepting an invitation) and keeps emails from non-owners", async () => {
    const newcomer = await createUser("newcomer", "Nuevo.Miembro@Prueba.test", false);
    expect(await inviteMember(editor, demoBusinessId, "nuevo.miembro@prueba.test", "editor")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(await inviteMember(manager, demoBusinessId, "nuevo.miembro@prueba.test", "editor")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(await inviteMember(seller, demoBusinessId, "nuevo.miembro@prueba.test", "editor")).toMatchObject({
      ok: true,
    });
    const [invitation] = await listMyInvitations(newcomer);
    expect(await respondToInvitation(newcomer, invitation!.id, true)).toEqual({ ok: true, status: "accepted" });
    expect(await inviteMember(seller, demoBusinessId, "nuevo.miembro@prueba.test", "manager")).toEqual({
      ok: false,
      reason: "already_member",
    });
    expect(
      await failureOf(
        runAs(ANON, (tx) =>
          tx.execute(sql`select public.invite_business_member(${demoBusinessId}::uuid, 'x@y.z', 'editor')`),
        ),
      ),
    ).toMatch(/permission denied/);

    expect(await changeMemberRole(editor, demoBusinessId, newcomer.userId!, "manager")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(await removeMember(editor, demoBusinessId, newcomer.userId!)).toEqual({ ok: false, reason: "forbidden" });
    expect(await removeMember(manager, demoBusinessId, newcomer.userId!)).toEqual({ ok: false, reason: "forbidden" });
    expect(
      await failureOf(
        runAs(editor, (tx) =>
          tx.insert(businessMembers).values({ businessId: demoBusinessId, userId: buyer.userId!, role: "owner" }),
        ),
      ),
    ).toMatch(/permission denied/);

    const asOwner = await listMembers(seller, demoBusinessId);
    const rank = { owner: 0, manager: 1, editor: 2, member: 3, cajero: 3 } as const;
    const roles = asOwner.map((m) => m.role);
    expect(roles).toEqual([...roles].sort((a, b) => rank[a] - rank[b]));
    expect(asOwner[0]).toMatchObject({
      role: "owner",
      userId: seller.userId,
      isSelf: true,
      email: "vendedor@cupongt.test",
    });
    expect(asOwner.find((m) => m.userId === newcomer.userId)).toMatchObject({
      role: "editor",
      email: "Nuevo.Miembro@Prueba.test",
    });
    const asEditor = await listMembers(editor, demoBusinessId);
    expect(asEditor.length).toBe(asOwner.length);
    expect(asEditor.every((m) => m.email === null)).toBe(true);
    expect(await listMembers(buyer, demoBusinessId)).toEqual([]);

    expect(await changeMemberRole(seller, demoBusinessId, newcomer.userId!, "manager")).toEqual({ ok: true });
    expect(
      await failureOf(
        runAs(seller, (tx) =>
          tx.update(businessMembers).set({ userId: buyer.userId! }).where(eq(businessMembers.userId, newcomer.userId!)),
        ),
      ),
    ).toMatch(/permission denied/);
    expect(await removeMember(seller, demoBusinessId, newcomer.userId!)).toEqual({ ok: true });
    expect(await removeMember(seller, demoBusinessId, newcomer.userId!)).toEqual({ ok: false, reason: "not_found" });
  });

  it("never removes or demotes the last owner, and allows it once there is another", async () => {
    const created = await createBusiness(seller, quickBusinessSchema.parse({ name: "Negocio con dueño" }));
    const id = (created as { id: string }).id;
    expect(await removeMember(seller, id, seller.userId!)).toEqual({ ok: false, reason: "last_owner" });
    expect(await changeMemberRole(seller, id, seller.userId!, "editor")).toEqual({ ok: false, reason: "last_owner" });
    // Nobody is made an owner by a request: a second owner exists only where the seed (or an
    // operator) writes one, as the table owner does here.
    await owner().insert(businessMembers).values({ businessId: id, userId: manager.userId!, role: "owner" });
    expect(await changeMemberRole(seller, id, seller.userId!, "editor")).toEqual({ ok: true });
    expect(await removeMember(manager, id, manager.userId!)).toEqual({ ok: false, reason: "last_owner" });
    // Deleting the business itself still cascades through its members.
    await owner().delete(businesses).where(eq(businesses.id, id));
    expect(await owner().select().from(businessMembers).where(eq(businessMembers.businessId, id))).toEqual([]);
  });

  it("follows and unfollows with real counts", async () => {
    const before = await followerCount(otherBusinessId);
    expect(await isFollowing(buyer, otherBusinessId)).toBe(false);
    expect(await toggleFollow(buyer, otherBusinessId)).toEqual({ following: true, followers: before + 1 });
    expect(await isFollowing(buyer, otherBusinessId)).toBe(true);
    expect(await toggleFollow(outsider, otherBusinessId)).toEqual({ following: true, followers: before + 2 });
    expect(await toggleFollow(buyer, otherBusinessId)).toEqual({ following: false, followers: before + 1 });
    expect(await isFollowing(buyer, otherBusinessId)).toBe(false);
    expect(await toggleFollow(ANON, otherBusinessId)).toBeNull();
    expect(await toggleFollow(buyer, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("saves and un-saves favourites, listed newest first, private to their owner", async () => {
    const [a, b] = await owner()
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.businessId, otherBusinessId))
      .limit(2);
    expect(await toggleFavourite(buyer, a!.id)).toEqual({ saved: true });
    expect(await toggleFavourite(buyer, b!.id)).toEqual({ saved: true });
    expect(await isFavourite(buyer, a!.id)).toBe(true);
    const list = await listFavourites(buyer);
    expect(list.map((c) => c.id)).toEqual([b!.id, a!.id].filter((x) => list.some((c) => c.id === x)));
    expect(list[0]).toMatchObject({ id: expect.any(String), discountPriceCents: expect.any(Number) });
    expect(await listFavourites(outsider)).toEqual([]);
    expect(await toggleFavourite(buyer, a!.id)).toEqual({ saved: false });
    expect(await isFavourite(buyer, a!.id)).toBe(false);
    expect(await toggleFavourite(buyer, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("lets a user change only their own profile name and avatar, and only their own role row", async () => {
    const mine = await runAs(buyer, (tx) =>
      tx
        .update(profiles)
        .set({ displayName: "Ana L.", avatarUrl: "/uploads/ana.png" })
        .where(eq(profiles.id, buyer.userId!))
        .returning({ id: profiles.id }),
    );
    expect(mine).toHaveLength(1);
    expect(
      await runAs(buyer, (tx) =>
        tx.update(profiles).set({ displayName: "x" }).where(eq(profiles.id, seller.userId!)).returning(),
      ),
    ).toHaveLength(0);
    expect(
      await failureOf(
        runAs(buyer, (tx) => tx.update(profiles).set({ vip: true }).where(eq(profiles.id, buyer.userId!))),
      ),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(runAs(buyer, (tx) => tx.insert(userRoles).values({ userId: seller.userId!, role: "seller" }))),
    ).toMatch(/row-level security/);
    expect(
      await runAs(buyer, (tx) => tx.delete(userRoles).where(eq(userRoles.userId, seller.userId!)).returning()),
    ).toHaveLength(0);
    expect(await hasSellerRole(seller)).toBe(true);
    expect(await hasSellerRole(ANON)).toBe(false);
  });
});
