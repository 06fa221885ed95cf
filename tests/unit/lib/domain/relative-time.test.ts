import { describe, expect, it } from "vitest";
import { relativeTimeEs } from "@/lib/domain/relative-time";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("relativeTimeEs", () => {
  it("says 'ahora' under a minute and for a clock slightly ahead", () => {
    expect(relativeTimeEs(ago(30_000), NOW)).toBe("ahora");
    expect(relativeTimeEs(ago(-5_000), NOW)).toBe("ahora");
  });

  it("counts whole minutes, hours and days, the largest unit first", () => {
    expect(relativeTimeEs(ago(5 * 60_000), NOW)).toBe("hace 5 minutos");
    expect(relativeTimeEs(ago(2 * 3_600_000 + 59 * 60_000), NOW)).toBe("hace 2 horas");
    expect(relativeTimeEs(ago(86_400_000 + 3_600_000), NOW)).toBe("ayer");
    expect(relativeTimeEs(ago(3 * 86_400_000), NOW)).toBe("hace 3 días");
  });

  it("answers an empty string for an unreadable date", () => {
    expect(relativeTimeEs("no es fecha", NOW)).toBe("");
  });
});
