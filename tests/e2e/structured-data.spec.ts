// Issue 17 item 5: every JSON-LD block of the main pages passes the schema.org / Google
// rich-result rules (lib/seo/json-ld-rules.ts), and each ItemList matches the cards it describes.
// Server HTML only: what a crawler without JavaScript reads.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { jsonLdTypes, validateJsonLd } from "@/lib/seo/json-ld-rules";
import { couponLinks, fetchHtml, jsonLdBlocks } from "./helpers/html";

type ItemList = { "@type": string; name: string; itemListElement: Array<{ position: number; url: string }> };

const path = (url: string) => new URL(url).pathname;

async function firstCoupon(request: APIRequestContext): Promise<string> {
  const links = couponLinks(await fetchHtml(request, "/recien-llegados"));
  expect(links.length).toBeGreaterThan(0);
  return links[0]!;
}

const PAGES: Array<{ path: string; types: string[] }> = [
  { path: "/", types: ["WebSite", "Organization", "ItemList"] },
  { path: "/buscar?q=pizza", types: ["ItemList"] },
  { path: "/buscar", types: ["ItemList"] },
  { path: "/categoria/restaurantes", types: ["BreadcrumbList", "ItemList"] },
  { path: "/populares", types: ["ItemList"] },
  { path: "/mas-visitados", types: ["ItemList"] },
  { path: "/recien-llegados", types: ["ItemList"] },
  { path: "/ofertas-flash", types: ["ItemList"] },
  { path: "/ultimos-minutos", types: ["ItemList"] },
  { path: "/restaurantes", types: ["ItemList"] },
  { path: "/empresas", types: ["ItemList"] },
  { path: "/negocio/la-toscana-zona-10", types: ["LocalBusiness", "BreadcrumbList", "ItemList"] },
  { path: "/ayuda", types: ["FAQPage", "BreadcrumbList"] },
  { path: "/terminos", types: ["Article"] },
];

for (const page of PAGES) {
  test(`JSON-LD of ${page.path} passes the rich-result rules`, async ({ request }) => {
    const blocks = jsonLdBlocks(await fetchHtml(request, page.path));
    expect(blocks.length).toBeGreaterThan(0);
    for (const type of page.types) expect(jsonLdTypes(blocks), `${page.path} declares ${type}`).toContain(type);
    for (const block of blocks) expect(validateJsonLd(block), `${page.path} ${String(block["@type"])}`).toEqual([]);
  });
}

test("the coupon page: valid Product/Offer (price '0.00' form, GTQ, priceValidUntil) and breadcrumb", async ({
  request,
}) => {
  const coupon = await firstCoupon(request);
  const blocks = jsonLdBlocks(await fetchHtml(request, coupon));
  expect(jsonLdTypes(blocks)).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  for (const block of blocks) expect(validateJsonLd(block), String(block["@type"])).toEqual([]);
  const product = blocks.find((b) => b["@type"] === "Product") as {
    image: string[];
    offers: { price: string; priceValidUntil: string };
  };
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  // The seed's artwork is SVG: the Product points at the coupon's generated PNG, which answers.
  const image = await request.get(path(product.image[0]!));
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("each home section's ItemList lists its cards, in order, with the cards' URLs", async ({ request }) => {
  const html = await fetchHtml(request, "/");
  for (const id of ["todos-los-cupones", "populares", "mas-vistos", "recien-llegados"]) {
    const section = html.match(new RegExp(`<section id="${id}"[\\s\\S]*?</section>`))?.[0] ?? "";
    const cards = couponLinks(section);
    expect(cards.length, id).toBeGreaterThan(0);
    const list = jsonLdBlocks(section).find((b) => b["@type"] === "ItemList") as ItemList | undefined;
    expect(list, `${id} ItemList`).toBeTruthy();
    expect(list!.itemListElement.map((i) => path(i.url))).toEqual(cards);
    expect(list!.itemListElement.map((i) => i.position)).toEqual(cards.map((_, i) => i + 1));
  }
});

for (const listPath of [
  "/buscar?q=pizza",
  "/categoria/restaurantes",
  "/populares",
  "/negocio/la-toscana-zona-10",
  "/buscar?page=2",
]) {
  test(`the ItemList of ${listPath} follows the cards (URLs and positions)`, async ({ request }) => {
    const html = await fetchHtml(request, listPath);
    const list = jsonLdBlocks(html).find((b) => b["@type"] === "ItemList") as ItemList;
    const cards = couponLinks(html);
    expect(cards.length).toBeGreaterThan(0);
    expect(list.itemListElement.map((i) => path(i.url))).toEqual(cards);
    const first = list.itemListElement[0]!.position;
    expect(list.itemListElement.map((i) => i.position)).toEqual(cards.map((_, i) => first + i));
  });
}
