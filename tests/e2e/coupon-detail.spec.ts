import { expect, test } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { buildSeedReviews } from "@/lib/db/seed/reviews";
import { formatQuetzales } from "@/lib/domain/money";
import { presetCookieConsent } from "./helpers/shell";

// SPEC 'Coupon detail' + PRODUCT 1 and 8, on the seeded catalogue (ids derived as the seed does).
const seeds = buildSeedCoupons();
const reviews = buildSeedReviews(seeds);
const running = seeds.filter((c) => c.endsInHours > 2);
const reviewCount = (key: string) => reviews.filter((r) => r.couponKey === key).length;
const normal = running.find((c) => c.remaining > 10 && c.isFlashSale && reviewCount(c.key) >= 2)!;
const soldOut = running.find((c) => c.remaining === 0)!;
const few = running.find((c) => c.remaining > 0 && c.remaining <= 3)!;
const unreviewed = running.find((c) => c.remaining > 10 && reviewCount(c.key) === 0)!;
const path = (c: { key: string }) => `/cupon/${seedId("coupon", c.key)}`;

/** The server HTML without its scripts: what a crawler without JavaScript reads. */
function visibleHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
}

interface LdProduct {
  name: string;
  url: string;
  offers: { price: string; priceCurrency: string; availability: string; validThrough: string };
  aggregateRating?: { ratingValue: string; reviewCount: number };
}
interface LdBreadcrumbs {
  itemListElement: { name: string; item: string; position: number }[];
}

