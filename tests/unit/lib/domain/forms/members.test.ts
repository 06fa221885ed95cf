import { describe, expect, it } from "vitest";
import {
  changeMemberRoleSchema,
  inviteMemberSchema,
  removeMemberSchema,
  respondInvitationSchema,
  revokeInvitationSchema,
} from "@/lib/domain/forms/members";
import { setSellerModeSchema, toggleFavouriteSchema, toggleFollowSchema } from "@/lib/domain/forms/social";
import { textOf } from "@/lib/i18n/messages";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), textOf(i.message)]));
const ID = "6f9619ff-8b86-4011-b42d-00c04fc964ff";

describe("member management", () => {
  it("invites by e-mail (trimmed, lowercased) as manager or editor, never as owner", () => {
    expect(inviteMemberSchema.parse({ businessId: ID, email: " Maria@Ejemplo.GT ", role: "editor" })).toEqual({
      businessId: ID,
      email: "maria@ejemplo.gt",
      role: "editor",
    });
    expect(errorsOf(inviteMemberSchema.safeParse({ businessId: ID, email: "maria@", role: "editor" }))).toEqual({
      email: "Ingresa un correo electrónico válido.",
    });
    expect(
      errorsOf(inviteMemberSchema.safeParse({ businessId: ID, email: "maria@ejemplo.gt", role: "owner" })),
    ).toEqual({ role: "Selecciona un rol válido." });
    expect(
      errorsOf(inviteMemberSchema.safeParse({ businessId: "", email: "maria@ejemplo.gt", role: "manager" })),
    ).toEqual({ businessId: "ID inválido" });
  });

  it("changes roles to manager or editor only: nobody is made an owner by someone else", () => {
    expect(changeMemberRoleSchema.parse({ businessId: ID, userId: ID, role: "manager" }).role).toBe("manager");
    expect(errorsOf(changeMemberRoleSchema.safeParse({ businessId: ID, userId: ID, role: "owner" }))).toEqual({
      role: "Selecciona un rol válido.",
    });
    expect(errorsOf(changeMemberRoleSchema.safeParse({ businessId: ID, userId: ID, role: "member" }))).toEqual({
      role: "Selecciona un rol válido.",
    });
    expect(errorsOf(removeMemberSchema.safeParse({ businessId: ID, userId: "x" }))).toEqual({
      userId: "Ese miembro no existe.",
    });
  });
});

describe("invitations", () => {
  it("answers or revokes an invitation by its id only", () => {
    expect(respondInvitationSchema.parse({ invitationId: ID, accept: true })).toEqual({
      invitationId: ID,
      accept: true,
    });
    expect(errorsOf(respondInvitationSchema.safeParse({ invitationId: "1", accept: true }))).toEqual({
      invitationId: "Esa invitación no existe.",
    });
    expect(errorsOf(respondInvitationSchema.safeParse({ invitationId: ID, accept: "yes" }))).toEqual({
      accept: "Revisa los datos ingresados.",
    });
    expect(errorsOf(revokeInvitationSchema.safeParse({ businessId: ID, invitationId: null }))).toEqual({
      invitationId: "Esa invitación no existe.",
    });
  });
});

describe("toggles", () => {
  it("reads seller mode from a boolean or a checkbox value", () => {
    expect(setSellerModeSchema.parse({ enabled: "on" })).toEqual({ enabled: true });
    expect(setSellerModeSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(setSellerModeSchema.parse({})).toEqual({ enabled: false });
  });

  it("needs a valid business or coupon id", () => {
    expect(errorsOf(toggleFollowSchema.safeParse({ businessId: "1" }))).toEqual({
      businessId: "Negocio no encontrado",
    });
    expect(errorsOf(toggleFavouriteSchema.safeParse({ couponId: null }))).toEqual({ couponId: "Cupón no encontrado" });
    for (const junk of ["x", null, 42, []])
      expect(errorsOf(toggleFollowSchema.safeParse(junk))).toEqual({ "": "Revisa los datos ingresados." });
    expect(toggleFavouriteSchema.parse({ couponId: ID })).toEqual({ couponId: ID });
  });
});
