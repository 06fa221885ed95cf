import { describe, expect, it } from "vitest";
import {
  canCancelGift,
  canGiftVoucher,
  claimCheck,
  giftState,
  giftVoucherSchema,
  giftVoucherSchemaFor,
  claimGiftSchema,
} from "@/lib/domain/gifts";

const now = new Date("2026-11-24T12:00:00Z");
const later = new Date(now.getTime() + 86_400_000);
const giver = "11111111-1111-4111-8111-111111111111";
const friend = "22222222-2222-4222-8222-222222222222";
const voucherId = "8d0f6f57-0c1e-4b9e-9f0a-3b8f6f1e2a11";

describe("gift states", () => {
  it("is pendiente until claimed or cancelled, and vencido once a pending gift's date passes", () => {
    expect(giftState({ status: "pendiente", expiresAt: later }, now)).toBe("pendiente");
    expect(giftState({ status: "pendiente", expiresAt: now }, now)).toBe("vencido");
    expect(giftState({ status: "reclamado", expiresAt: now }, now)).toBe("reclamado");
    expect(giftState({ status: "cancelado", expiresAt: later }, now)).toBe("cancelado");
  });

  it("is claimed once, before it expires, not after a cancel, never by its giver", () => {
    const gift = { status: "pendiente" as const, expiresAt: later, giverUserId: giver };
    expect(claimCheck(gift, friend, now)).toEqual({ ok: true });
    expect(claimCheck(gift, giver, now)).toEqual({ ok: false, reason: "propio" });
    expect(claimCheck({ ...gift, status: "reclamado" }, friend, now)).toEqual({ ok: false, reason: "reclamado" });
    expect(claimCheck({ ...gift, status: "cancelado" }, friend, now)).toEqual({ ok: false, reason: "cancelado" });
    expect(claimCheck({ ...gift, expiresAt: now }, friend, now)).toEqual({ ok: false, reason: "vencido" });
  });

  it("is cancelled only by its giver while nobody claimed it", () => {
    expect(canCancelGift({ status: "pendiente", giverUserId: giver }, giver)).toBe(true);
    expect(canCancelGift({ status: "pendiente", giverUserId: giver }, friend)).toBe(false);
    expect(canCancelGift({ status: "reclamado", giverUserId: giver }, giver)).toBe(false);
    expect(canCancelGift({ status: "cancelado", giverUserId: giver }, giver)).toBe(false);
  });

  it("sends only unused, unexpired, unrefunded vouchers without a pending gift", () => {
    expect(canGiftVoucher({ state: "vigente", giftPending: false })).toBe(true);
    expect(canGiftVoucher({ state: "vigente", giftPending: true })).toBe(false);
    for (const state of ["canjeado", "vencido", "reembolsado"] as const)
      expect(canGiftVoucher({ state, giftPending: false })).toBe(false);
  });
});

describe("gift form", () => {
  it("wants a valid e-mail (lower-cased) and a message of at most 300 characters", () => {
    expect(giftVoucherSchema.parse({ voucherId, email: " Amiga@Example.COM ", message: "  " })).toEqual({
      voucherId,
      channel: "correo",
      email: "amiga@example.com",
      message: null,
    });
    expect(giftVoucherSchema.parse({ voucherId, channel: "whatsapp", email: "a@example.com" }).channel).toBe(
      "whatsapp",
    );
    // By WhatsApp no address is asked, and one typed before switching is not kept.
    expect(giftVoucherSchema.parse({ voucherId, channel: "whatsapp", email: "" }).email).toBeNull();
    expect(giftVoucherSchema.parse({ voucherId, channel: "whatsapp", email: "a@example.com" }).email).toBeNull();
    const none = giftVoucherSchema.safeParse({ voucherId, channel: "correo", email: "" });
    expect(none.success ? null : none.error.issues[0]!.message).toBe("myCoupons.gift.errors.email_invalido");
    const channel = giftVoucherSchema.safeParse({ voucherId, channel: "paloma", email: "a@example.com" });
    expect(channel.success ? null : channel.error.issues[0]!.message).toBe("myCoupons.gift.errors.canal");
    expect(
      giftVoucherSchema.parse({ voucherId, email: "a@example.com", message: "x".repeat(300) }).message,
    ).toHaveLength(300);
    const long = giftVoucherSchema.safeParse({ voucherId, email: "a@example.com", message: "x".repeat(301) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe("myCoupons.gift.errors.mensaje_largo");
    const bad = giftVoucherSchema.safeParse({ voucherId, email: "no-es-correo" });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe("myCoupons.gift.errors.email_invalido");
  });

  it("refuses the sender's own address, whatever its case", () => {
    const own = giftVoucherSchemaFor("Ana@Example.com").safeParse({ voucherId, email: "ana@example.com" });
    expect(own.success ? null : own.error.issues[0]).toMatchObject({
      path: ["email"],
      message: "myCoupons.gift.errors.propio",
    });
    expect(giftVoucherSchemaFor("ana@example.com").safeParse({ voucherId, email: "otra@example.com" }).success).toBe(
      true,
    );
  });

  it("takes only a well-formed claim token", () => {
    expect(claimGiftSchema.safeParse({ token: "A".repeat(43) }).success).toBe(true);
    expect(claimGiftSchema.safeParse({ token: "short" }).success).toBe(false);
    expect(claimGiftSchema.safeParse({ token: `${"A".repeat(42)}/` }).success).toBe(false);
  });
});
