import { describe, expect, it } from "vitest";
import { createMetadata, cutDescription } from "@/lib/seo/metadata";

describe("createMetadata", () => {
  it("cuts descriptions to 150 characters on a word boundary", () => {
    const long = "Descuentos en restaurantes de la Zona 10 ".repeat(10);
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(150);
    expect(cut.endsWith("…")).toBe(true);
    expect(cutDescription("Corta")).toBe("Corta");
  });

  it("sets canonical, OpenGraph, Twitter and noindex for filtered duplicates", () => {
    const m = createMetadata({
      title: "Pizza",
      description: "Cupones de pizza",
      path: "/buscar",
      image: "/og.png",
      noIndex: true,
    });
    expect(m.alternates?.canonical).toBe("/buscar");
    expect(m.robots).toEqual({ index: false, follow: true });
    expect(m.openGraph).toMatchObject({ title: "Pizza", url: "/buscar", locale: "es_GT" });
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });
});
