import { describe, expect, it } from "vitest";
import {
  addDays,
  buyersPer100Viewers,
  comparePeriods,
  guatemalaDay,
  parseRange,
  periodsEndingOn,
  relativeChange,
  splitAt,
  totalsOf,
  type DayMetrics,
} from "@/lib/domain/analytics";
import { formatTick, formatValue } from "@/lib/domain/analytics-format";

const day = (d: string, over: Partial<DayMetrics> = {}): DayMetrics => ({
  day: d,
  views: 0,
  uniqueViewers: 0,
  orders: 0,
  buyers: 0,
  units: 0,
  grossCents: 0,
  refundsCents: 0,
  redeemed: 0,
  ...over,
});

describe("analytics periods", () => {
  it("reads only 7, 30 or 90 days from the URL, else 30", () => {
    expect(parseRange("7")).toBe(7);
    expect(parseRange(["90"])).toBe(90);
    for (const bad of [undefined, "", "365", "7.5", "-7", "abc"]) expect(parseRange(bad)).toBe(30);
  });

  it("uses the Guatemala calendar day (UTC-6), not the server's", () => {
    expect(guatemalaDay(new Date("2026-11-24T05:59:59Z"))).toBe("2026-11-23");
    expect(guatemalaDay(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("the previous period is as long as the current one and ends the day before it", () => {
    expect(periodsEndingOn("2026-11-24", 7)).toEqual({
      current: { from: "2026-11-18", to: "2026-11-24" },
      previous: { from: "2026-11-11", to: "2026-11-17" },
    });
    const { current, previous } = periodsEndingOn("2026-03-15", 30);
    expect(current.from).toBe("2026-02-14");
    expect(previous).toEqual({ from: "2026-01-15", to: "2026-02-13" });
  });

  it("splits the database's run of days at the current period's first day", () => {
    const days = [day("2026-11-10"), day("2026-11-17"), day("2026-11-18"), day("2026-11-24")];
    const { previous, current } = splitAt(days, "2026-11-18");
    expect(previous.map((d) => d.day)).toEqual(["2026-11-10", "2026-11-17"]);
    expect(current.map((d) => d.day)).toEqual(["2026-11-18", "2026-11-24"]);
  });
});

describe("buyers per 100 viewers and comparison", () => {
  it("buyers per 100 unique viewers, null without viewers", () => {
    expect(buyersPer100Viewers(3, 120)).toBeCloseTo(2.5, 10);
    expect(buyersPer100Viewers(0, 0)).toBeNull();
    expect(buyersPer100Viewers(2, 0)).toBeNull();
  });

  it("more buyers than counted viewers reads as a count per 100, never as a percentage above 100%", () => {
    // Two buyers on a day with one counted viewer (the other looked the day before).
    const t = totalsOf([day("a", { uniqueViewers: 1, buyers: 2, orders: 2 })]);
    expect(t.buyersPer100Viewers).toBe(200);
    expect(t).not.toHaveProperty("conversion");
    expect(formatValue(t.buyersPer100Viewers, "perHundred")).toBe("200.0");
    expect(formatValue(t.buyersPer100Viewers, "perHundred")).not.toContain("%");
    expect(formatTick(150, "perHundred")).toBe("150");
  });

  it("totals add the days and take conversion from the summed buyers and viewers", () => {
    const t = totalsOf([
      day("a", { views: 10, uniqueViewers: 8, buyers: 1, units: 2, grossCents: 500 }),
      day("b", {
        views: 30,
        uniqueViewers: 12,
        buyers: 3,
        units: 3,
        grossCents: 700,
        refundsCents: 100,
        redeemed: 2,
        orders: 3,
      }),
    ]);
    expect(t).toEqual({
      views: 40,
      uniqueViewers: 20,
      orders: 3,
      buyers: 4,
      units: 5,
      grossCents: 1200,
      refundsCents: 100,
      redeemed: 2,
      buyersPer100Viewers: 20,
    });
    expect(totalsOf([]).buyersPer100Viewers).toBeNull();
  });

  it("relative change: up, down, flat, and nothing to compare against", () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(100, 100)).toBe(0);
    expect(relativeChange(10, 0)).toBeNull();
    expect(relativeChange(null, 5)).toBeNull();
    expect(relativeChange(0.1, null)).toBeNull();
  });

  it("compares every measure of two periods", () => {
    const current = totalsOf([day("a", { views: 200, uniqueViewers: 100, buyers: 5, grossCents: 10_000 })]);
    const previous = totalsOf([day("b", { views: 100, uniqueViewers: 100, buyers: 4, grossCents: 0 })]);
    const c = comparePeriods(current, previous);
    expect(c.views).toEqual({ current: 200, previous: 100, change: 1 });
    expect(c.grossCents.change).toBeNull();
    expect(c.buyersPer100Viewers.current).toBeCloseTo(5, 10);
    expect(c.buyersPer100Viewers.change).toBeCloseTo(0.25, 10);
  });
});
