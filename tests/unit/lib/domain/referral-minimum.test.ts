import { describe, expect, it } from "vitest";
import { quetzalesToCents, referralMinimumSchema } from "@/lib/domain/referral-minimum";

describe("referral minimum (admin, Q0.00-Q100,000.00)", () => {
  it("reads quetzales with a point or a comma for cents, at most two decimals, as cents", () => {
    expect(quetzalesToCents("50")).toBe(5000);
    expect(quetzalesToCents(" 75,5 ")).toBe(7550);
    expect(quetzalesToCents("Q 99.99")).toBe(9999);
    expect(quetzalesToCents("q0")).toBe(0);
    expect(quetzalesToCents("100000.00")).toBe(10_000_000);
    for (const bad of [
      "100000.01",
      "100001",
      "1000000",
      "-1",
      "1.234",
      "1,250",
      "1,250.00",
      "abc",
      "",
      "1e3",
      "12.",
      ".5",
      "Infinity",
      "Q",
    ]) {
      expect(quetzalesToCents(bad), bad).toBeNull();
    }
  });

  it("the action's schema gives integer cents or the Spanish message code", () => {
    expect(referralMinimumSchema.safeParse({ amount: "60.25" })).toMatchObject({
      success: true,
      data: { amount: 6025 },
    });
    expect(referralMinimumSchema.safeParse({ amount: 40 })).toMatchObject({ success: true, data: { amount: 4000 } });
    for (const amount of ["100000.5", -1, 0.1 + 0.2, null, "9".repeat(50)]) {
      const refused = referralMinimumSchema.safeParse({ amount });
      expect(refused.success).toBe(false);
      expect(refused.error!.issues[0]!.message).toBe("admin.referralMinimum.invalid");
    }
  });
});
