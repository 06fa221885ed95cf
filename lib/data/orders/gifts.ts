import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { GIFT_TOKEN, type ClaimRefusal, type GiftRefusal, type GiftState } from "@/lib/domain/gifts";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// Gifts of vouchers. Every write is a SECURITY DEFINER function of migration
// 20261124030500_gifts that checks the caller itself. The claim link's token exists only in the
// mail: the database keeps its SHA-256, so reading the table never lets anyone claim.

/** SHA-256 (hex) of a claim token, as stored. */
export const hashGiftToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface GiftSent {
  ok: true;
  giftId: string;
  token: string;
  /** Null when sent by WhatsApp. */
  recipientEmail: string | null;
  giverName: string | null;
  couponTitle: string;
  message: string | null;
  expiresAt: string;
}

const iso = (v: unknown) => new Date(String(v)).toISOString();

/** The owner sends a voucher to an address (lower-cased by the form schema), or to none (WhatsApp). */
export async function createGift(
  caller: Caller,
  input: { voucherId: string; email: string | null; message: string | null },
): Promise<GiftSent | { ok: false; reason: GiftRefusal }> {
  if (caller.role !== "authenticated" || !isUuid(input.voucherId)) return { ok: false, reason: "no_existe" };
  const token = randomBytes(32).toString("base64url");
  type Answer =
    | {
        ok: true;
        gift_id: string;
        recipient_email: string | null;
        giver_name: string | null;
        coupon_title: string;
        message: string | null;
        expires_at: string;
      }
    | { ok: false; reason: GiftRefusal };
  const a = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: Answer }>(
        await tx.execute(
          sql`select public.create_gift(${input.voucherId}::uuid, ${input.email}, ${input.message}, ${hashGiftToken(token)}) as r`,
        ),
      )[0]!.r,
  );
  if (!a.ok) return a;
  return {
    ok: true,
    giftId: a.gift_id,
    token,
    recipientEmail: a.recipient_email,
    giverName: a.giver_name,
    couponTitle: a.coupon_title,
    message: a.message,
    expiresAt: iso(a.expires_at),
  };
}

/** The giver takes back a gift nobody claimed. */
export async function cancelGift(
  caller: Caller,
  giftId: string,
): Promise<{ ok: true } | { ok: false; reason: "no_existe" | "reclamado" | "cancelado" }> {
  if (caller.role !== "authenticated" || !isUuid(giftId)) return { ok: false, reason: "no_existe" };
  const answer = await runAs(
    caller,
    async (tx) => rowsOf<{ r: string }>(await tx.execute(sql`select public.cancel_gift(${giftId}::uuid) as r`))[0]!.r,
  );
  if (answer === "cancelado_ahora") return { ok: true };
  if (answer === "no_existe" || answer === "reclamado" || answer === "cancelado") return { ok: false, reason: answer };
  throw new Error(`cancel_gift answered ${answer}`);
}

/** The signed-in holder of the link takes the voucher (under a new code). */
export async function claimGift(
  caller: Caller,
  token: string,
): Promise<{ ok: true; voucherId: string; couponTitle: string } | { ok: false; reason: ClaimRefusal }> {
  if (caller.role !== "authenticated") throw new Error("claimGift: sign-in required");
  if (!GIFT_TOKEN.test(token)) return { ok: false, reason: "no_existe" };
  type Answer = { ok: true; voucher_id: string; coupon_title: string } | { ok: false; reason: ClaimRefusal };
  const a = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: Answer }>(await tx.execute(sql`select public.claim_gift(${hashGiftToken(token)}) as r`))[0]!.r,
  );
  return a.ok ? { ok: true, voucherId: a.voucher_id, couponTitle: a.coupon_title } : a;
}

export interface GiftPreview {
  state: GiftState;
  giverName: string | null;
  couponTitle: string;
  couponId: string;
  businessName: string | null;
  message: string | null;
  expiresAt: string;
}

/** What the claim page shows to whoever holds the link; null for an unknown one. */
export async function giftPreview(caller: Caller, token: string): Promise<GiftPreview | null> {
  if (!GIFT_TOKEN.test(token)) return null;
  type Row = {
    status: GiftState;
    giver_name: string | null;
    coupon_title: string;
    coupon_id: string;
    business_name: string | null;
    message: string | null;
    expires_at: string;
  };
  const row = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: Row | null }>(await tx.execute(sql`select public.gift_preview(${hashGiftToken(token)}) as r`))[0]
        ?.r ?? null,
  );
  if (!row) return null;
  return {
    state: row.status,
    giverName: row.giver_name,
    couponTitle: row.coupon_title,
    couponId: row.coupon_id,
    businessName: row.business_name,
    message: row.message,
    expiresAt: iso(row.expires_at),
  };
}
