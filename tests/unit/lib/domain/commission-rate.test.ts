import { describe, expect, it } from "vitest";
import { commissionRateSchema, hundredthsToRate, percentToHundredths } from "@/lib/ledger/rules/commission-rate";

const id = "0b6f3a52-4d1e-4c8a-9f57-2a3c4d5e6f70";

describe("commission rate (admin, 0-50 %)", () => {
  it("reads a percentage with a point or a comma and at most two decimals", () => {
    expect(percentToHundredths("15")).toBe(1500);
    expect(percentToHundredths("12,5")).toBe(1250);
    expect(percentToHundredths(" 0.05 ")).toBe(5);
    expect(percentToHundredths("50")).toBe(5000);
    expect(percentToHundredths("0")).toBe(0);
    for (const bad of ["50.01", "51", "-1", "1.234", "abc", "", "1e1", "12.", "100"])
      expect(percentToHundredths(bad)).toBeNull();
  });

  it("stores the fraction as exact text, without floating point", () => {
    expect(hundredthsToRate(1500)).toBe("0.1500");
    expect(hundredthsToRate(1250)).toBe("0.1250");
    expect(hundredthsToRate(5)).toBe("0.0005");
    expect(hundredthsToRate(0)).toBe("0.0000");
    expect(hundredthsToRate(5000)).toBe("0.5000");
  });

  it("the action's schema gives the rate or a Spanish message code", () => {
    expect(commissionRateSchema.safeParse({ businessId: id, percent: "7,25" })).toMatchObject({
      success: true,
      data: { businessId: id, percent: "0.0725" },
    });
    expect(commissionRateSchema.safeParse({ businessId: id, percent: 20 })).toMatchObject({
      success: true,
      data: { percent: "0.2000" },
    });
    const refused = commissionRateSchema.safeParse({ businessId: id, percent: "60" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toContain("admin.commission.invalid");
  });
});
