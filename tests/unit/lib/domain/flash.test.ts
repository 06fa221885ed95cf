import { describe, expect, it } from "vitest";
import { FLASH_CATEGORIES, FLASH_SORTS, flashCategoryToQuery, flashSortToQuery, offerStats } from "@/lib/domain/flash";
import { parseFlashState } from "@/lib/domain/url-state/listings";

describe("flash page filters (SPEC 'Flash page')", () => {
  it("lists the flash categories in SPEC order", () => {
    expect(FLASH_CATEGORIES).toEqual([
      "all",
      "spa",
      "restaurante",
      "aventura",
      "fotografia",
      "tecnologia",
      "belleza",
      "viajes",
    ]);
    expect(flashCategoryToQuery("all")).toBeUndefined();
    expect(flashCategoryToQuery("spa")).toBe("spa");
  });

  it("maps time, discount, price and popularity to the search sorts", () => {
    expect(FLASH_SORTS.map(flashSortToQuery)).toEqual([
      "termina-pronto",
      "descuento-desc",
      "precio-asc",
      "popularidad",
    ]);
    expect(parseFlashState({ sort: "bogus" }).sort).toBe("time");
  });
});

describe("offer stats (PRODUCT 1 and 6)", () => {
  it("counts offers, keeps the best discount and sums real savings", () => {
    expect(
      offerStats([
        { discountPercent: 40, originalPriceCents: 10000, discountPriceCents: 6000 },
        { discountPercent: 55, originalPriceCents: 20000, discountPriceCents: 9000 },
        { discountPercent: 0, originalPriceCents: null, discountPriceCents: 5000 },
      ]),
    ).toEqual({ count: 3, bestDiscount: 55, totalSavingsCents: 15000 });
    expect(offerStats([])).toEqual({ count: 0, bestDiscount: 0, totalSavingsCents: 0 });
  });
});
