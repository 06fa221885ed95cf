import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify, type ECDH } from "node:crypto";

// The receiving side of web push, for the local push service (local-push-service.ts): decrypt an
// aes128gcm message with the browser's keys (RFC 8291 over RFC 8188) and check the sender's VAPID
// token (RFC 8292). Written from the RFCs, not with the web-push package, so a test that sends with
// the package and reads with this proves the two agree.

const b64url = (value: string) => Buffer.from(value, "base64url");

/** A browser's push keys: the P-256 pair (its public half is `p256dh`) and the 16-byte auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export function newBrowserKeys(): BrowserKeys & { p256dh: string; authSecret: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = Buffer.from(crypto.getRandomValues(new Uint8Array(16)));
  return { ecdh, auth, p256dh: ecdh.getPublicKey("base64url"), authSecret: auth.toString("base64url") };
}

/** The plaintext of one aes128gcm push message (a single record, as web push sends). */
export function decryptAes128gcm(body: Buffer, keys: BrowserKeys): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("aes128gcm: missing last-record delimiter");
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by the key in `k`,
 * for this push service's origin, expiring within 24 hours. Answers the claims and the key, or null.
 */
export function verifyVapid(
  header: string | null,
  audience: string,
  now = Date.now(),
): { claims: VapidClaims; publicKey: string } | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match) return null;
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claimsPart, signature] = token.split(".") as [string, string, string];
  const raw = b64url(key);
  if (raw.length !== 65 || raw[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    b64url(signature),
  );
  if (!signed) return null;
  const header0 = JSON.parse(b64url(head).toString()) as { alg?: string };
  const claims = JSON.parse(b64url(claimsPart).toString()) as VapidClaims;
  const seconds = Math.floor(now / 1000);
  if (header0.alg !== "ES256" || claims.aud !== audience || typeof claims.sub !== "string") return null;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 60 * 60)) return null;
  return { claims, publicKey: key };
}
