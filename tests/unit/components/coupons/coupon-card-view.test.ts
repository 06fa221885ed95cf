// Issue 18: the coupon card renders in a client component from server-formatted data; its HTML
// must still hold every text, link and test hook the server card had (crawlers, JavaScript off).
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { CartProvider } from "@/components/cart/cart-provider";
import { CardDictionary, CouponCardsAt } from "@/components/coupons/card-dictionary";
import { CardItemListJsonLd } from "@/components/coupons/card-item-list-json-ld";
import { CouponCardList, CouponCardView, cardImageSrc, type CardData } from "@/components/coupons/coupon-card-view";
import { CouponItemListJsonLd } from "@/components/seo/json-ld-island";
import { clientMessages } from "@/lib/i18n/client-messages";

const id = "6c44b9f2-deb9-5ea8-a6da-deee6983abf8";
const card = (over: Partial<Record<number, unknown>> = {}): CardData => {
  const base: unknown[] = [
    id,
    "Vuelo panorámico",
    "Volcán Tours",
    "Treinta minutos de vuelo.",
    "/images/coupons/x.svg",
    "Q1,290.00",
    "Q2,200.00",
    129000,
    41,
    false,
    "4.0",
    2,
    229,
    "24 nov 2026",
    "2026-11-24T18:30:29.490Z",
  ];
  for (const [i, v] of Object.entries(over)) base[Number(i)] = v;
  return base as unknown as CardData;
};
const renderTree = (tree: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      { locale: "es-GT", messages: clientMessages(), timeZone: "America/Guatemala" } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      createElement(CartProvider, null as unknown as ComponentProps<typeof CartProvider>, tree),
    ),
  ).replace(/<!-- -->/g, "");
const render = (c: CardData, props: Record<string, unknown> = {}) =>
  renderTree(createElement(CouponCardView, { c, ...props }));

describe("CouponCardView", () => {
  it("renders the SPEC 2 card: badges, business, title, texts, prices, rating, validity and four links to the coupon", () => {
    const html = render(card());
    expect(html).toContain(`data-testid="coupon-card" data-end-time="2026-11-24T18:30:29.490Z"`);
    expect(html).toContain(`<span data-testid="discount-badge" class="badge-off">-41%</span>`);
    expect(html).toContain(`<p class="cc-biz">Volcán Tours</p>`);
    expect(html).toContain(`<p class="cc-desc">Treinta minutos de vuelo.</p>`);
    expect(html).toContain(`aria-label="Calificación 4.0 de 5"`);
    expect(html).toContain("4.0 (2 reseñas)");
    expect(html).toContain(`<span class="cc-price">Q1,290.00</span><span class="cc-was">Q2,200.00</span>`);
    expect(html).toContain("Válido hasta 24 nov 2026");
    expect(html).toContain(`data-testid="ab-cta"`);
    expect(html).toContain(`data-action="add-to-cart"`);
    expect(html).toContain(">Ver cupón</a>");
    expect(html).toContain(`loading="lazy"`);
    expect(html.match(new RegExp(`href="/cupon/${id}"`, "g"))).toHaveLength(4);
    expect(html).not.toContain("badge-flash");
  });

  it("shows the empty texts, the stock warning, FLASH and an eager image when asked", () => {
    const html = render(card({ 3: "", 9: true, 10: null, 11: 0, 12: 3, 6: null }), { eager: true });
    expect(html).toContain("Descripción no disponible");
    expect(html).toContain("Sin reseñas todavía");
    expect(html).toContain(`<span class="badge-flash">FLASH</span>`);
    expect(html).toContain(`<p class="cc-left text-destructive">Solo 3 disponibles</p>`);
    expect(html).toContain(`data-action="open"`);
    expect(html).toContain(`loading="eager"`);
    expect(html).not.toContain("cc-was");
  });

  it("a sold-out card says so and has no call to action", () => {
    const html = render(card({ 12: 0 }));
    expect(html).toContain("Agotado");
    expect(html).not.toContain("ab-cta");
  });
});

describe("card images", () => {
  it("rebuilds a bundled illustration's path from its name and keeps any other URL", () => {
    expect(cardImageSrc("belleza-maquillaje")).toBe("/images/coupons/belleza-maquillaje.svg");
    expect(cardImageSrc(null)).toBe("/images/coupons/default.svg");
    expect(cardImageSrc("/uploads/a.webp")).toBe("/uploads/a.webp");
    expect(cardImageSrc("https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(render(card({ 4: "viajes" }))).toContain(`src="/images/coupons/viajes.svg"`);
  });
});

describe("CardDictionary", () => {
  const other = card({ 0: "b2", 1: "Otro cupón" });
  const page = (tree: ReturnType<typeof createElement>) =>
    renderTree(
      createElement(
        CardDictionary,
        { cards: [card(), other] } as unknown as ComponentProps<typeof CardDictionary>,
        tree,
      ),
    );

  it("a list given positions draws the same cards as a list given their data", () => {
    const byPosition = page(
      createElement(CouponCardsAt, {
        at: [1, 0],
        eagerFirst: 1,
        item: { className: "flash-slide", testId: "flash-slide" },
      }),
    );
    const byData = renderTree(
      createElement(CouponCardList, {
        cards: [other, card()],
        eagerFirst: 1,
        item: { className: "flash-slide", testId: "flash-slide" },
      }),
    );
    expect(byPosition).toBe(byData);
    expect(byPosition.indexOf("Otro cupón")).toBeLessThan(byPosition.indexOf("Vuelo panorámico"));
  });

  it("an ItemList given positions lists the same coupon pages as one given ids", () => {
    const byPosition = page(createElement(CardItemListJsonLd, { name: "Populares", site: "https://x.gt", at: [1, 0] }));
    const byIds = renderTree(
      createElement(CouponItemListJsonLd, { name: "Populares", site: "https://x.gt", ids: ["b2", id] }),
    );
    expect(byPosition).toBe(byIds);
  });
});

describe("CouponItemListJsonLd", () => {
  it("builds Google's summary-page ItemList from the ids, as the server-built list was", () => {
    const html = renderTree(
      createElement(CouponItemListJsonLd, {
        name: "Populares",
        url: "https://x.gt/populares",
        site: "https://x.gt",
        ids: ["a", "b"],
      }),
    );
    const json = JSON.parse(html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, ""));
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Populares",
      url: "https://x.gt/populares",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://x.gt/cupon/a" },
        { "@type": "ListItem", position: 2, url: "https://x.gt/cupon/b" },
      ],
    });
    expect(Object.keys(json)).toEqual(["@context", "@type", "name", "url", "numberOfItems", "itemListElement"]);
  });
});

describe("CouponItemListJsonLd on an English page", () => {
  it("links the English pages of the list and of its coupons", () => {
    const html = renderToStaticMarkup(
      createElement(
        NextIntlClientProvider,
        { locale: "en-US", messages: {}, timeZone: "America/Guatemala" } as ComponentProps<
          typeof NextIntlClientProvider
        >,
        createElement(CouponItemListJsonLd, {
          name: "Popular",
          url: "https://x.gt/populares",
          site: "https://x.gt",
          ids: ["a"],
        }),
      ),
    );
    const json = JSON.parse(html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, ""));
    expect(json.url).toBe("https://x.gt/en/popular");
    expect(json.itemListElement[0].url).toBe("https://x.gt/en/coupon/a");
  });
});
