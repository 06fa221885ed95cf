import "server-only";
import { createSign } from "node:crypto";
import { env, siteOrigin, type Env } from "@/lib/env";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { addressLine } from "@/lib/domain/voucher-share";
import { formatCode } from "@/lib/domain/voucher-code";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import type { Locale } from "@/lib/i18n/locale";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";
import { pemFrom } from "./apple-config";

// 'Guardar en Google Wallet': a save link, https://pay.google.com/gp/v/save/{JWT}, whose JWT
// (RS256, signed with the service account's key) carries a generic pass object for the voucher
// and its class, so nothing has to be created through the API beforehand. The object id is the
// issuer id and the voucher id, so saving again updates the same pass; a gift's receiver gets
// another suffix (lib/wallet/data/google-objects.ts), since Google ties an object to one account.
// When the voucher changes, the update job patches the saved objects (google-api.ts). The pass's
// words are the current language's (page-locale.ts): the save route and the update job run it in the
// language the voucher's order was placed in, and each text is tagged with that language.

export interface GoogleWalletConfig {
  issuerId: string;
  serviceAccountEmail: string;
  privateKey: string;
}

export function googleWalletConfig(source: Env = env): GoogleWalletConfig | null {
  const { GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY } = source;
  if (!GOOGLE_WALLET_ISSUER_ID || !GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL || !GOOGLE_WALLET_PRIVATE_KEY) return null;
  return {
    issuerId: GOOGLE_WALLET_ISSUER_ID,
    serviceAccountEmail: GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    privateKey: pemFrom(GOOGLE_WALLET_PRIVATE_KEY),
  };
}

const t = (key: string) => message(`applePass.${key}`);
/** The BCP 47 tag of each language, as Google Wallet's localized strings carry it. */
const LANGUAGE_TAGS: Record<Locale, string> = { es: "es-419", en: "en-US" };
const text = (value: string) => ({ defaultValue: { language: LANGUAGE_TAGS[pageLocale()], value } });
const STATE = { vigente: "ACTIVE", canjeado: "COMPLETED", vencido: "EXPIRED", reembolsado: "INACTIVE" } as const;

export const googleObjectState = (state: VoucherPdfData["state"]) => STATE[state];

export function googlePassObject(v: VoucherPdfData, config: GoogleWalletConfig, objectSuffix = v.id) {
  const address = addressLine(v.businessAddress, v.businessCity);
  return {
    id: `${config.issuerId}.${objectSuffix}`,
    classId: `${config.issuerId}.cupongt_cupon`,
    state: STATE[v.state],
    cardTitle: text(v.businessName ?? "CuponGT"),
    header: text(v.title),
    subheader: text(t("code")),
    hexBackgroundColor: "#dc2626",
    barcode: { type: "QR_CODE", value: voucherQrPayload(siteOrigin(), v.code), alternateText: formatCode(v.code) },
    validTimeInterval: { end: { date: v.expiresAt } },
    textModulesData: [
      // Google's generic pass has no relevant date of its own: the booking is the first text.
      ...(v.booking
        ? [
            {
              id: "booking",
              header: message("bookingPicker.pdf.label"),
              body: message("bookingPicker.pdf.value", {
                when: bookingWhenLabel(new Date(v.booking.startsAt), pageLocale()),
                branch: v.booking.branchName,
              }),
            },
          ]
        : []),
      { id: "howto", header: t("howToRedeem"), body: message("voucherPdf.howToRedeem") },
      ...(v.finePrint.length > 0 ? [{ id: "terms", header: t("terms"), body: v.finePrint.join("\n") }] : []),
      ...(address ? [{ id: "address", header: t("address"), body: address }] : []),
    ],
  };
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/** The save link for one voucher. `now` is the JWT's issue time (seconds since the epoch). */
export function googleSaveUrl(
  v: VoucherPdfData,
  config: GoogleWalletConfig,
  now = Math.floor(Date.now() / 1000),
  objectSuffix = v.id,
): string {
  const object = googlePassObject(v, config, objectSuffix);
  const claims = {
    iss: config.serviceAccountEmail,
    aud: "google",
    typ: "savetowallet",
    iat: now,
    origins: [siteOrigin()],
    payload: { genericClasses: [{ id: object.classId }], genericObjects: [object] },
  };
  const unsigned = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(config.privateKey);
  return `https://pay.google.com/gp/v/save/${unsigned}.${base64url(signature)}`;
}
