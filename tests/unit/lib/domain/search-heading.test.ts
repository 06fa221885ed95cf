import { describe, expect, it } from "vitest";
import messages from "@/messages/es.json";
import { searchHeading, type HeadingTemplates } from "@/lib/domain/search-heading";

// The real Spanish templates, filled the way next-intl does for these simple placeholders.
const m = messages.searchHeading;
const fill = (tpl: string, values: Record<string, string>) =>
  tpl.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
const t: HeadingTemplates = {
  query: (q) => fill(m.query, { q }),
  category: (category) => fill(m.category, { category }),
  location: (loc) => fill(m.location, { loc }),
  inCategory: (subject, category) => fill(m.inCategory, { subject, category }),
  atLocation: (subject, loc) => fill(m.atLocation, { subject, loc }),
  none: m.none,
};

describe("searchHeading", () => {
  it("says the query, then appends category and location", () => {
    expect(searchHeading({ q: "pizza" }, t)).toBe("Resultados para “pizza”");
    expect(searchHeading({ q: "pizza", category: "Restaurantes" }, t)).toBe("Resultados para “pizza” en Restaurantes");
    expect(searchHeading({ q: "pizza", category: "Restaurantes", loc: "Zona 10" }, t)).toBe(
      "Resultados para “pizza” en Restaurantes · Zona 10",
    );
    expect(searchHeading({ q: "pizza", loc: "Antigua" }, t)).toBe("Resultados para “pizza” · Antigua");
  });

  it("without a query names the category or the place", () => {
    expect(searchHeading({ category: "Spas" }, t)).toBe("Ofertas de Spas");
    expect(searchHeading({ category: "Spas", loc: "Zona 10" }, t)).toBe("Ofertas de Spas · Zona 10");
    expect(searchHeading({ loc: "Xela" }, t)).toBe("Ofertas en Xela");
  });

  it("falls back to the generic heading, ignoring blank parts", () => {
    expect(searchHeading({}, t)).toBe("Encuentra tu próxima oferta");
    expect(searchHeading({ q: "  ", loc: " " }, t)).toBe("Encuentra tu próxima oferta");
    expect(searchHeading({ q: " masaje " }, t)).toBe("Resultados para “masaje”");
  });
});
