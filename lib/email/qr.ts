import "server-only";
import QRCode from "qrcode";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { siteOrigin } from "@/lib/env";

/**
 * A voucher code as a PNG QR (data URI) for e-mails: PNG because mail clients that refuse SVG
 * show it; over SMTP the mailer turns data URIs into inline attachments (attachDataUrls).
 */
export function qrPngDataUri(code: string): Promise<string> {
  return QRCode.toDataURL(voucherQrPayload(siteOrigin(), code), { errorCorrectionLevel: "M", margin: 1, width: 180 });
}
