import { describe, expect, it } from "vitest";
import { countdownParts, pad2, remainingMs, splitRemaining } from "@/lib/domain/countdown";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("countdown (SPEC 4)", () => {
  it("splits a remaining time into days, hours, minutes and seconds", () => {
    expect(splitRemaining(2 * D + 3 * H + 4 * M + 5 * S)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      showDays: true,
      finished: false,
    });
  });

  it("shows the days box only when days are above 0", () => {
    expect(splitRemaining(23 * H + 59 * M + 59 * S)).toMatchObject({ days: 0, hours: 23, showDays: false });
    expect(splitRemaining(D).showDays).toBe(true);
  });

  it("is finished at zero, below zero and for nonsense", () => {
    expect(splitRemaining(0)).toMatchObject({ finished: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitRemaining(-5000).finished).toBe(true);
    expect(splitRemaining(Number.NaN).finished).toBe(true);
    expect(splitRemaining(999).finished).toBe(true); // under a second shows 00:00:00
    expect(splitRemaining(1000).finished).toBe(false);
  });

  it("counts from an ISO end time", () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    expect(remainingMs("2026-11-21T11:30:00Z", now)).toBe(90 * M);
    expect(remainingMs("not a date", now)).toBe(0);
    expect(countdownParts("2026-11-21T09:00:00Z", now).finished).toBe(true);
    expect(countdownParts("2026-11-22T10:00:01Z", now)).toMatchObject({ days: 1, seconds: 1 });
  });

  it("pads boxes to two digits", () => {
    expect(pad2(5)).toBe("05");
    expect(pad2(42)).toBe("42");
  });
});
