import { describe, expect, it } from "vitest";
import { couponBreadcrumbJsonLd, couponProductJsonLd, priceValidUntil } from "@/lib/seo/coupon-json-ld";
import { jsonLdTypes, validateJsonLd } from "@/lib/seo/json-ld-rules";

const coupon = {
  id: "3f2b9c1e-0000-4000-8000-000000000001",
  title: "Pizza familiar 2x1",
  description: "Dos pizzas",
  longDescription: null,
  category: "restaurantes",
  gallery: ["/images/coupons/restaurantes-pizza.svg"],
  imageUrl: "/images/coupons/restaurantes-pizza.svg",
  business: { name: "Pizzería La Toscana", slug: "pizzeria-la-toscana" },
  discountPriceCents: 9900,
  remaining: 3,
  endTime: "2026-12-25T05:30:00.000Z",
  ratingAverage: null,
  reviewCount: 0,
} as unknown as Parameters<typeof couponProductJsonLd>[0];

describe("couponProductJsonLd", () => {
  it("passes the Product/Offer rules: price string with 2 decimals, GTQ, availability URL, priceValidUntil", () => {
    const p = couponProductJsonLd(coupon) as unknown as Record<string, Record<string, unknown>>;
    expect(validateJsonLd(p)).toEqual([]);
    expect(p.offers).toMatchObject({
      price: "99.00",
      priceCurrency: "GTQ",
      availability: "https://schema.org/InStock",
    });
  });

  it("dates priceValidUntil on Guatemala's clock (05:30 UTC on the 25th is still the 24th there)", () => {
    expect(priceValidUntil("2026-12-25T05:30:00.000Z")).toBe("2026-12-24");
    expect(priceValidUntil("2026-12-25T06:30:00.000Z")).toBe("2026-12-25");
  });

  it("never declares an SVG image: falls back to the coupon's generated PNG", () => {
    const p = couponProductJsonLd(coupon) as unknown as { image: string[] };
    expect(p.image).toHaveLength(1);
    expect(p.image[0]).toMatch(/^https?:\/\/[^/]+\/cupon\/3f2b9c1e-0000-4000-8000-000000000001\/opengraph-image$/);
    const raster = couponProductJsonLd({ ...coupon, gallery: ["/uploads/a.webp", "/images/x.svg"] }) as unknown as {
      image: string[];
    };
    expect(raster.image).toEqual([expect.stringMatching(/\/uploads\/a\.webp$/)]);
  });

  it("adds AggregateRating only with real reviews, and marks sold-out offers", () => {
    expect(couponProductJsonLd(coupon)).not.toHaveProperty("aggregateRating");
    const rated = couponProductJsonLd({
      ...coupon,
      ratingAverage: 4.25,
      reviewCount: 3,
      remaining: 0,
    }) as unknown as Record<string, Record<string, unknown>>;
    expect(rated.aggregateRating).toMatchObject({ ratingValue: "4.3", reviewCount: 3 });
    expect(rated.offers!.availability).toBe("https://schema.org/SoldOut");
    expect(validateJsonLd(rated)).toEqual([]);
  });

  it("builds a breadcrumb with positions 1..n and absolute URLs", () => {
    const b = couponBreadcrumbJsonLd(coupon, "Inicio");
    expect(validateJsonLd(b)).toEqual([]);
    expect(b.itemListElement).toHaveLength(3);
  });
});

describe("validateJsonLd", () => {
  const ctx = { "@context": "https://schema.org" };
  const offer = {
    "@type": "Offer",
    url: "https://x.gt/cupon/1",
    price: "10.00",
    priceCurrency: "GTQ",
    availability: "https://schema.org/InStock",
    priceValidUntil: "2026-12-31",
  };
  const product = {
    ...ctx,
    "@type": "Product",
    name: "A",
    url: "https://x.gt/cupon/1",
    image: ["https://x.gt/a.png"],
    offers: offer,
  };

  it("accepts a complete Product", () => expect(validateJsonLd(product)).toEqual([]));

  it("rejects numeric or one-decimal prices, other currencies, bare availability, missing priceValidUntil", () => {
    const errors = validateJsonLd({
      ...product,
      offers: { ...offer, price: 10, priceCurrency: "USD", availability: "InStock", priceValidUntil: undefined },
    });
    expect(errors.join("\n")).toMatch(/price must be a string/);
    expect(errors.join("\n")).toMatch(/priceCurrency must be GTQ/);
    expect(errors.join("\n")).toMatch(/availability must be a schema.org URL/);
    expect(errors.join("\n")).toMatch(/priceValidUntil/);
    expect(validateJsonLd({ ...product, offers: { ...offer, price: "10.5" } })).toHaveLength(1);
  });

  it("rejects relative and SVG images, a missing image, and ratings without reviews", () => {
    expect(validateJsonLd({ ...product, image: "/a.png" })[0]).toMatch(/absolute/);
    expect(validateJsonLd({ ...product, image: "https://x.gt/a.svg" })[0]).toMatch(/SVG/);
    expect(validateJsonLd({ ...product, image: undefined })[0]).toMatch(/image is required/);
    expect(
      validateJsonLd({
        ...product,
        aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 0 },
      })[0],
    ).toMatch(/reviewCount/);
  });

  it("checks LocalBusiness address, BreadcrumbList positions and absolute items", () => {
    expect(validateJsonLd({ ...ctx, "@type": "LocalBusiness", name: "B", url: "https://x.gt/negocio/b" })[0]).toMatch(
      /address/,
    );
    const crumbs = {
      ...ctx,
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: "https://x.gt/" },
        { "@type": "ListItem", position: 3, name: "B", item: "/negocio/b" },
      ],
    };
    const errors = validateJsonLd(crumbs);
    expect(errors.some((e) => /position must be 2/.test(e))).toBe(true);
    expect(errors.some((e) => /absolute URL/.test(e))).toBe(true);
  });

  it("checks ItemList positions (a later page continues them), URLs and numberOfItems", () => {
    const item = (position: number) => ({ "@type": "ListItem", position, url: `https://x.gt/cupon/${position}` });
    expect(
      validateJsonLd({
        ...ctx,
        "@type": "ItemList",
        name: "L",
        numberOfItems: 2,
        itemListElement: [item(13), item(14)],
      }),
    ).toEqual([]);
    expect(
      validateJsonLd({ ...ctx, "@type": "ItemList", name: "L", numberOfItems: 3, itemListElement: [item(1), item(3)] }),
    ).toHaveLength(2);
  });

  it("checks FAQPage answers, Article headlines, WebSite search targets, context and unknown types", () => {
    expect(
      validateJsonLd({ ...ctx, "@type": "FAQPage", mainEntity: [{ "@type": "Question", name: "¿Qué?" }] })[0],
    ).toMatch(/acceptedAnswer/);
    expect(validateJsonLd({ ...ctx, "@type": "Article", headline: "x".repeat(111) })[0]).toMatch(/110/);
    expect(
      validateJsonLd({
        ...ctx,
        "@type": "WebSite",
        name: "S",
        url: "https://x.gt/",
        potentialAction: { target: "/buscar?q=x" },
      })[0],
    ).toMatch(/search_term_string/);
    expect(validateJsonLd({ "@type": "Organization", name: "O", url: "https://x.gt/" })[0]).toMatch(/@context/);
    expect(validateJsonLd({ ...ctx, "@type": "Thing" })[0]).toMatch(/no rules/);
    expect(jsonLdTypes([product, [{ "@type": "ItemList" }]])).toEqual(["Product", "ItemList"]);
  });
});
