import { describe, expect, it } from "vitest";
import {
  formatCode,
  isPlausibleCode,
  normaliseCode,
  redeemVoucherSchema,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from "@/lib/domain/voucher-code";
import { wordedParse } from "../../helpers/worded";

describe("voucher codes", () => {
  it("uses 32 characters without the look-alikes 0, O, 1 and I", () => {
    expect(VOUCHER_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(32);
    for (const c of "01OI") expect(VOUCHER_CODE_ALPHABET).not.toContain(c);
    expect(VOUCHER_CODE_LENGTH).toBeGreaterThanOrEqual(10);
  });

  it("normalises what a person types: case, spaces and hyphens", () => {
    expect(normaliseCode("  ab2c-d3ef 4ghj ")).toBe("AB2CD3EF4GHJ");
    expect(normaliseCode("ab2c\td3ef-\n4ghj")).toBe("AB2CD3EF4GHJ");
    expect(normaliseCode("")).toBe("");
  });

  it("accepts only 12 characters of the alphabet", () => {
    expect(isPlausibleCode("AB2CD3EF4GHJ")).toBe(true);
    expect(isPlausibleCode("AB2CD3EF4GH")).toBe(false);
    expect(isPlausibleCode("AB2CD3EF4GHJK")).toBe(false);
    expect(isPlausibleCode("AB2CD3EF4GH0")).toBe(false); // zero is not in the alphabet
    expect(isPlausibleCode("ab2cd3ef4ghj")).toBe(false); // normalise first
  });

  it("groups a code in fours for display", () => {
    expect(formatCode("ab2cd3ef4ghj")).toBe("AB2C-D3EF-4GHJ");
  });

  it("parses the redeem form into a normalised code, with Spanish messages", () => {
    expect(redeemVoucherSchema.parse({ code: "ab2c-d3ef-4ghj" })).toEqual({ code: "AB2CD3EF4GHJ" });
    const empty = wordedParse(redeemVoucherSchema, { code: " - " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Ingresa el código del cupón.");
    const short = wordedParse(redeemVoucherSchema, { code: "ABC" });
    expect(short.error?.issues[0]?.message).toBe("El código debe tener 12 letras y números.");
  });
});
