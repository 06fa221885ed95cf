/**
 * A state-changing request (a server action, the sign-out and e-mail-link forms) must come from
 * our own pages. Browsers send Origin on every POST, and Sec-Fetch-Site besides; a request with
 * neither is not a browser's and is refused too, so a script cannot slip past by dropping them.
 *
 * Origin is compared with the configured site origin (SITE_URL) when there is one. Only without
 * it (development, the embedded walkthrough) is the Host header the reference. X-Forwarded-Host is
 * never read: anyone can send it, and trusting it let "Origin: https://evil.example" pass with
 * "X-Forwarded-Host: evil.example".
 */
export function isSameOriginRequest(headers: Headers, configuredOrigin: string | undefined): boolean {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === "null" || !URL.canParse(origin)) return false;
    const sent = new URL(origin);
    if (configuredOrigin) return sent.origin === new URL(configuredOrigin).origin;
    const host = headers.get("host");
    return host !== null && sent.host === host.toLowerCase();
  }
  // Fetch Metadata is set by the browser itself, never by a page's script.
  return headers.get("sec-fetch-site") === "same-origin";
}
