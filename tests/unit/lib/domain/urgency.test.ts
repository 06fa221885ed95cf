import { describe, expect, it } from "vitest";
import { urgencyAt, urgencyLevel } from "@/lib/domain/urgency";

const H = 60 * 60 * 1000;

describe("flash urgency (SPEC 4 and 9)", () => {
  it("is high under 2 hours, medium under 6 hours, low otherwise", () => {
    expect(urgencyLevel(0)).toBe("high");
    expect(urgencyLevel(2 * H - 1)).toBe("high");
    expect(urgencyLevel(2 * H)).toBe("medium");
    expect(urgencyLevel(6 * H - 1)).toBe("medium");
    expect(urgencyLevel(6 * H)).toBe("low");
    expect(urgencyLevel(100 * H)).toBe("low");
  });

  it("reads an ISO end time", () => {
    const now = Date.parse("2026-11-21T10:00:00Z");
    expect(urgencyAt("2026-11-21T11:00:00Z", now)).toBe("high");
    expect(urgencyAt("2026-11-21T15:00:00Z", now)).toBe("medium");
    expect(urgencyAt("2026-11-22T10:00:00Z", now)).toBe("low");
    expect(urgencyAt("garbage", now)).toBe("high");
  });
});
