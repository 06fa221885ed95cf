import { describe, expect, it } from "vitest";
import { normaliseReferralCode, signupSchema } from "@/lib/domain/auth-forms";
import { referralCodeOf } from "@/lib/db/seed/ids";

describe("referral codes at sign-up", () => {
  it("keeps letters and digits in upper case and drops anything else", () => {
    expect(normaliseReferralCode(" ab12cd34 ")).toBe("AB12CD34");
    expect(normaliseReferralCode("AB1")).toBeUndefined();
    expect(normaliseReferralCode("AB12'; drop")).toBeUndefined();
    expect(normaliseReferralCode(42)).toBeUndefined();
    expect(normaliseReferralCode(undefined)).toBeUndefined();
  });

  it("never fails a sign-up over a bad code", () => {
    const base = {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      password: "secreta",
      confirmPassword: "secreta",
      acceptTerms: true,
    };
    expect(signupSchema.parse({ ...base, referralCode: "zz99yy88" }).referralCode).toBe("ZZ99YY88");
    expect(signupSchema.parse({ ...base, referralCode: "<script>" }).referralCode).toBeUndefined();
    expect(signupSchema.parse(base).referralCode).toBeUndefined();
  });

  it("derives a user's code as the database does", () => {
    expect(referralCodeOf("1a2b3c4d-5e6f-5a7b-8c9d-0e1f2a3b4c5d")).toBe("1A2B3C4D");
  });
});
