import { createHash } from "node:crypto";

/** A stable uuid for a seed entity, so that seeding twice inserts nothing new. */
export function seedId(kind: string, key: string): string {
  const h = createHash("sha1").update(`cupongt:${kind}:${key}`).digest("hex");
  // Shaped as a version-5 uuid with the RFC 4122 variant.
  const variant = ((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** A user's referral code as handle_new_user derives it: the id's first 8 hex digits, upper case. */
export function referralCodeOf(userId: string): string {
  return userId.replace(/-/g, "").slice(0, 8).toUpperCase();
}
