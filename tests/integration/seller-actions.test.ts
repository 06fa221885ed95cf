// The seller server actions end to end on PGlite and PostgreSQL: bad input and signed-out calls
// answer a Spanish error, never throw and never change data; good input goes through RLS.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import {
  businesses,
  businessInvitations,
  businessMembers,
  coupons,
  favourites,
  follows,
  userRoles,
} from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, otherBusinessId, seller } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

// The session comes from the accounts work; here each test says who is calling.
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { createBusinessAction } = await import("@/lib/actions/sellers/create-business");
const { updateBusinessAction } = await import("@/lib/actions/sellers/update-business");
const { publishCouponAction } = await import("@/lib/actions/coupons/publish-coupon");
const { updateCouponAction } = await import("@/lib/actions/coupons/update-coupon");
const { setCouponPausedAction } = await import("@/lib/actions/coupons/set-coupon-paused");
const { inviteMemberAction } = await import("@/lib/actions/sellers/invite-member");
const { respondInvitationAction } = await import("@/lib/actions/sellers/respond-invitation");
const { revokeInvitationAction } = await import("@/lib/actions/sellers/revoke-invitation");
const { listMyInvitations } = await import("@/lib/data/accounts/invitations");
const { changeMemberRoleAction } = await import("@/lib/actions/sellers/change-member-role");
const { removeMemberAction } = await import("@/lib/actions/sellers/remove-member");
const { setSellerModeAction } = await import("@/lib/actions/profile/set-seller-mode");
const { toggleFollowAction } = await import("@/lib/actions/social/toggle-follow");
const { toggleFavouriteAction } = await import("@/lib/actions/social/toggle-favourite");

const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString();
const couponForm = (businessId: string) => ({
  businessId,
  title: "Acción 2x1",
  originalPrice: "150.00",
  discountPrice: "75.00",
  endTime: future(),
  stock: "10",
  category: "",
  isFlashSale: false,
});

