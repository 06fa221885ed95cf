import { describe, expect, it } from "vitest";
import { LIST_SORT_TO_QUERY } from "@/app/(es)/(shop)/_templates/list-page-config";

// The list pages' URL state (categories, sorts, hrefs) is tested in tests/unit/lib/domain/url-state/listings.test.ts.
describe("list pages", () => {
  it("maps each sort option to the catalogue's ordering", () => {
    expect(LIST_SORT_TO_QUERY).toEqual({
      popularity: "popularidad",
      discount: "descuento-desc",
      price_low: "precio-asc",
      price_high: "precio-desc",
      views: "vistas",
      newest: "recientes",
    });
  });
});
