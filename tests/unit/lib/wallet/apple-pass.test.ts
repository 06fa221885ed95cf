// A voucher's Apple Wallet pass, built and signed with a throwaway CA made here: the archive holds
// pass.json, the manifest's hashes match every file, the PKCS#7 signature over the manifest
// verifies against the CA (OpenSSL's cms), and the barcode carries the voucher's code; its words,
// booking time and link are English when it is built in English.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import type { AppleWalletConfig } from "@/lib/wallet/apple-config";
import { pemFrom } from "@/lib/wallet/apple-config";
import { withLocale } from "@/lib/i18n/page-locale";
import { buildVoucherPass, voucherPassJson } from "@/lib/wallet/apple-pass";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";
import { zipEntries } from "@/tests/fixtures/zip-entries";

const certs = makeTestPassCertificates();
const config: AppleWalletConfig = { passTypeId: "pass.gt.cupongt.prueba", teamId: "ABCDE12345", certificates: certs };
const voucher: VoucherPdfData = {
  id: "00000000-0000-4000-8000-000000000001",
  code: "AB2CD3EF4GHJ",
  state: "vigente",
  title: "Pizza familiar 2×1",
  businessName: "Pizzería Don Pepe",
  businessAddress: "6a Avenida 12-34",
  businessCity: "Guatemala",
  finePrint: ["Válido de lunes a jueves."],
  expiresAt: "2026-12-31T23:59:00.000Z",
};
const dir = mkdtempSync(join(tmpdir(), "cupongt-pass-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** OpenSSL's own check of the detached signature over the manifest, chained to the test CA. */
function signatureVerifies(signature: Buffer, manifest: Buffer): boolean {
  const files = { sig: join(dir, "signature"), manifest: join(dir, "manifest.json"), ca: join(dir, "ca.pem") };
  writeFileSync(files.sig, signature);
  writeFileSync(files.manifest, manifest);
  writeFileSync(files.ca, certs.wwdr);
  try {
    execFileSync(
      "openssl",
      [
        "cms",
        "-verify",
        "-binary",
        "-inform",
        "DER",
        "-in",
        files.sig,
        "-content",
        files.manifest,
        "-CAfile",
        files.ca,
        "-purpose",
        "any",
        "-out",
        "/dev/null",
      ],
      { stdio: "pipe" },
    );
    return true;
  } catch {
    return false;
  }
}

describe("buildVoucherPass", () => {
  it("is a signed coupon pass whose barcode carries the code", () => {
    const files = zipEntries(
      buildVoucherPass(voucher, config, { locations: [{ latitude: 14.6349, longitude: -90.5069 }] }),
    );
    expect([...files.keys()].sort()).toEqual(["icon.png", "logo.png", "manifest.json", "pass.json", "signature"]);
    const manifest = JSON.parse(files.get("manifest.json")!.toString()) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(["icon.png", "logo.png", "pass.json"]);
    for (const [name, hash] of Object.entries(manifest))
      expect(createHash("sha1").update(files.get(name)!).digest("hex")).toBe(hash);
    expect(signatureVerifies(files.get("signature")!, files.get("manifest.json")!)).toBe(true);
    // A manifest changed after signing no longer verifies.
    expect(signatureVerifies(files.get("signature")!, Buffer.from("{}"))).toBe(false);

    const pass = JSON.parse(files.get("pass.json")!.toString());
    expect(pass).toMatchObject({
      passTypeIdentifier: "pass.gt.cupongt.prueba",
      teamIdentifier: "ABCDE12345",
      serialNumber: voucher.id,
      organizationName: "Pizzería Don Pepe",
      expirationDate: expect.stringMatching(/^2026-12-31T23:59:00/),
      relevantDate: expect.stringMatching(/^2026-12-31T23:59:00/),
      locations: [{ latitude: 14.6349, longitude: -90.5069 }],
      barcodes: [
        {
          message: expect.stringMatching(/^https?:\/\/[^/]+\/v\/AB2CD3EF4GHJ$/),
          format: "PKBarcodeFormatQR",
          altText: "AB2C-D3EF-4GHJ",
        },
      ],
    });
    expect(pass.voided).toBeUndefined();
    expect(pass.coupon.secondaryFields[0]).toMatchObject({ value: "AB2C-D3EF-4GHJ" });
    expect(pass.coupon.backFields.map((f: { key: string }) => f.key)).toEqual(["howto", "terms", "address", "link"]);
  });

  it("builds a used voucher voided, with its state on the front", () => {
    const pass = JSON.parse(
      zipEntries(buildVoucherPass({ ...voucher, state: "canjeado" }, config))
        .get("pass.json")!
        .toString(),
    );
    expect(pass.voided).toBe(true);
    expect(pass.coupon.headerFields[0]).toMatchObject({ value: "Canjeado" });
    expect(pass.locations).toBeUndefined();
  });

  it("comes up at a booked voucher's time and branch, and says the booking on the back", () => {
    const booking = {
      startsAt: "2026-12-12T21:30:00.000Z",
      branchName: "Zona 10",
      branchAddress: "",
      lat: 14.6,
      lng: -90.5,
    };
    const pass = JSON.parse(
      zipEntries(
        buildVoucherPass({ ...voucher, booking }, config, { locations: [{ latitude: 14.6349, longitude: -90.5069 }] }),
      )
        .get("pass.json")!
        .toString(),
    );
    expect(pass.relevantDate).toMatch(/^2026-12-12T21:30:00/);
    expect(pass.expirationDate).toMatch(/^2026-12-31T23:59:00/);
    expect(pass.locations).toEqual([{ latitude: 14.6, longitude: -90.5, relevantText: "Zona 10" }]);
    expect(pass.coupon.backFields[0]).toMatchObject({
      key: "booking",
      label: "Reserva",
      value: "sábado 12 de diciembre, 3:30 p. m. · Zona 10",
    });
  });
});

describe("voucherPassJson's language", () => {
  const booking = {
    startsAt: "2026-12-12T21:30:00.000Z",
    branchName: "Zona 10",
    branchAddress: "",
    lat: 14.6,
    lng: -90.5,
  };
  const field = (fields: { key: string; label: string; value: unknown }[], key: string) =>
    fields.find((f) => f.key === key);

  it("is English for an English order: labels, states, the booking's time and the English coupons page", () => {
    const pass = withLocale("en", () => voucherPassJson({ ...voucher, state: "canjeado", booking }, config));
    expect(pass.description).toBe("CuponGT coupon: Pizza familiar 2×1");
    expect(pass.coupon.headerFields[0]).toMatchObject({ label: "Status", value: "Redeemed" });
    expect(pass.coupon.secondaryFields[0]).toMatchObject({ label: "Code" });
    expect(pass.coupon.auxiliaryFields[0]).toMatchObject({ label: "Valid until" });
    const back = pass.coupon.backFields;
    expect(field(back, "booking")).toMatchObject({
      label: "Booking",
      value: "Saturday, December 12 at 3:30 PM · Zona 10",
    });
    expect(field(back, "howto")).toMatchObject({
      label: "How to redeem",
      value: expect.stringMatching(/^Show this code/),
    });
    expect(field(back, "terms")).toMatchObject({ label: "Fine print" });
    expect(field(back, "link")).toMatchObject({
      label: "Your coupons",
      value: expect.stringMatching(/\/en\/my-coupons$/),
    });
  });

  it("is Spanish otherwise", () => {
    const pass = voucherPassJson({ ...voucher, state: "canjeado", booking }, config);
    expect(pass.description).toBe("Cupón de CuponGT: Pizza familiar 2×1");
    expect(pass.coupon.headerFields[0]).toMatchObject({ label: "Estado", value: "Canjeado" });
    expect(pass.coupon.auxiliaryFields[0]).toMatchObject({ label: "Válido hasta" });
    expect(field(pass.coupon.backFields, "howto")).toMatchObject({ label: "Cómo canjear" });
    expect(field(pass.coupon.backFields, "link")).toMatchObject({ value: expect.stringMatching(/[^n]\/mis-cupones$/) });
  });
});

describe("pemFrom", () => {
  it("takes PEM text, its base64, or a file path", () => {
    const file = join(dir, "signer.pem");
    writeFileSync(file, certs.signerCert);
    expect(pemFrom(certs.signerCert)).toBe(certs.signerCert.trim());
    expect(pemFrom(Buffer.from(certs.signerCert).toString("base64"))).toBe(certs.signerCert);
    expect(pemFrom(file)).toBe(certs.signerCert);
    expect(() => pemFrom("bm90IGEgY2VydA==")).toThrow(/neither PEM/);
  });
});
