import { describe, expect, it } from "vitest";
import { windowStart } from "@/lib/domain/rate-limits";

describe("windowStart", () => {
  it("puts every instant of a window on the same start, and the next window on the next", () => {
    const start = Date.parse("2026-11-24T02:35:00.000Z");
    expect(windowStart(start, 300)).toBe("2026-11-24T02:35:00.000Z");
    expect(windowStart(start + 299_999, 300)).toBe("2026-11-24T02:35:00.000Z");
    expect(windowStart(start + 300_000, 300)).toBe("2026-11-24T02:40:00.000Z");
  });

  it("aligns day windows on UTC midnight", () => {
    expect(windowStart(Date.parse("2026-11-24T23:59:59.999Z"), 86_400)).toBe("2026-11-24T00:00:00.000Z");
  });
});
