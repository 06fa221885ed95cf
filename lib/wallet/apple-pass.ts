import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PKPass } from "passkit-generator";
import { siteOrigin } from "@/lib/env";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import type { PassLocation } from "@/lib/wallet/data/pass-locations";
import { addressLine } from "@/lib/domain/voucher-share";
import { formatCode } from "@/lib/domain/voucher-code";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";
import type { AppleWalletConfig } from "./apple-config";

// A voucher as an Apple Wallet coupon pass (.pkpass): business and title on the front, the code
// as text and as a QR barcode, the expiry as expirationDate (Wallet greys it out after) and
// relevantDate (shown on the lock screen near it), the branches as locations, how to redeem and
// the fine print on the back. A used, refunded or expired voucher is built `voided`. Its words are
// the current language's (page-locale.ts): whoever builds a pass runs it in the language the
// voucher's order was placed in, one language per pass rather than an .lproj per language.

const t = (key: string, values?: Record<string, string | number>) => message(`applePass.${key}`, values);

export const PKPASS_TYPE = "application/vnd.apple.pkpass";

let icon: Buffer | undefined;
const iconPng = () => (icon ??= readFileSync(join(process.cwd(), "public", "apple-touch-icon.png")));

export interface PassOptions {
  locations?: readonly PassLocation[];
  /** Wallet asks these for updates (PassKit web service); omitted, the pass never updates. */
  webService?: { url: string; authenticationToken: string };
  /** The giver's pass after their gift was claimed: voided, "Regalado", no code and no barcode. */
  giftedAway?: boolean;
}

const bookingText = (b: NonNullable<VoucherPdfData["booking"]>) =>
  message("bookingPicker.pdf.value", {
    when: bookingWhenLabel(new Date(b.startsAt), pageLocale()),
    branch: b.branchName,
  });

export function voucherPassJson(v: VoucherPdfData, config: AppleWalletConfig, options: PassOptions = {}) {
  const code = formatCode(v.code);
  const address = addressLine(v.businessAddress, v.businessCity);
  const back = [
    ...(v.booking
      ? [{ key: "booking", label: message("bookingPicker.pdf.label"), value: bookingText(v.booking) }]
      : []),
    { key: "howto", label: t("howToRedeem"), value: message("voucherPdf.howToRedeem") },
    ...(v.finePrint.length > 0 ? [{ key: "terms", label: t("terms"), value: v.finePrint.join("\n") }] : []),
    ...(address ? [{ key: "address", label: t("address"), value: address }] : []),
    {
      key: "link",
      label: t("myCoupons"),
      value: new URL(localizeHref("/mis-cupones", pageLocale()), siteOrigin()).toString(),
    },
  ];
  return {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeId,
    teamIdentifier: config.teamId,
    serialNumber: v.id,
    organizationName: v.businessName ?? "CuponGT",
    description: t("description", { title: v.title }),
    logoText: "CuponGT",
    backgroundColor: "rgb(220,38,38)",
    foregroundColor: "rgb(255,255,255)",
    labelColor: "rgb(254,226,226)",
    ...(v.state === "vigente" && !options.giftedAway ? {} : { voided: true }),
    ...(options.webService
      ? { webServiceURL: options.webService.url, authenticationToken: options.webService.authenticationToken }
      : {}),
    coupon: {
      headerFields: options.giftedAway
        ? [{ key: "state", label: t("state"), value: t("giftedAway") }]
        : v.state === "vigente"
          ? []
          : [{ key: "state", label: t("state"), value: message(`myCoupons.state_${v.state}`) }],
      primaryFields: [{ key: "offer", label: v.businessName ?? t("offer"), value: v.title }],
      secondaryFields: options.giftedAway ? [] : [{ key: "code", label: t("code"), value: code }],
      auxiliaryFields: [
        {
          key: "expires",
          label: t("validUntil"),
          value: v.expiresAt,
          dateStyle: "PKDateStyleMedium",
          timeStyle: "PKDateStyleShort",
        },
      ],
      backFields: back,
    },
  };
}

/** The signed .pkpass archive. */
export function buildVoucherPass(v: VoucherPdfData, config: AppleWalletConfig, options: PassOptions = {}): Buffer {
  const pass = new PKPass(
    {
      "pass.json": Buffer.from(JSON.stringify(voucherPassJson(v, config, options))),
      "icon.png": iconPng(),
      "logo.png": iconPng(),
    },
    config.certificates,
  );
  if (!options.giftedAway)
    pass.setBarcodes({
      message: voucherQrPayload(siteOrigin(), v.code),
      format: "PKBarcodeFormatQR",
      messageEncoding: "iso-8859-1",
      altText: formatCode(v.code),
    });
  const expires = new Date(v.expiresAt);
  pass.setExpirationDate(expires);
  // A booked voucher comes up on the lock screen at its time and at its branch.
  pass.setRelevantDate(v.booking ? new Date(v.booking.startsAt) : expires);
  const locations = (
    v.booking
      ? [{ latitude: v.booking.lat, longitude: v.booking.lng, relevantText: v.booking.branchName }]
      : (options.locations ?? [])
  ).slice(0, 10); // Wallet reads at most ten
  if (locations.length > 0)
    pass.setLocations(
      ...locations.map((l) => ({ latitude: l.latitude, longitude: l.longitude, relevantText: l.relevantText })),
    );
  return pass.getAsBuffer();
}
