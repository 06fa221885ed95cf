import "server-only";
// The token in the "your bank account changed" e-mail's confirmation link. It is an HMAC of the
// business and the change's time under a key derived from PAYOUT_ACCOUNT_KEY: unguessable, and
// the same on a retried e-mail job, so a retry after the mail went out still matches the stored
// hash. The database keeps only its SHA-256 (public.set_bank_account_confirm_token); the
// confirmation clears it, so a link works once, and a later change of account needs a new one.
import { createHash, createHmac, hkdfSync } from "node:crypto";
import { payoutAccountKey } from "./bank-account-cipher";

export function bankAccountConfirmToken(businessId: string, changedAt: string, key = payoutAccountKey()): string {
  const macKey = Buffer.from(hkdfSync("sha256", key, "cupongt", "bank-account-confirm", 32));
  return createHmac("sha256", macKey).update(`${businessId}|${changedAt}`).digest("base64url");
}

export const confirmTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
