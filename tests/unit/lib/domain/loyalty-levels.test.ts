import { describe, expect, it } from "vitest";
import { guatemalaDay, LEVEL_THRESHOLDS, levelForXp, ruleProgress, streakDays } from "@/lib/domain/loyalty-levels";
import { levelTitle, progressPercent } from "@/lib/domain/loyalty";

describe("levels (issue 13, SPEC titles)", () => {
  it("reaches each level exactly at its threshold", () => {
    expect(LEVEL_THRESHOLDS).toEqual([0, 500, 1_500, 4_000, 10_000]);
    expect(levelForXp(0)).toEqual({ level: 1, nextLevelXp: 500, vip: false });
    expect(levelForXp(499)).toMatchObject({ level: 1, nextLevelXp: 500 });
    expect(levelForXp(500)).toMatchObject({ level: 2, nextLevelXp: 1_500 });
    expect(levelForXp(1_499)).toMatchObject({ level: 2 });
    expect(levelForXp(1_500)).toMatchObject({ level: 3, nextLevelXp: 4_000 });
    expect(levelForXp(4_000)).toMatchObject({ level: 4, nextLevelXp: 10_000 });
    expect(levelForXp(10_000)).toEqual({ level: 5, nextLevelXp: null, vip: true });
    expect(levelForXp(-20)).toMatchObject({ level: 1 });
    expect(levelTitle(levelForXp(10_000).level)).toBe("VIP concierge");
  });

  it("shows progress per SPEC: rounded current / next, 0 at the last level", () => {
    const l2 = levelForXp(750);
    expect(progressPercent(750, l2.nextLevelXp)).toBe(50);
    expect(progressPercent(486, levelForXp(486).nextLevelXp)).toBe(97);
    expect(progressPercent(12_000, levelForXp(12_000).nextLevelXp)).toBe(0);
  });
});

describe("streak (consecutive Guatemala days)", () => {
  it("uses Guatemala's calendar day (UTC-6): 05:59 UTC is still the day before", () => {
    expect(guatemalaDay(new Date("2026-11-24T05:59:59Z"))).toBe("2026-11-23");
    expect(guatemalaDay(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-24");
  });

  it("counts the run ending today", () => {
    expect(streakDays(["2026-11-22", "2026-11-23", "2026-11-24"], "2026-11-24")).toBe(3);
  });

  it("keeps yesterday's run alive until today ends", () => {
    expect(streakDays(["2026-11-22", "2026-11-23"], "2026-11-24")).toBe(2);
  });

  it("is broken by a missed day", () => {
    expect(streakDays(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-24")).toBe(0);
    expect(streakDays(["2026-11-20", "2026-11-21", "2026-11-23", "2026-11-24"], "2026-11-24")).toBe(2);
  });

  it("crosses a month boundary and ignores repeated days", () => {
    expect(streakDays(["2026-10-31", "2026-11-01", "2026-11-01"], "2026-11-01")).toBe(2);
    expect(streakDays([], "2026-11-01")).toBe(0);
  });

  it("treats two visits either side of Guatemala's midnight as two days", () => {
    const late = guatemalaDay(new Date("2026-11-24T05:50:00Z"));
    const early = guatemalaDay(new Date("2026-11-24T06:10:00Z"));
    expect(streakDays([late, early], early)).toBe(2);
  });
});

describe("achievement progress", () => {
  it("caps at the target and shows unlocked ones full", () => {
    expect(ruleProgress(2, 5, false)).toEqual({ current: 2, target: 5, percent: 40 });
    expect(ruleProgress(9, 5, false)).toEqual({ current: 5, target: 5, percent: 100 });
    expect(ruleProgress(0, 3, true)).toEqual({ current: 3, target: 3, percent: 100 });
    expect(ruleProgress(350.5, 1000, false).percent).toBe(35);
  });
});
