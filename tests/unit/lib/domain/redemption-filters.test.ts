import { describe, expect, it } from "vitest";
import {
  canUndoRedemption,
  parseRedemptionFilters,
  redemptionFiltersQuery,
  redemptionRange,
} from "@/lib/domain/redemption-filters";

// 2026-11-28 23:30 in Guatemala (UTC-6) is already the 29th in UTC.
const NOW = new Date("2026-11-29T05:30:00Z");
const BRANCH = "3f0e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("redemption filters", () => {
  it("defaults to the last 30 Guatemala days, whatever the server's zone", () => {
    expect(parseRedemptionFilters({}, NOW)).toEqual({
      from: "2026-10-30",
      to: "2026-11-28",
      branchId: null,
      memberId: null,
    });
  });

  it("falls back on malformed values and reads a reversed range the right way round", () => {
    expect(
      parseRedemptionFilters(
        { desde: "2026-02-30", hasta: "ayer", sucursal: "no-es-un-id", miembro: ["x", BRANCH] },
        NOW,
      ),
    ).toEqual({ from: "2026-10-30", to: "2026-11-28", branchId: null, memberId: null });
    expect(
      parseRedemptionFilters({ desde: "2026-11-20", hasta: "2026-11-01", sucursal: BRANCH.toUpperCase() }, NOW),
    ).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-20",
      branchId: BRANCH,
    });
    expect(parseRedemptionFilters({ desde: "2026-11-01T00:00-06:00" }, NOW).from).toBe("2026-10-30");
  });

  it("asks the database from the first day's start to the next day's, in Guatemala", () => {
    expect(redemptionRange({ from: "2026-11-01", to: "2026-11-28", branchId: null, memberId: null })).toEqual({
      from: "2026-11-01T06:00:00.000Z",
      to: "2026-11-29T06:00:00.000Z",
    });
  });

  it("writes the filters back as the page's query", () => {
    expect(
      redemptionFiltersQuery("b1", { from: "2026-11-01", to: "2026-11-02", branchId: BRANCH, memberId: null }),
    ).toBe(`negocio=b1&desde=2026-11-01&hasta=2026-11-02&sucursal=${BRANCH}`);
  });

  it("lets a redemption be undone for 10 minutes, once", () => {
    const at = (min: number) => new Date(NOW.getTime() - min * 60_000).toISOString();
    expect(canUndoRedemption({ redeemedAt: at(9.9), undoneAt: null }, NOW)).toBe(true);
    expect(canUndoRedemption({ redeemedAt: at(10), undoneAt: null }, NOW)).toBe(false);
    expect(canUndoRedemption({ redeemedAt: at(1), undoneAt: at(0.5) }, NOW)).toBe(false);
  });
});
