import { describe, expect, it } from "vitest";
import { discountPercent, formatQuetzales, fromCents, ivaCents, toCents } from "@/lib/domain/money";

describe("money", () => {
  it("parses numeric(12,2) strings into integer cents without float drift", () => {
    expect(toCents("1234.50")).toBe(123450);
    expect(toCents("0.10")).toBe(10);
    expect(toCents("89")).toBe(8900);
    expect(toCents("19.9")).toBe(1990);
    expect(toCents("-5.25")).toBe(-525);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123450);
  });

  it("rejects what is not an amount", () => {
    expect(() => toCents("abc")).toThrow(RangeError);
    expect(() => toCents("1,234.50")).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it("writes cents back as a numeric literal", () => {
    expect(fromCents(123450)).toBe("1234.50");
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(-525)).toBe("-5.25");
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it("shows quetzales with a Q, thousands separators and two decimals (SPEC: Q1,234.50)", () => {
    expect(formatQuetzales(123450)).toBe("Q1,234.50");
    expect(formatQuetzales(8900)).toBe("Q89.00");
    expect(formatQuetzales(0)).toBe("Q0.00");
  });

  it("adds IVA at 12% rounded to the cent (total = subtotal x 1.12)", () => {
    expect(ivaCents(10000)).toBe(1200);
    expect(ivaCents(8950)).toBe(1074);
    expect(10000 + ivaCents(10000)).toBe(11200);
  });

  it("computes the discount percentage as SPEC 5 says", () => {
    expect(discountPercent(10000, 5000)).toBe(50);
    expect(discountPercent(29900, 8900)).toBe(70);
    expect(discountPercent(30000, 20000)).toBe(33);
    expect(discountPercent(null, 5000)).toBe(0);
    expect(discountPercent(0, 5000)).toBe(0);
  });
});
