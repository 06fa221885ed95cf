import { describe, expect, it } from "vitest";
import { counterScanSchema } from "@/lib/domain/forms/counter";
import { parseScannedVoucher, voucherLinkPath, voucherQrPayload } from "@/lib/domain/voucher-link";

// The QR carries a link to CuponGT; codes already printed (bare) keep working.
describe("voucherQrPayload", () => {
  it("is the site's /v/{code} link, normalised, whatever the trailing slash", () => {
    expect(voucherQrPayload("https://cupongt.com", "ab2c-d3ef-4ghj")).toBe("https://cupongt.com/v/AB2CD3EF4GHJ");
    expect(voucherQrPayload("http://localhost:3000/", "AB2CD3EF4GHJ")).toBe("http://localhost:3000/v/AB2CD3EF4GHJ");
    expect(voucherLinkPath("AB2C D3EF 4GHJ")).toBe("/v/AB2CD3EF4GHJ");
  });
});

describe("parseScannedVoucher", () => {
  it("reads the code from a new voucher's link", () => {
    expect(parseScannedVoucher("https://cupongt.com/v/AB2CD3EF4GHJ")).toBe("AB2CD3EF4GHJ");
    expect(parseScannedVoucher("  http://localhost:3000/v/ab2c-d3ef-4ghj/ \n")).toBe("AB2CD3EF4GHJ");
    expect(parseScannedVoucher("https://cupongt.com/v/AB2CD3EF4GHJ?utm=x#top")).toBe("AB2CD3EF4GHJ");
  });

  it("reads a bare code printed before the link, grouped or not", () => {
    expect(parseScannedVoucher("AB2CD3EF4GHJ")).toBe("AB2CD3EF4GHJ");
    expect(parseScannedVoucher("ab2c-d3ef-4ghj")).toBe("AB2CD3EF4GHJ");
  });

  it("refuses what is not a voucher", () => {
    expect(parseScannedVoucher("")).toBeNull();
    expect(parseScannedVoucher("https://cupongt.com/cupon/AB2CD3EF4GHJ")).toBeNull();
    expect(parseScannedVoucher("https://cupongt.com/v/AB2CD3EF4GHJ/extra")).toBeNull();
    expect(parseScannedVoucher("https://cupongt.com/v/AB0CD3EF4GHJ")).toBeNull(); // 0 is not in the alphabet
    expect(parseScannedVoucher("https://cupongt.com/v/%E0%A4%A")).toBeNull();
    expect(parseScannedVoucher("ftp://cupongt.com/v/AB2CD3EF4GHJ")).toBeNull();
    expect(parseScannedVoucher("WIFI:S:casa;T:WPA;P:secreto;;")).toBeNull();
    expect(parseScannedVoucher("A".repeat(600))).toBeNull();
  });
});

describe("counterScanSchema", () => {
  it("turns a scanned link or a typed code into the code, and refuses anything else", () => {
    expect(counterScanSchema.parse({ scanned: "https://cupongt.com/v/AB2CD3EF4GHJ" })).toEqual({
      scanned: "AB2CD3EF4GHJ",
    });
    expect(counterScanSchema.parse({ scanned: "ab2c-d3ef-4ghj" })).toEqual({ scanned: "AB2CD3EF4GHJ" });
    const refused = counterScanSchema.safeParse({ scanned: "https://example.com/" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("orders.codeInvalid");
  });
});
