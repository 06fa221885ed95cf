import "server-only";
import QRCode from "qrcode";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { siteOrigin } from "@/lib/env";

/**
 * The voucher's link (/v/{code}, which the counter reads as its code) as an inline SVG QR image (data URI): drawn on the server, so the page
 * needs no client script and the code is scannable offline from a saved page or a screenshot.
 * Level M survives a cracked or dim phone screen at the size shown.
 */
export async function voucherQrDataUri(code: string): Promise<string> {
  const svg = await QRCode.toString(voucherQrPayload(siteOrigin(), code), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 1,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
