// 'Guardar en Google Wallet': the save link's JWT is RS256 over the service account's key (checked
// here with the public half of a key made in the test), addressed to Google, and carries a generic
// object whose barcode is the voucher's code and whose state follows the voucher's; its texts are in,
// and tagged with, the language it is built in.
import { createVerify, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { parseEnv } from "@/lib/env";
import { withLocale } from "@/lib/i18n/page-locale";
import { googlePassObject, googleSaveUrl, googleWalletConfig, type GoogleWalletConfig } from "@/lib/wallet/google-save";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const config: GoogleWalletConfig = {
  issuerId: "3388000000012345678",
  serviceAccountEmail: "wallet@cupongt-prueba.iam.gserviceaccount.com",
  privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};
const voucher: VoucherPdfData = {
  id: "00000000-0000-4000-8000-000000000001",
  code: "AB2CD3EF4GHJ",
  state: "vigente",
  title: "Pizza familiar 2×1",
  businessName: "Pizzería Don Pepe",
  businessAddress: null,
  businessCity: "Guatemala",
  finePrint: [],
  expiresAt: "2026-12-31T23:59:00.000Z",
};

function decode(url: string) {
  const prefix = "https://pay.google.com/gp/v/save/";
  expect(url.startsWith(prefix)).toBe(true);
  const [header, claims, signature] = url.slice(prefix.length).split(".");
  const verified = createVerify("RSA-SHA256")
    .update(`${header}.${claims}`)
    .verify(publicKey, Buffer.from(signature!, "base64url"));
  const json = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString());
  return { verified, header: json(header!), claims: json(claims!) };
}

describe("googleSaveUrl", () => {
  it("is a signed savetowallet JWT with the voucher's code as its QR", () => {
    const { verified, header, claims } = decode(googleSaveUrl(voucher, config, 1_800_000_000));
    expect(verified).toBe(true);
    expect(header).toEqual({ alg: "RS256", typ: "JWT" });
    expect(claims).toMatchObject({
      iss: config.serviceAccountEmail,
      aud: "google",
      typ: "savetowallet",
      iat: 1_800_000_000,
      payload: { genericClasses: [{ id: `${config.issuerId}.cupongt_cupon` }] },
    });
    expect(claims.payload.genericObjects[0]).toMatchObject({
      id: `${config.issuerId}.${voucher.id}`,
      state: "ACTIVE",
      barcode: {
        type: "QR_CODE",
        value: expect.stringMatching(/^https?:\/\/[^/]+\/v\/AB2CD3EF4GHJ$/),
        alternateText: "AB2C-D3EF-4GHJ",
      },
      validTimeInterval: { end: { date: voucher.expiresAt } },
    });
    // Another key's signature does not verify.
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    const forged = googleSaveUrl(voucher, {
      ...config,
      privateKey: other.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    expect(decode(forged).verified).toBe(false);
  });

  it("follows the voucher's state", () => {
    const state = (s: VoucherPdfData["state"]) =>
      decode(googleSaveUrl({ ...voucher, state: s }, config)).claims.payload.genericObjects[0].state;
    expect([state("canjeado"), state("vencido"), state("reembolsado")]).toEqual(["COMPLETED", "EXPIRED", "INACTIVE"]);
  });
});

describe("googlePassObject's language", () => {
  const booking = {
    startsAt: "2026-12-12T21:30:00.000Z",
    branchName: "Zona 10",
    branchAddress: "",
    lat: 14.6,
    lng: -90.5,
  };

  it("is English, tagged en-US, for an English order; Spanish, tagged es-419, otherwise", () => {
    const english = withLocale("en", () => googlePassObject({ ...voucher, booking }, config));
    expect(english.subheader).toEqual({ defaultValue: { language: "en-US", value: "Code" } });
    expect(english.header.defaultValue.language).toBe("en-US");
    expect(english.textModulesData.map((m) => m.header)).toEqual(["Booking", "How to redeem", "Address"]);
    expect(english.textModulesData[0]!.body).toBe("Saturday, December 12 at 3:30 PM · Zona 10");

    const spanish = googlePassObject({ ...voucher, booking }, config);
    expect(spanish.subheader).toEqual({ defaultValue: { language: "es-419", value: "Código" } });
    expect(spanish.textModulesData.map((m) => m.header)).toEqual(["Reserva", "Cómo canjear", "Dirección"]);
    expect(spanish.textModulesData[0]!.body).toBe("sábado 12 de diciembre, 3:30 p. m. · Zona 10");
  });
});

describe("the Google Wallet settings", () => {
  it("are off unset, on with all three, refused in part", () => {
    expect(googleWalletConfig(parseEnv({}))).toBeNull();
    const all = {
      GOOGLE_WALLET_ISSUER_ID: config.issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: config.serviceAccountEmail,
      GOOGLE_WALLET_PRIVATE_KEY: Buffer.from(config.privateKey).toString("base64"),
    };
    expect(googleWalletConfig(parseEnv(all))).toEqual(config);
    expect(() => parseEnv({ GOOGLE_WALLET_ISSUER_ID: config.issuerId })).toThrow(
      /GOOGLE_WALLET_PRIVATE_KEY is required/,
    );
    expect(() => parseEnv({ APPLE_TEAM_ID: "ABCDE12345" })).toThrow(/APPLE_WWDR_CERT is required/);
  });
});
