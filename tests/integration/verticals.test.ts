// Every vertical chip, through searchCoupons on the seed, returns only coupons whose stored
// attributes match it (PRODUCT 6), and the bands of a group partition the vertical.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCoupons } from "@/lib/data/search/search";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { selectVertical, VERTICALS, type Chip } from "@/lib/domain/verticals";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

function matches(c: CouponSummary, chip: Chip): boolean {
  const { details: d = {}, minPriceCents: min, maxPriceCents: max } = chip.query;
  const price = c.discountPriceCents;
  if ((min !== undefined && price < min) || (max !== undefined && price >= max)) return false;
  for (const key of ["cuisine", "difficulty", "experienceType", "tripType"] as const)
    if (d[key] && c.details[key] !== d[key]) return false;
  const h = c.details.durationHours;
  if (d.minDurationHours !== undefined && !(h !== undefined && h >= d.minDurationHours)) return false;
  if (d.maxDurationHours !== undefined && !(h !== undefined && h <= d.maxDurationHours)) return false;
  const days = c.details.days;
  if (d.minDays !== undefined && !(days !== undefined && days >= d.minDays)) return false;
  if (d.maxDays !== undefined && !(days !== undefined && days <= d.maxDays)) return false;
  return true;
}

describe.each(testEngines())("verticals [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  for (const def of Object.values(VERTICALS)) {
    it(`${def.id}: each chip returns exactly the coupons with its attributes`, async () => {
      const fetched = await searchCoupons(selectVertical(def, {}).query);
      expect(fetched.total).toBeLessThanOrEqual(60);
      const all = fetched;
      expect(all.total).toBeGreaterThan(0);
      // Only the vertical's own category, never keyword matches from other categories.
      for (const c of all.items) expect(c.category).toBe(def.category);
      if (def.kind === "experience") for (const c of all.items) expect(c.details.difficulty).toBeDefined();
      if (def.kind === "trip") for (const c of all.items) expect(c.details.tripType).toBeDefined();
      for (const group of def.groups) {
        let sum = 0;
        for (const chip of group.chips.slice(1)) {
          const res = await searchCoupons(selectVertical(def, { [group.param]: chip.value }).query);
          const page = res;
          for (const c of page.items) expect(matches(c, chip), `${c.title} ~ ${group.param}=${chip.value}`).toBe(true);
          // Exactly: nothing of the vertical that matches the chip is left out.
          expect(page.total, `${group.param}=${chip.value}`).toBe(all.items.filter((c) => matches(c, chip)).length);
          sum += page.total;
        }
        // Bands (price, duration) cover the whole vertical once each.
        if (["price", "duration"].includes(group.param)) expect(sum).toBe(all.total);
      }
    });
  }
});
