/**
 * A state-changing request must come from our own pages. Browsers send Origin on every POST;
 * when it is absent (old clients, curl) the Fetch Metadata header decides; neither → allowed only
 * if Sec-Fetch-Site is absent too (not a browser), since a cross-site browser form always sends one.
 */
export function isSameOriginRequest(headers: Headers, requestUrl: string): boolean {
  const origin = headers.get("origin");
  const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? new URL(requestUrl).host;
  if (origin) {
    if (origin === "null") return false;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}
