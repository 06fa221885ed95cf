// Gifting a voucher. A gift is 'pendiente' from sending until the recipient claims it
// ('reclamado') or the giver takes it back ('cancelado'); a pending gift past its voucher's expiry
// is 'vencido'. While pending the voucher belongs to the giver but neither they nor the business
// can use it: redeeming it or refunding it waits for a cancel, so the recipient never claims a
// voucher already spent. The database (create_gift, cancel_gift, claim_gift) enforces the same.
import { z } from "./zod";
import { messageCode } from "./message-code";
import { formObject, optionalEmail, optionalText, uuidField } from "./forms/fields";

export const GIFT_MESSAGE_MAX = 300;

export type StoredGiftStatus = "pendiente" | "reclamado" | "cancelado";
export type GiftState = StoredGiftStatus | "vencido";

/** What a gift is now: a pending one past its expiry is 'vencido'. */
export function giftState(gift: { status: StoredGiftStatus; expiresAt: Date }, now: Date = new Date()): GiftState {
  if (gift.status === "pendiente" && gift.expiresAt.getTime() <= now.getTime()) return "vencido";
  return gift.status;
}

export type ClaimRefusal = "no_existe" | "reclamado" | "cancelado" | "vencido" | "propio";

/** Whether `claimerId` may claim it: once, before it expires, not cancelled, not the giver. */
export function claimCheck(
  gift: { status: StoredGiftStatus; expiresAt: Date; giverUserId: string },
  claimerId: string,
  now: Date = new Date(),
): { ok: true } | { ok: false; reason: ClaimRefusal } {
  const state = giftState(gift, now);
  if (state !== "pendiente") return { ok: false, reason: state };
  if (gift.giverUserId === claimerId) return { ok: false, reason: "propio" };
  return { ok: true };
}

/** Only the giver cancels, and only a gift nobody claimed yet (an expired one too: it frees the voucher). */
export function canCancelGift(gift: { status: StoredGiftStatus; giverUserId: string }, userId: string): boolean {
  return gift.status === "pendiente" && gift.giverUserId === userId;
}

/** Whether a voucher can be sent as a gift now. */
export function canGiftVoucher(v: {
  state: "vigente" | "canjeado" | "vencido" | "reembolsado";
  giftPending: boolean;
}): boolean {
  return v.state === "vigente" && !v.giftPending;
}

export type GiftRefusal =
  | "no_existe"
  | "propio"
  | "canjeado"
  | "vencido"
  | "reembolsado"
  | "regalo_pendiente"
  | "email_invalido"
  | "mensaje_largo";

/** The form's fields; the sender's own address is refused by `giftVoucherSchemaFor`. */
/** How the claim link travels: our e-mail, or a WhatsApp link the giver sends themselves. */
export const GIFT_CHANNELS = ["correo", "whatsapp"] as const;
export type GiftChannel = (typeof GIFT_CHANNELS)[number];

export const giftVoucherSchema = formObject({
  voucherId: uuidField("myCoupons.gift.errors.no_existe"),
  // Absent (older forms, scripts): by e-mail, as before.
  channel: z.enum(GIFT_CHANNELS, messageCode("myCoupons.gift.errors.canal")).default("correo"),
  // Asked only by e-mail: by WhatsApp the giver sends the link and whoever opens it first claims it.
  email: optionalEmail("myCoupons.gift.errors.email_invalido"),
  message: optionalText(GIFT_MESSAGE_MAX, "myCoupons.gift.errors.mensaje_largo"),
})
  .refine((v) => v.channel !== "correo" || v.email !== null, {
    path: ["email"],
    message: messageCode("myCoupons.gift.errors.email_invalido"),
  })
  // An address typed before switching to WhatsApp is not kept: no mail goes to it.
  .transform((v) => (v.channel === "whatsapp" ? { ...v, email: null } : v));
export type GiftVoucherInput = z.input<typeof giftVoucherSchema>;

/** The same schema, refusing the sender's own e-mail (the form knows it; so does the server). */
export function giftVoucherSchemaFor(ownEmail: string | null | undefined) {
  const own = ownEmail?.trim().toLowerCase();
  return giftVoucherSchema.refine((v) => !own || v.email === null || v.email !== own, {
    path: ["email"],
    message: messageCode("myCoupons.gift.errors.propio"),
  });
}

export const cancelGiftSchema = formObject({ giftId: uuidField("myCoupons.gift.errors.no_existe") });

/** A claim link's token: 43 base64url characters (32 random bytes). */
export const GIFT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const claimGiftSchema = formObject({
  token: z.string().regex(GIFT_TOKEN, messageCode("giftClaim.errors.no_existe")),
});
