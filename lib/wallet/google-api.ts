import "server-only";
import { createSign } from "node:crypto";
import type { GoogleWalletConfig } from "./google-save";

// The Google Wallet REST port: the service account signs in with the OAuth 2.0 JWT bearer grant
// (an RS256 assertion posted to the token endpoint, scope wallet_object.issuer) and patches a
// generic object (PATCH {origin}/walletobjects/v1/genericObject/{issuerId.suffix}). Both
// addresses are settings, so the local stand-in (local-google-wallet.ts) serves tests.

export interface GoogleWalletEndpoints {
  /** https://walletobjects.googleapis.com, or the stand-in's origin. */
  apiOrigin: string;
  /** https://oauth2.googleapis.com/token, or the stand-in's; also the assertion's audience. */
  tokenUrl: string;
}

export const WALLET_SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
export const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const TIMEOUT_MS = 10_000;
/** A token this close to its expiry is replaced, so a request never starts with one about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/** The signed assertion of the JWT bearer grant (valid one hour, Google's maximum). */
export function tokenAssertion(config: GoogleWalletConfig, tokenUrl: string, nowSeconds: number): string {
  const claims = {
    iss: config.serviceAccountEmail,
    scope: WALLET_SCOPE,
    aud: tokenUrl,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  };
  const unsigned = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${base64url(createSign("RSA-SHA256").update(unsigned).sign(config.privateKey))}`;
}

// One token per service account and token endpoint per process, reused until it nears expiry:
// a burst of voucher changes signs in once, not once per job.
const tokens = new Map<string, { token: string; expiresAt: number }>();
const cacheKey = (config: GoogleWalletConfig, tokenUrl: string) => `${tokenUrl} ${config.serviceAccountEmail}`;

export async function googleAccessToken(config: GoogleWalletConfig, tokenUrl: string, now = Date.now()) {
  const cached = tokens.get(cacheKey(config, tokenUrl));
  if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now) return cached.token;
  const response = await fetch(tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: JWT_BEARER_GRANT,
      assertion: tokenAssertion(config, tokenUrl, Math.floor(now / 1000)),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
  } | null;
  if (!response.ok || !body?.access_token)
    throw new Error(`Google token endpoint answered ${response.status}${body?.error ? ` (${body.error})` : ""}`);
  tokens.set(cacheKey(config, tokenUrl), {
    token: body.access_token,
    expiresAt: now + (body.expires_in ?? 3600) * 1000,
  });
  return body.access_token;
}

/**
 * Patches one generic object. "not_saved": Google has no such object (404), because the shopper
 * never pressed save on the link; nothing to update. Any other failure throws, so the job retries;
 * a 401 drops the cached token first, so the retry signs in again.
 */
export async function patchGenericObject(
  config: GoogleWalletConfig,
  endpoints: GoogleWalletEndpoints,
  objectSuffix: string,
  patch: Record<string, unknown>,
): Promise<"patched" | "not_saved"> {
  const token = await googleAccessToken(config, endpoints.tokenUrl);
  const id = encodeURIComponent(`${config.issuerId}.${objectSuffix}`);
  const response = await fetch(`${endpoints.apiOrigin}/walletobjects/v1/genericObject/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(patch),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return "patched";
  if (response.status === 404) return "not_saved";
  if (response.status === 401) tokens.delete(cacheKey(config, endpoints.tokenUrl));
  throw new Error(`Google Wallet answered ${response.status} for object ${objectSuffix}`);
}
