// What a voucher's QR carries: a link to CuponGT, `${SITE_URL}/v/{code}`, so a member who scans it
// with the phone's own camera lands on the counter (app/(es)/(account)/v/[code]) and anyone else sees
// only the voucher's state. Every QR (page, e-mail, PDF, wallet passes) is drawn from
// voucherQrPayload; the counter's scanner reads both the link and a bare code through
// parseScannedVoucher, so the vouchers printed before the link existed keep working.
import { isPlausibleCode, normaliseCode } from "./voucher-code";

/** The path of a voucher's link: "/v/AB2CD3EF4GHJ". */
export function voucherLinkPath(code: string): string {
  return `/v/${normaliseCode(code)}`;
}

/** The QR payload: the voucher's link on this site ("https://cupongt.com/v/AB2CD3EF4GHJ"). */
export function voucherQrPayload(siteOrigin: string, code: string): string {
  return `${siteOrigin.replace(/\/+$/, "")}${voucherLinkPath(code)}`;
}

const LINK_PATH = /^\/v\/([^/?#]+)\/?$/;

/**
 * The code in what a scanner read: a voucher link (any origin: the code is what is looked up, and
 * a staging or old domain printed on a voucher must still work) or a bare code, grouped or not.
 * Null when it is neither, so the counter says "not a CuponGT voucher" without a round trip.
 */
export function parseScannedVoucher(text: string): string | null {
  const raw = text.trim();
  if (raw.length === 0 || raw.length > 512) return null;
  if (/^https?:\/\//i.test(raw)) {
    let path: string;
    try {
      path = new URL(raw).pathname;
    } catch {
      return null;
    }
    const m = LINK_PATH.exec(path);
    if (!m) return null;
    let segment: string;
    try {
      segment = decodeURIComponent(m[1]!);
    } catch {
      return null;
    }
    const code = normaliseCode(segment);
    return isPlausibleCode(code) ? code : null;
  }
  const code = normaliseCode(raw);
  return isPlausibleCode(code) ? code : null;
}
