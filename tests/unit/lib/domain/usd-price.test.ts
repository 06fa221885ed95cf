import { describe, expect, it } from "vitest";
import { guatemalaDay, isRateFresh, RATE_MAX_AGE_DAYS, rateAgeDays, usdApproximation } from "@/lib/domain/usd-price";

// Guatemala is UTC-6 all year: its day turns at 06:00 UTC.
const noonInGuatemala = new Date("2026-11-29T18:00:00Z");
const rate = { date: "2026-11-29", quetzalesPerDollar: "7.75000" };

describe("usdApproximation", () => {
  it("turns quetzal cents into whole dollars at the day's rate (Q250.00 at 7.75 -> US$32)", () => {
    expect(usdApproximation(25_000, rate, noonInGuatemala)).toBe(32);
    expect(usdApproximation(25_000, { ...rate, quetzalesPerDollar: 7.75 }, noonInGuatemala)).toBe(32);
    expect(usdApproximation(123_450, { ...rate, quetzalesPerDollar: "7.62260" }, noonInGuatemala)).toBe(162);
    expect(usdApproximation(0, rate, noonInGuatemala)).toBe(0);
  });

  it("rounds half up, exactly, whatever floats would do", () => {
    const eight = { ...rate, quetzalesPerDollar: "8.00000" };
    expect(usdApproximation(2_000, eight, noonInGuatemala)).toBe(3); // 2.5
    expect(usdApproximation(1_999, eight, noonInGuatemala)).toBe(2); // 2.49875
    expect(usdApproximation(387, rate, noonInGuatemala)).toBe(0); // 0.4994
    expect(usdApproximation(388, rate, noonInGuatemala)).toBe(1); // 0.5006
    // Q7.75 is a dollar: US$30 plus just under or just over half of one.
    expect(usdApproximation(775 * 30 + 387, rate, noonInGuatemala)).toBe(30);
    expect(usdApproximation(775 * 30 + 388, rate, noonInGuatemala)).toBe(31);
  });

  it(`shows a rate up to ${RATE_MAX_AGE_DAYS} Guatemala days old, not a day more`, () => {
    const old = { ...rate, date: "2026-11-26" };
    expect(usdApproximation(25_000, old, new Date("2026-11-29T12:00:00Z"))).toBe(32);
    // 23:59:59 on the 29th in Guatemala is already the 30th in UTC: still three days.
    expect(usdApproximation(25_000, old, new Date("2026-11-30T05:59:59Z"))).toBe(32);
    expect(usdApproximation(25_000, old, new Date("2026-11-30T06:00:00Z"))).toBeNull();
    expect(rateAgeDays("2026-11-26", new Date("2026-11-30T05:59:59Z"))).toBe(3);
    expect(rateAgeDays("2026-11-26", new Date("2026-11-30T06:00:00Z"))).toBe(4);
    expect(isRateFresh({ ...rate, date: "2026-10-01" }, noonInGuatemala)).toBe(false);
  });

  it("takes a rate dated ahead of the Guatemala day as fresh (a publication or clock edge)", () => {
    expect(usdApproximation(25_000, { ...rate, date: "2026-11-30" }, noonInGuatemala)).toBe(32);
    expect(rateAgeDays("2026-11-30", noonInGuatemala)).toBe(-1);
  });

  it("answers null without a rate, or with a malformed rate or price", () => {
    expect(usdApproximation(25_000, null, noonInGuatemala)).toBeNull();
    expect(usdApproximation(25_000, undefined, noonInGuatemala)).toBeNull();
    for (const quetzalesPerDollar of ["0", "0.00000", "-7.75", "abc", "", "7,75", Number.NaN, 0])
      expect(usdApproximation(25_000, { ...rate, quetzalesPerDollar }, noonInGuatemala)).toBeNull();
    for (const date of ["2026-02-30", "29/11/2026", ""])
      expect(usdApproximation(25_000, { ...rate, date }, noonInGuatemala)).toBeNull();
    for (const cents of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(usdApproximation(cents, rate, noonInGuatemala)).toBeNull();
  });
});

describe("guatemalaDay", () => {
  it("is the calendar day on Guatemala's clock, whatever the process's zone", () => {
    expect(guatemalaDay(new Date("2026-11-30T05:59:59Z"))).toBe("2026-11-29");
    expect(guatemalaDay(new Date("2026-11-30T06:00:00Z"))).toBe("2026-11-30");
    expect(guatemalaDay(new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
  });
});
