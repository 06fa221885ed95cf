// The home's below-the-fold sections: real orderings and honest business figures (PRODUCT 1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getHomeSections } from "@/lib/data/catalogue/home";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("home sections [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("orders popular by sold, most visited by views and newest by creation", async () => {
    const { popular, mostViewed, newest } = await getHomeSections();
    for (const list of [popular, mostViewed, newest]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(4);
      for (const c of list) expect(Date.parse(c.endTime)).toBeGreaterThan(Date.now());
    }
    const sold = popular.map((c) => c.sold);
    expect([...sold].sort((a, b) => b - a)).toEqual(sold);
    const views = mostViewed.map((c) => c.viewCount);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it("lists verified businesses with figures from business_public_stats", async () => {
    const { businesses } = await getHomeSections();
    expect(businesses.length).toBeGreaterThan(0);
    expect(businesses.length).toBeLessThanOrEqual(4);
    for (const b of businesses) {
      expect(b.name).toBeTruthy();
      expect(b.slug).toMatch(/^[a-z0-9-]+$/);
      expect(Number.isInteger(b.followers)).toBe(true);
      expect(b.activeCoupons).toBeGreaterThanOrEqual(0);
      if (b.reviews === 0) expect(b.rating).toBeNull();
      else expect(b.rating).toBeGreaterThanOrEqual(1);
    }
  });
});
