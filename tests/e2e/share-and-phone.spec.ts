// Issue 17 items 2-3 (share images: each coupon, business and category its own 1200×630 PNG,
// never SVG) and 11-13 (a 390×844 phone's first screen: hero fields, compact search, buy bar).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { fetchHtml } from "./helpers/html";
import { gotoShell, MOBILE_VIEWPORT, presetCookieConsent } from "./helpers/shell";

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

/** Fetches a share image and reads its true size from the PNG header. */
async function pngSize(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const res = await request.get(new URL(url).pathname);
  expect(res.status(), url).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  const body = await res.body();
  expect(body.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

// A seeded coupon with ample stock and days to run. Not the newest listed one: other specs
// running at the same time publish coupons and take them down again, so the first card of
// /recien-llegados (cached for 30 s) could already answer 404.
const seeded = buildSeedCoupons().find((c) => c.remaining > 20 && c.endsInHours > 48)!;
const COUPON = `/cupon/${seedId("coupon", seeded.key)}`;

test.describe("share images (server HTML, no JavaScript)", () => {
  test("coupon, business and category pages each declare their own raster 1200×630 image", async ({ request }) => {
    const pages = [
      { path: COUPON, image: new RegExp(`${COUPON}/opengraph-image`) },
      { path: "/negocio/la-toscana-zona-10", image: /\/og\/negocio\/la-toscana-zona-10$/ },
      { path: "/categoria/restaurantes", image: /\/og\/categoria\/restaurantes$/ },
    ];
    const seen = new Set<string>();
    for (const page of pages) {
      const html = await fetchHtml(request, page.path);
      const image = meta(html, "og:image");
      expect(image, page.path).toMatch(/^https?:\/\//);
      expect(image).toMatch(page.image);
      expect(image).not.toMatch(/\.svg/i);
      expect(meta(html, "og:image:width")).toBe("1200");
      expect(meta(html, "og:image:height")).toBe("630");
      expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${image!.replace(/[.?]/g, "\\$&")}"`));
      expect(await pngSize(request, image!)).toEqual({ width: 1200, height: 630 });
      seen.add(image!);
    }
    expect(seen.size).toBe(3);
  });

  test("no page of a business declares an SVG share image or JSON-LD image", async ({ request }) => {
    const html = await fetchHtml(request, "/empresas");
    const slugs = [...new Set([...html.matchAll(/href="\/negocio\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].slice(0, 5);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const page = await fetchHtml(request, `/negocio/${slug}`);
      expect(meta(page, "og:image"), slug).not.toMatch(/\.svg/i);
      const ld = page.match(/"@type":"LocalBusiness"[\s\S]*?<\/script>/)?.[0] ?? "";
      expect(ld).not.toMatch(/\.svg/i);
    }
  });
});

test.describe("a 390×844 phone's first screen", () => {
  test.use({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ context }) => presetCookieConsent(context));

  test("the home hero's three fields have the same height, at least 44 px", async ({ page }) => {
    await gotoShell(page, "/");
    const heights = await Promise.all(
      ["#hero-q", "#hero-cat", "#hero-loc"].map(async (s) => (await page.locator(s).boundingBox())!.height),
    );
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    expect(new Set(heights.map(Math.round)).size).toBe(1);
  });

  test("after a search the hero is compact and the first result card starts within 600 px", async ({ page }) => {
    await gotoShell(page, "/buscar?q=masaje");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados para “masaje”");
    await expect(page.getByTestId("stat-offers")).toHaveCount(0);
    await expect(page.locator('main form[role="search"] input[name="q"]')).toHaveValue("masaje");
    const card = page.locator("main article").first();
    const box = await card.boundingBox();
    expect(box!.y).toBeLessThan(600);
  });

  test("the coupon page has a buy bar above the bottom navigation until the in-page button shows", async ({ page }) => {
    await gotoShell(page, COUPON);
    const bar = page.getByTestId("sticky-buy-bar");
    await expect(bar).toBeVisible();
    const price = await page.getByTestId("price").textContent();
    await expect(bar).toContainText(price!);
    await expect(bar.getByRole("button", { name: "Comprar este cupón" })).toBeVisible();
    // Above the bottom navigation, not over it.
    const barBox = (await bar.boundingBox())!;
    const navBox = (await page.getByRole("navigation", { name: "Navegación inferior" }).boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    // The in-page button on screen: the bar goes away; back up: it returns.
    await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    // Its button is the in-page one: the cart opens with the coupon.
    await bar.getByRole("button", { name: "Comprar este cupón" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("without JavaScript the bar is not shown (its button could do nothing)", async ({ request }) => {
    const html = await fetchHtml(request, COUPON);
    const bar = html.match(/<section[^>]*data-testid="sticky-buy-bar"[^>]*>/)?.[0];
    expect(bar).toBeTruthy();
    expect(bar).toMatch(/\shidden(=""|\s|>)/);
  });
});

test.describe("a 390×844 phone's first visit, before the cookie banner is answered", () => {
  test.use({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });

  test("the coupon page's buy bar shows its price and 'Comprar este cupón' uncovered by the banner, with no layout shift", async ({
    page,
  }) => {
    await gotoShell(page, COUPON);
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    const bar = page.getByTestId("sticky-buy-bar");
    await expect(banner).toBeVisible();
    await expect(bar).toBeVisible();
    const price = bar.locator(".text-primary").first();
    const buy = bar.getByRole("button", { name: "Comprar este cupón" });
    await expect(price).toHaveText(/^Q[\d,]+\.\d{2}$/);
    for (const target of [price, buy]) {
      await expect(target).toBeVisible();
      // What a tap at the centre of the price or the button would reach: the bar, not the banner.
      const hit = await target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          inBar: !!top?.closest('[data-testid="sticky-buy-bar"]'),
          inBanner: !!top?.closest('[data-slot="cookie-banner"]'),
        };
      });
      expect(hit).toEqual({ inBar: true, inBanner: false });
    }
    const [barBox, bannerBox] = [(await bar.boundingBox())!, (await banner.boundingBox())!];
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(barBox.y + 1);
    // The banner is placed above the bar from the first paint (CSS), so nothing moved on load.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(shift).toBe(0);
    // Answered: the banner goes and the bar stays where it was.
    await banner.getByRole("button", { name: "Aceptar" }).click();
    await expect(banner).toBeHidden();
    expect((await bar.boundingBox())!.y).toBe(barBox.y);
  });
});
