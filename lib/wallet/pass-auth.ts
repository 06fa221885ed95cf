import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppleWalletConfig } from "./apple-config";

// Each pass carries its own authenticationToken, which Wallet sends back as
// `Authorization: ApplePass <token>` to the web service. It is an HMAC of the voucher id and its
// holder under the pass signing key, so nothing is stored, a token names one voucher in one
// person's hands, and only whoever holds the key (this server) can make one. Bound to the holder
// because a claimed gift moves the voucher (and a new code) to someone else: the giver's pass must
// not fetch the recipient's code. Rotating the signing certificate changes every token; passes
// issued before then stop updating, which Apple's own rotation does anyway.

export function passAuthenticationToken(voucherId: string, holderUserId: string, config: AppleWalletConfig): string {
  return createHmac("sha256", config.certificates.signerKey)
    .update(`passkit:${voucherId}:${holderUserId}`)
    .digest("base64url");
}

/** Whether the request's `Authorization: ApplePass <token>` is this voucher's in `holderUserId`'s hands. */
export function passTokenMatches(
  request: Request,
  voucherId: string,
  holderUserId: string | null,
  config: AppleWalletConfig,
): boolean {
  const match = /^ApplePass ([\w-]{16,200})$/.exec(request.headers.get("authorization") ?? "");
  if (!match || !holderUserId) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(passAuthenticationToken(voucherId, holderUserId, config));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