describe.each(testEngines())("seller actions [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = null;
  });

  const db = () => t.owner;
  const counts = async () => {
    const [[b], [c], [m], [f], [fav], [r], [inv]] = await Promise.all([
      db().select({ n: count() }).from(businesses),
      db().select({ n: count() }).from(coupons),
      db().select({ n: count() }).from(businessMembers),
      db().select({ n: count() }).from(follows),
      db().select({ n: count() }).from(favourites),
      db().select({ n: count() }).from(userRoles),
      db().select({ n: count() }).from(businessInvitations),
    ]);
    return [b!.n, c!.n, m!.n, f!.n, fav!.n, r!.n, inv!.n];
  };

  it("asks a visitor to sign in ('Debes iniciar sesión.') and changes nothing", async () => {
    const before = await counts();
    expect(await createBusinessAction({ name: "Mi negocio" })).toEqual({
      ok: false,
      error: "Debes iniciar sesión.",
      code: "sign_in_required",
    });
    for (const result of [
      await publishCouponAction(couponForm(demoBusinessId)),
      await setSellerModeAction({ enabled: true }),
      await toggleFollowAction({ businessId: otherBusinessId }),
      await toggleFavouriteAction({ couponId: otherBusinessId }),
      await inviteMemberAction({ businessId: demoBusinessId, email: "alguien@cupongt.test", role: "editor" }),
      await respondInvitationAction({ invitationId: otherBusinessId, accept: true }),
      await revokeInvitationAction({ businessId: demoBusinessId, invitationId: otherBusinessId }),
    ]) {
      expect(result).toEqual({ ok: false, error: "Debes iniciar sesión.", code: "sign_in_required" });
    }
    expect(await counts()).toEqual(before);
  });

  it("answers bad input with the field's Spanish message, without throwing or writing", async () => {
    session.caller = seller;
    const before = await counts();
    const bad: Array<[Promise<unknown>, string]> = [
      [createBusinessAction({ name: "  " }), "El nombre es obligatorio."],
      [createBusinessAction({ name: "!!!" }), "El slug es obligatorio."],
      [createBusinessAction("basura"), "Revisa los datos ingresados."],
      [createBusinessAction(null), "Revisa los datos ingresados."],
      [publishCouponAction({ ...couponForm(""), businessId: "" }), "Selecciona un negocio antes de publicar."],
      [
        publishCouponAction({ ...couponForm(demoBusinessId), discountPrice: "151" }),
        "El precio con descuento no puede ser mayor que el precio original.",
      ],
      [
        publishCouponAction({ ...couponForm(demoBusinessId), endTime: "2020-01-01T10:00" }),
        "La fecha de finalización debe ser futura.",
      ],
      [updateBusinessAction({ name: "X" }), "ID inválido"],
      [
        updateBusinessAction({ id: demoBusinessId, name: "X", phone: "12" }),
        "Ingresa un teléfono de Guatemala de 8 dígitos, por ejemplo +502 2345-6789.",
      ],
      [
        inviteMemberAction({ businessId: demoBusinessId, email: "no-es-correo", role: "editor" }),
        "Ingresa un correo electrónico válido.",
      ],
      [inviteMemberAction({ businessId: demoBusinessId, email: "x@y.gt", role: "owner" }), "Selecciona un rol válido."],
      [
        changeMemberRoleAction({ businessId: demoBusinessId, userId: editor.userId, role: "owner" }),
        "Selecciona un rol válido.",
      ],
      [respondInvitationAction({ invitationId: "' or 1=1 --", accept: true }), "Esa invitación no existe."],
      [respondInvitationAction({ invitationId: otherBusinessId, accept: true }), "Esa invitación no existe."],
      [
        revokeInvitationAction({ businessId: demoBusinessId, invitationId: otherBusinessId }),
        "Esa invitación no existe.",
      ],
      [
        changeMemberRoleAction({ businessId: demoBusinessId, userId: editor.userId, role: "admin" }),
        "Selecciona un rol válido.",
      ],
      [toggleFollowAction({ businessId: "' or 1=1 --" }), "Negocio no encontrado"],
      [setCouponPausedAction({ id: 42, paused: true }), "ID inválido"],
    ];
    for (const [promise, error] of bad) expect(await promise).toMatchObject({ ok: false, error });
    expect(await counts()).toEqual(before);
  });

  it("creates a business (slug from the name) and saves its profile", async () => {
    session.caller = buyer;
    expect(await createBusinessAction({ name: "Tienda Ana" })).toEqual({
      ok: false,
      error: "Activa el modo vendedor para continuar.",
    });
    expect(await setSellerModeAction({ enabled: true })).toEqual({ ok: true, data: { seller: true } });
    const created = await createBusinessAction({ name: "Tienda Ana", category: "belleza" });
    expect(created).toEqual({ ok: true, data: { id: expect.any(String), slug: "tienda-ana" } });
    const id = (created as { data: { id: string } }).data.id;
    expect(
      await updateBusinessAction({
        id,
        name: " Tienda de Ana ",
        whatsapp: "5555 1234",
        socialInstagramUrl: "@tiendaana",
      }),
    ).toEqual({ ok: true, data: { slug: "tienda-ana" } });
    const [row] = await db().select().from(businesses).where(eq(businesses.id, id));
    expect(row).toMatchObject({
      name: "Tienda de Ana",
      whatsapp: "+502 5555-1234",
      socialInstagramUrl: "https://www.instagram.com/tiendaana",
      category: null,
    });
    expect(await updateBusinessAction({ id: demoBusinessId, name: "Ajeno" })).toEqual({
      ok: false,
      error: "No tienes permiso para editar este negocio.",
    });
    expect(await setSellerModeAction({ enabled: false })).toEqual({ ok: true, data: { seller: false } });
    expect(await publishCouponAction(couponForm(id))).toEqual({
      ok: false,
      error: "Activa el modo vendedor para continuar.",
    });
  });

  it("publishes, edits and pauses a coupon; refuses a business the seller doesn't belong to", async () => {
    session.caller = editor;
    const published = await publishCouponAction(couponForm(demoBusinessId));
    expect(published).toEqual({ ok: true, data: { id: expect.any(String), pending: false } });
    const id = (published as { data: { id: string } }).data.id;
    expect(await publishCouponAction(couponForm(otherBusinessId))).toEqual({
      ok: false,
      error: "No tienes permiso para publicar en este negocio.",
    });
    expect(await updateCouponAction({ ...couponForm(demoBusinessId), id, title: "Nuevo título", stock: 12 })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await setCouponPausedAction({ id, paused: true })).toEqual({ ok: true, data: { id, status: "paused" } });
    const [row] = await db().select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({
      title: "Nuevo título",
      totalStock: 12,
      remaining: 12,
      status: "paused",
      category: "General",
    });
  });

  it("manages members through invitations and protects the last owner with Spanish messages", async () => {
    session.caller = editor;
    expect(
      await inviteMemberAction({ businessId: demoBusinessId, email: "comprador@cupongt.test", role: "editor" }),
    ).toEqual({ ok: false, error: "Solo los dueños pueden administrar los miembros." });
    session.caller = seller;
    expect(
      await inviteMemberAction({ businessId: demoBusinessId, email: "Comprador@CuponGT.test", role: "editor" }),
    ).toEqual({ ok: true, data: { message: "Invitación enviada a comprador@cupongt.test" } });
    session.caller = buyer;
    const [invitation] = await listMyInvitations(buyer);
    expect(await respondInvitationAction({ invitationId: invitation!.id, accept: true })).toEqual({
      ok: true,
      data: { status: "accepted" },
    });
    session.caller = seller;
    expect(
      await inviteMemberAction({ businessId: demoBusinessId, email: "comprador@cupongt.test", role: "manager" }),
    ).toEqual({ ok: false, error: "Esa persona ya es miembro del negocio." });
    expect(await changeMemberRoleAction({ businessId: demoBusinessId, userId: buyer.userId, role: "manager" })).toEqual(
      { ok: true, data: undefined },
    );
    expect(await removeMemberAction({ businessId: demoBusinessId, userId: buyer.userId })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await removeMemberAction({ businessId: demoBusinessId, userId: seller.userId })).toEqual({
      ok: false,
      error: "El negocio debe conservar al menos un dueño.",
    });
  });

  it("toggles follow and favourite", async () => {
    session.caller = buyer;
    const followed = await toggleFollowAction({ businessId: otherBusinessId });
    expect(followed).toMatchObject({ ok: true, data: { following: true, followers: expect.any(Number) } });
    expect(await toggleFollowAction({ businessId: otherBusinessId })).toMatchObject({
      ok: true,
      data: { following: false },
    });
    const [c] = await db()
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.businessId, otherBusinessId))
      .limit(1);
    expect(await toggleFavouriteAction({ couponId: c!.id })).toEqual({ ok: true, data: { saved: true } });
    expect(await toggleFavouriteAction({ couponId: c!.id })).toEqual({ ok: true, data: { saved: false } });
    expect(await toggleFavouriteAction({ couponId: "00000000-0000-4000-8000-000000000000" })).toEqual({
      ok: false,
      error: "Cupón no encontrado",
    });
  });
});