function ld<T>(html: string, type: string): T {
  const found = jsonLd(html).find((d) => d["@type"] === type);
  expect(found, type).toBeDefined();
  return found as unknown as T;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

test.describe("coupon detail /cupon/{id}", () => {
  test("the server HTML carries title, prices, savings, stock, seller, tabs and share links", async ({ request }) => {
    const response = await request.get(path(normal));
    expect(response.status()).toBe(200);
    const html = visibleHtml(await response.text());
    const saved = normal.originalPriceCents - normal.discountPriceCents;
    const pct = Math.round((saved / normal.originalPriceCents) * 100);
    expect(html).toContain(`<title>${normal.title} | CuponGT</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${normal.title}</h1>`));
    expect(html).toContain(formatQuetzales(normal.discountPriceCents));
    expect(html).toContain(formatQuetzales(normal.originalPriceCents));
    expect(html).toContain(`Ahorras ${formatQuetzales(saved)} (${pct}% OFF)`);
    expect(html).toContain("¡Oferta por tiempo limitado!");
    expect(html).toContain("Stock disponible");
    expect(html).toContain(`${normal.remaining}/${normal.totalStock}`);
    expect(html).toContain(`${normal.totalStock - normal.remaining} personas ya compraron este cupón`);
    expect(html).toContain("Comprar este cupón");
    // Checkout adds IVA on top (SPEC's cart): the page says so, and no line claims the opposite.
    expect(html).toContain("Precio sin IVA: el IVA (12%) se agrega al pagar.");
    expect(html).not.toMatch(/IVA incluido/i);
    expect(html).not.toContain("¡Últimas unidades!");
    expect(html).toContain(`href="/negocio/${normal.businessSlug}"`);
    expect(html).toContain("Ver perfil");
    expect(html).not.toContain("/editar");
    for (const tab of ["Descripción", "Qué incluye", "Términos", "Ubicación", "Reseñas", "Negocio"])
      expect(html).toContain(tab);
    expect(html).toContain(normal.details.longDescription!);
    for (const item of [...normal.details.included!, ...normal.details.restrictions!]) expect(html).toContain(item);
    // The specification's map placeholder gave way to the branches and their directions, in the
    // server's HTML (the interactive map loads only when it is about to be seen).
    expect(html).not.toContain("Mapa interactivo próximamente");
    expect(html).toContain("Cómo llegar");
    expect(html).toMatch(/https:\/\/waze\.com\/ul\?ll=1[3-7]\.\d+,-(8[8-9]|9[0-2])\.\d+(&amp;|&)navigate=yes/);
    expect(html).toMatch(
      /https:\/\/www\.google\.com\/maps\/dir\/\?api=1(&amp;|&)destination=1[3-7]\.\d+,-(8[8-9]|9[0-2])\.\d+/,
    );
    expect(html).toContain("Contactar vendedor");
    expect(html).toContain("Inicia sesión para reseñar");
    const wa = html.match(/href="(https:\/\/wa\.me\/\?text=[^"]+)"/)?.[1];
    expect(wa).toBeDefined();
    const text = decodeURIComponent(wa!.slice("https://wa.me/?text=".length));
    expect(text).toContain(normal.title);
    expect(text).toContain(formatQuetzales(normal.discountPriceCents));
    expect(text).toMatch(new RegExp(`https?://[^\\s]+${path(normal)}$`));
    expect(html).toMatch(new RegExp(`<img[^>]+alt="${normal.title}"`));
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/cupon\/[0-9a-f-]{36}"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+opengraph-image/);
  });

  test("JSON-LD Product, Offer, AggregateRating and BreadcrumbList match the page", async ({ request }) => {
    const html = await (await request.get(path(normal))).text();
    const product = ld<LdProduct>(html, "Product");
    expect(product.name).toBe(normal.title);
    expect(product.url).toMatch(new RegExp(`${path(normal)}$`));
    expect(product.offers.price).toBe((normal.discountPriceCents / 100).toFixed(2));
    expect(product.offers.priceCurrency).toBe("GTQ");
    expect(product.offers.availability).toBe("https://schema.org/InStock");
    expect(Date.parse(product.offers.validThrough)).toBeGreaterThan(Date.now());
    const own = reviews.filter((r) => r.couponKey === normal.key);
    const avg = Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10;
    expect(product.aggregateRating?.reviewCount).toBe(own.length);
    expect(product.aggregateRating?.ratingValue).toBe(avg.toFixed(1));
    const visible = visibleHtml(html);
    expect(visible).toContain(`${avg.toFixed(1)} de 5 · ${own.length} reseñas`);
    const crumbs = ld<LdBreadcrumbs>(html, "BreadcrumbList");
    expect(crumbs.itemListElement[0]?.name).toBe("Inicio");
    expect(crumbs.itemListElement.at(-1)?.name).toBe(normal.title);
    expect(crumbs.itemListElement[1]?.item).toMatch(new RegExp(`/categoria/${normal.category}$`));
  });

  test("reviews are listed newest first; an unreviewed coupon says so and has no AggregateRating", async ({
    page,
    request,
  }) => {
    await page.goto(path(normal));
    await page.getByRole("tab", { name: /Reseñas/ }).click();
    const times = await page
      .getByTestId("reviews")
      .locator("time")
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute("datetime")!)));
    expect(times.length).toBe(reviewCount(normal.key));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(page.getByRole("tabpanel")).toContainText("Inicia sesión para reseñar");

    const html = await (await request.get(path(unreviewed))).text();
    expect(visibleHtml(html)).toContain("Aún no hay reseñas");
    expect(ld<LdProduct>(html, "Product").aggregateRating).toBeUndefined();
  });

  test("a sold-out coupon shows 'Agotado', a disabled buy button and SoldOut", async ({ page, request }) => {
    const html = await (await request.get(path(soldOut))).text();
    expect(visibleHtml(html)).toContain(`0/${soldOut.totalStock}`);
    expect(ld<LdProduct>(html, "Product").offers.availability).toBe("https://schema.org/SoldOut");
    await page.goto(path(soldOut));
    await expect(page.getByRole("button", { name: "Agotado" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Comprar este cupón" })).toHaveCount(0);
  });

  test("a coupon with 3 or fewer left shows '¡Últimas unidades!' and a red stock bar", async ({ request }) => {
    const html = visibleHtml(await (await request.get(path(few))).text());
    expect(html).toContain("¡Últimas unidades!");
    expect(html).toContain(`${few.remaining}/${few.totalStock}`);
    expect(html).toMatch(/data-level="critical" class="[^"]*bg-red-600/);
  });

  test("malformed and unknown ids answer 404 with 'Cupón no encontrado' in the server HTML", async ({
    request,
    page,
  }) => {
    for (const id of [
      "abc",
      "00000000-0000-4000-8000-000000000000",
      "x".repeat(300),
      seedId("coupon", seeds.find((c) => c.endsInHours < 0)!.key),
    ]) {
      const response = await request.get(`/cupon/${id}`);
      expect(response.status(), id).toBe(404);
      const html = visibleHtml(await response.text());
      expect(html).toMatch(/<h1[^>]*>Cupón no encontrado<\/h1>/);
      expect(html).toContain("Puede que haya expirado o no exista.");
      expect(html).toMatch(/<a[^>]*href="\/buscar"[^>]*>Ver ofertas<\/a>/);
    }
    // Not even valid percent-encoding: the same view, never a 500 (proxy.ts).
    const broken = await request.get("/cupon/%ZZ");
    expect(broken.status()).toBe(404);
    expect(visibleHtml(await broken.text())).toContain("Puede que haya expirado o no exista.");
    expect((await request.post("/api/cupones/%ZZ/vista")).status()).toBe(400);
    await page.goto("/cupon/abc");
    await expect(page.getByRole("heading", { level: 1, name: "Cupón no encontrado" })).toBeVisible();
  });

  test("'Compartir' without the Web Share API copies the link and says '¡Enlace copiado!'", async ({
    page,
    context,
    baseURL,
  }) => {
    await presetCookieConsent(context);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(path(normal));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Compartir", exact: true }).click();
    await expect(page.getByText("¡Enlace copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path(normal)}$`));
  });

  test("the view endpoint counts valid ids (204) and refuses malformed ones (400)", async ({ request }) => {
    expect((await request.post(`/api/cupones/${seedId("coupon", normal.key)}/vista`)).status()).toBe(204);
    expect((await request.post("/api/cupones/abc/vista")).status()).toBe(400);
    expect((await request.post(`/api/cupones/${"%27".repeat(50)}/vista`)).status()).toBe(400);
  });

  test("the OpenGraph image is a generated PNG", async ({ request }) => {
    const response = await request.get(`${path(normal)}/opengraph-image`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});
