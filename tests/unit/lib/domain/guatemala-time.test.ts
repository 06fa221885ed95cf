import { describe, expect, it } from "vitest";
import { parseGuatemalaDateTime, toGuatemalaDateTimeLocal } from "@/lib/domain/guatemala-time";

describe("datetime-local values on Guatemala's clock", () => {
  it("reads a zone-less value as America/Guatemala (UTC-6)", () => {
    expect(parseGuatemalaDateTime("2026-12-24T18:30")?.toISOString()).toBe("2026-12-25T00:30:00.000Z");
    expect(parseGuatemalaDateTime("2027-06-01T00:00:15")?.toISOString()).toBe("2027-06-01T06:00:15.000Z");
  });

  it("takes a value with its own zone as written", () => {
    expect(parseGuatemalaDateTime("2026-12-24T18:30:00Z")?.toISOString()).toBe("2026-12-24T18:30:00.000Z");
    expect(parseGuatemalaDateTime("2026-12-24T18:30:00-06:00")?.toISOString()).toBe("2026-12-25T00:30:00.000Z");
  });

  it("rejects malformed and impossible times", () => {
    for (const bad of [
      "",
      "mañana",
      "2026-02-30T10:00",
      "2026-12-24 18:30",
      "2026-12-24T25:00",
      "2026-13-01T10:00",
      "24/12/2026 18:30",
    ]) {
      expect(parseGuatemalaDateTime(bad)).toBeNull();
    }
  });

  it("writes an instant back for the edit form", () => {
    expect(toGuatemalaDateTimeLocal(new Date("2026-12-25T00:30:00Z"))).toBe("2026-12-24T18:30");
  });
});
