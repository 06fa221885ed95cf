import "server-only";
// Bank account numbers are encrypted in the app (AES-256-GCM, node:crypto), so the database, its
// backups and anyone reading them see only ciphertext; the key lives in the environment
// (PAYOUT_ACCOUNT_KEY). The business id is the additional authenticated data: a ciphertext copied
// onto another business's row does not decrypt. Format: v1.<key id>.<iv>.<tag>.<ciphertext>
// (base64url); the key id (first bytes of the key's SHA-256) says which key wrote it, so a
// wrong or rotated key fails with a clear error instead of garbage.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env, siteOriginConfigured, type Env } from "@/lib/env";

const DEV_LABEL = "cupongt development payout account key: never for production";

/** The 32-byte key: PAYOUT_ACCOUNT_KEY, else (local walkthrough and tests only) one derived here. */
export function payoutAccountKey(source: Env = env): Buffer {
  const configured = source.PAYOUT_ACCOUNT_KEY;
  if (configured) return keyFrom(configured);
  if (siteOriginConfigured(source))
    throw new Error(
      "PAYOUT_ACCOUNT_KEY is required where SITE_URL is set (bank account numbers are encrypted with it)",
    );
  return Buffer.from(hkdfSync("sha256", DEV_LABEL, "cupongt", "payout-account-key", 32));
}

const keyFrom = (text: string) => Buffer.from(text, /^[0-9a-fA-F]{64}$/.test(text) ? "hex" : "base64");

/** The key being rotated away from (PAYOUT_ACCOUNT_OLD_KEY), or null when none is set. */
export const payoutAccountOldKey = (source: Env = env): Buffer | null =>
  source.PAYOUT_ACCOUNT_OLD_KEY ? keyFrom(source.PAYOUT_ACCOUNT_OLD_KEY) : null;

export const keyId = (key: Buffer) => createHash("sha256").update(key).digest("base64url").slice(0, 8);

export function encryptAccountNumber(number: string, businessId: string, key = payoutAccountKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(businessId));
  const body = Buffer.concat([cipher.update(number, "utf8"), cipher.final()]);
  return [
    "v1",
    keyId(key),
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export function decryptAccountNumber(ciphertext: string, businessId: string, key = payoutAccountKey()): string {
  const [version, id, iv, tag, body] = ciphertext.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("bank account: unknown ciphertext format");
  if (id !== keyId(key)) throw new Error("bank account: encrypted with another PAYOUT_ACCOUNT_KEY");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(businessId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** The key id a ciphertext names (its second field): which key wrote it. */
export const ciphertextKeyId = (ciphertext: string) => ciphertext.split(".")[1] ?? "";

/** The holder's name and NIT, encrypted together the same way (audit 44: not kept in clear). */
export const encryptHolder = (holder: { name: string; nit: string }, businessId: string, key = payoutAccountKey()) =>
  encryptAccountNumber(JSON.stringify([holder.name, holder.nit]), businessId, key);

export function decryptHolder(ciphertext: string, businessId: string, key = payoutAccountKey()) {
  const [name, nit] = JSON.parse(decryptAccountNumber(ciphertext, businessId, key)) as [string, string];
  return { name, nit };
}
