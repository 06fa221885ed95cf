import { describe, expect, it } from "vitest";
import {
  checkoutSchema,
  emptyCheckout,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  isCheckoutValid,
  type CheckoutInput,
} from "@/lib/domain/checkout";
import { wordedParse } from "../../helpers/worded";

const INVALID = "Por favor completa todos los campos";

const valid: CheckoutInput = {
  name: "Ana López",
  email: "ana@example.com",
  phone: "5555-1234",
  address: "6a Avenida 10-20, Zona 1",
  city: "Guatemala",
  cardNumber: "4111 1111 1111 1111",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA LOPEZ",
};

describe("checkout input shaping (SPEC 5)", () => {
  it("card number: digits only, grouped in fours, at most 19 characters", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111-1111 abc 11")).toBe("4111 1111 11");
    expect(formatCardNumber("41111")).toBe("4111 1");
    expect(formatCardNumber("4111")).toBe("4111");
    expect(formatCardNumber("41111111111111119999")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("41111111111111119999")).toHaveLength(19);
    expect(formatCardNumber("abc")).toBe("");
  });

  it("expiry: auto-formatted MM/YY from the digits typed", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("122")).toBe("12/2");
    expect(formatExpiry("1229")).toBe("12/29");
    expect(formatExpiry("12/29")).toBe("12/29");
    expect(formatExpiry("12/2999")).toBe("12/29");
    expect(formatExpiry("ab12cd")).toBe("12");
  });

  it("CVV: digits only, at most 4", () => {
    expect(formatCvv("12a3")).toBe("123");
    expect(formatCvv("123456")).toBe("1234");
    expect(formatCvv("x")).toBe("");
  });
});

describe("checkout validity (SPEC 5), rule by rule", () => {
  it("a complete form is valid", () => {
    expect(isCheckoutValid(valid)).toBe(true);
    // An absent or empty NIT is 'CF' (consumidor final).
    expect(checkoutSchema.parse(valid)).toEqual({ ...valid, nit: "CF" });
  });

  it("takes an optional NIT: normalised when valid, its own message when the check digit is wrong", () => {
    expect(checkoutSchema.parse({ ...valid, nit: "1234567-9" }).nit).toBe("12345679");
    expect(checkoutSchema.parse({ ...valid, nit: "cf" }).nit).toBe("CF");
    expect(checkoutSchema.parse({ ...valid, nit: "576937-k" }).nit).toBe("576937K");
    const bad = checkoutSchema.safeParse({ ...valid, nit: "1234567-8" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["checkout.nitInvalid"]);
  });

  it("takes a CUI (the DPI's 13 digits) instead of a NIT: digits stored, a wrong check refused", () => {
    expect(checkoutSchema.parse({ ...valid, nit: "1234 56789 0101" }).nit).toBe("1234567890101");
    expect(checkoutSchema.parse({ ...valid, nit: "1234-56789-0101" }).nit).toBe("1234567890101");
    for (const nit of ["1234567800101", "1234567892301", "1234567890118"]) {
      const bad = checkoutSchema.safeParse({ ...valid, nit });
      expect(
        bad.error?.issues.map((i) => i.message),
        nit,
      ).toEqual(["checkout.nitInvalid"]);
    }
  });

  it("1. all fields are filled (blank or spaces only is not filled)", () => {
    expect(isCheckoutValid(emptyCheckout())).toBe(false);
    for (const field of Object.keys(valid) as (keyof CheckoutInput)[]) {
      expect(isCheckoutValid({ ...valid, [field]: "" }), field).toBe(false);
      expect(isCheckoutValid({ ...valid, [field]: "   " }), field).toBe(false);
    }
  });

  it("2. the card number, spaces removed, has at least 13 digits", () => {
    expect(isCheckoutValid({ ...valid, cardNumber: "4111 1111 1111" })).toBe(false); // 12
    expect(isCheckoutValid({ ...valid, cardNumber: "4111 1111 1111 1" })).toBe(true); // 13
    expect(isCheckoutValid({ ...valid, cardNumber: "4111111111111" })).toBe(true);
    expect(isCheckoutValid({ ...valid, cardNumber: "4111 1111 1111 111x" })).toBe(false);
    expect(isCheckoutValid({ ...valid, cardNumber: "4111 1111 1111 1111 1" })).toBe(false); // over 19 characters
  });

  it("3. the expiry has exactly 5 characters (MM/YY)", () => {
    expect(isCheckoutValid({ ...valid, expiryDate: "12/2" })).toBe(false);
    expect(isCheckoutValid({ ...valid, expiryDate: "12/290" })).toBe(false);
    expect(isCheckoutValid({ ...valid, expiryDate: "1229" })).toBe(false);
    expect(isCheckoutValid({ ...valid, expiryDate: "01/30" })).toBe(true);
  });

  it("4. the CVV has at least 3 digits (and at most 4)", () => {
    expect(isCheckoutValid({ ...valid, cvv: "12" })).toBe(false);
    expect(isCheckoutValid({ ...valid, cvv: "1234" })).toBe(true);
    expect(isCheckoutValid({ ...valid, cvv: "12345" })).toBe(false);
    expect(isCheckoutValid({ ...valid, cvv: "12a" })).toBe(false);
  });

  it("every failure carries the spec's one message", () => {
    const result = wordedParse(checkoutSchema, { ...emptyCheckout(), cvv: "1", expiryDate: "1" });
    expect(result.success).toBe(false);
    const messages = new Set(result.error!.issues.map((i) => i.message));
    expect([...messages]).toEqual([INVALID]);
  });
});
