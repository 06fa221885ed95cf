// Cookie names only, no imports: proxy.ts reads them, and it must stay free of Node-only modules
// (tests/unit/proxy-imports.test.ts).

/** The built-in adapter's session: an opaque random token (httpOnly). */
export const SESSION_COOKIE = "cupongt_session";

/**
 * Non-httpOnly cookie written at sign-in: URL-encoded JSON `{"name": string, "k": string}`. A
 * display hint (the first name) and the key of the phone's offline voucher copy (public/sw.js);
 * no secret in it.
 */
export const SESSION_HINT_COOKIE = "cupongt_user";
