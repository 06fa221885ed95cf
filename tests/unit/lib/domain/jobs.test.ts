import { describe, expect, it } from "vitest";
import { afterFailure, errorText, periodKey, retryDelayMs } from "@/lib/jobs/retry";

describe("job retry rules", () => {
  it("doubles the delay after each failed attempt, up to the cap", () => {
    const policy = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((a) => retryDelayMs(a, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(retryDelayMs(100)).toBe(60 * 60_000);
    expect(() => retryDelayMs(0)).toThrow(RangeError);
  });

  it("retries until the attempts are spent, then fails", () => {
    const policy = { baseMs: 500, maxMs: 60_000 };
    expect(afterFailure(1, 3, policy)).toEqual({ state: "queued", delayMs: 500 });
    expect(afterFailure(2, 3, policy)).toEqual({ state: "queued", delayMs: 1_000 });
    expect(afterFailure(3, 3, policy)).toEqual({ state: "failed" });
    expect(afterFailure(1, 1, policy)).toEqual({ state: "failed" });
  });

  it("gives every worker the same key within a period and a new one in the next", () => {
    const minute = 60_000;
    const a = periodKey("release_expired_orders", minute, new Date("2026-11-24T03:00:05Z"));
    const b = periodKey("release_expired_orders", minute, new Date("2026-11-24T03:00:59.999Z"));
    const c = periodKey("release_expired_orders", minute, new Date("2026-11-24T03:01:00Z"));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(periodKey("cleanup", minute, new Date("2026-11-24T03:00:05Z"))).not.toBe(a);
    expect(() => periodKey("x", 0, new Date())).toThrow(RangeError);
  });

  it("keeps error texts short", () => {
    expect(errorText(new Error("SMTP down"))).toBe("Error: SMTP down");
    expect(errorText("x".repeat(2000), 10)).toHaveLength(10);
  });
});
