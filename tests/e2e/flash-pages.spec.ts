// SPEC 'Flash page', 'Last minutes' and 'Last hours' (PRODUCT 1 and 6): server-rendered content,
// filters and sorts in the URL, countdowns and stock bars in the HTML, JSON-LD, robustness.
import { expect, test, type Browser, type Page } from "@playwright/test";

const UUID_LINK = /^\/cupon\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOUR = 3600_000;

/** Money text "Q1,234.50" -> cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/** A page without JavaScript: what it shows comes from the server HTML only. */
async function serverPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page;
}

async function itemListJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lists = scripts.map((s) => JSON.parse(s)).filter((d) => d["@type"] === "ItemList");
  expect(lists).toHaveLength(1);
  return lists[0] as { numberOfItems: number; itemListElement: Array<{ position: number; url: string; name: string }> };
}

async function endTimes(page: Page, selector: string): Promise<number[]> {
  return (await page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute("data-end-time") ?? ""))).map(
    (s) => Date.parse(s),
  );
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

test.describe("/ofertas-flash", () => {
  test("server HTML: title, flash cards with countdown, stock bar, Detalles and Comprar, canonical, ItemList", async ({
    browser,
  }) => {
    const page = await serverPage(browser, "/ofertas-flash");
    await expect(page).toHaveTitle(/Ofertas flash/);
    await expect(page.getByRole("heading", { level: 1, name: "Ofertas Flash" })).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/ofertas-flash$/);
    const cards = page.getByTestId("flash-card");
    const n = await cards.count();
    expect(n).toBeGreaterThan(5);
    const first = cards.first();
    await expect(first.getByTestId("discount-badge")).toHaveText(/^-\d+%$/);
    await expect(first.getByTestId("countdown")).toHaveText(/\d{2}\s*horas\s*\d{2}\s*min\s*\d{2}\s*seg/);
    await expect(first.getByText("Stock disponible")).toBeVisible();
    await expect(first.getByText(/^Quedan \d+$/)).toBeVisible();
    expect(await first.getByRole("link", { name: "Detalles" }).getAttribute("href")).toMatch(UUID_LINK);
    expect(await first.getByRole("link", { name: "Comprar" }).getAttribute("href")).toMatch(UUID_LINK);
    const list = await itemListJsonLd(page);
    expect(list.numberOfItems).toBe(n);
    expect(list.itemListElement).toHaveLength(n);
    expect(list.itemListElement[0]!.position).toBe(1);
    expect(new URL(list.itemListElement[0]!.url).pathname).toMatch(UUID_LINK);
    await expect(page.getByText(`${n} ofertas flash`)).toBeVisible();
    // Default sort: ending soonest first.
    expect(ascending(await endTimes(page, '[data-testid="flash-card"]'))).toBe(true);
  });

  test("stock bars are red at 3 or fewer, orange at 10 or fewer, primary otherwise", async ({ browser }) => {
    const page = await serverPage(browser, "/ofertas-flash");
    const bars = await page.getByTestId("stock-bar").evaluateAll((els) =>
      els.map((e) => ({
        level: e.getAttribute("data-level"),
        count: e.querySelector(".tabular-nums")?.textContent ?? "",
        bar: e.querySelector('[role="progressbar"] > div')?.className ?? "",
        width: (e.querySelector('[role="progressbar"] > div') as HTMLElement | null)?.style.width ?? "",
      })),
    );
    expect(bars.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const b of bars) {
      const [remaining, total] = b.count.split("/").map(Number) as [number, number];
      const expected = remaining <= 3 ? "critical" : remaining <= 10 ? "low" : "normal";
      expect(b.level).toBe(expected);
      expect(b.bar).toContain({ critical: "bg-red-600", low: "bg-orange-500", normal: "bg-primary" }[expected]);
      expect(b.width).toBe(`${Math.round((remaining / total) * 100)}%`);
      seen.add(expected);
    }
    // The seed has flash coupons with few units left and with plenty.
    expect(seen.has("normal")).toBe(true);
    expect(seen.size).toBeGreaterThan(1);
  });

  test("sorts by discount and price through the URL", async ({ browser }) => {
    const byDiscount = await serverPage(browser, "/ofertas-flash?sort=discount");
    const discounts = (await byDiscount.getByTestId("discount-badge").allTextContents()).map((s) =>
      Number(s.replace(/\D/g, "")),
    );
    expect(discounts.length).toBeGreaterThan(1);
    expect(descending(discounts)).toBe(true);
    await expect(byDiscount.locator('select[name="sort"]')).toHaveValue("discount");

    const byPrice = await serverPage(browser, "/ofertas-flash?sort=price");
    const prices = (await byPrice.getByTestId("price").allTextContents()).map(cents);
    expect(prices.length).toBeGreaterThan(1);
    expect(ascending(prices)).toBe(true);
  });

  test("category and search filters narrow the list; no match shows the empty text", async ({ browser }) => {
    const all = await (await serverPage(browser, "/ofertas-flash")).getByTestId("flash-card").count();
    const spa = await serverPage(browser, "/ofertas-flash?cat=spa");
    await expect(spa.locator('select[name="cat"]')).toHaveValue("spa");
    await expect(spa.getByRole("link", { name: "Spa" })).toHaveAttribute("aria-current", "page");
    expect(await spa.getByTestId("flash-card").count()).toBeLessThan(all);

    const none = await serverPage(browser, "/ofertas-flash?q=zzqxxwvv");
    await expect(none.getByText("No hay ofertas flash disponibles")).toBeVisible();
    await expect(none.getByTestId("flash-card")).toHaveCount(0);
  });

  test("the GET form applies filters without JavaScript", async ({ browser }) => {
    const page = await serverPage(browser, "/ofertas-flash");
    await page.locator('select[name="sort"]').selectOption("discount");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/sort=discount/);
    await expect(page.locator('select[name="sort"]')).toHaveValue("discount");
  });

  test("refreshes every 30 seconds without a full reload", async ({ page }) => {
    await page.clock.install();
    await page.goto("/ofertas-flash");
    await expect(page.getByTestId("flash-card").first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    const refresh = page.waitForRequest((r) => r.url().includes("/ofertas-flash") && r.headers()["rsc"] === "1");
    await page.clock.runFor(31_000);
    await refresh;
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });
});

test.describe("/ultimos-minutos", () => {
  test("coupons ending within 6 hours, soonest first, counters and 4 columns", async ({ browser }) => {
    const page = await serverPage(browser, "/ultimos-minutos");
    await expect(page).toHaveTitle(/Últimos minutos/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Últimos Minutos!" })).toBeVisible();
    const active = Number(await page.getByTestId("active-count").locator("dd").textContent());
    const expiring = Number(await page.getByTestId("expiring-count").locator("dd").textContent());
    await expect(page.getByTestId("active-count").locator("dt")).toHaveText("Ofertas Activas");
    await expect(page.getByTestId("expiring-count").locator("dt")).toHaveText("Por Vencer");
    const ends = await endTimes(page, '[data-testid="coupon-card"]');
    expect(ends.length).toBe(Math.min(active, 60));
    expect(ends.length).toBeGreaterThan(3);
    expect(ascending(ends)).toBe(true);
    const now = Date.now();
    for (const end of ends) expect(end - now).toBeLessThanOrEqual(6 * HOUR + 60_000);
    expect(expiring).toBe(ends.filter((e) => e - now < 2 * HOUR).length);
    const hrefs = await page
      .getByTestId("coupon-card")
      .locator("h3 a")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(UUID_LINK);
    await expect(page.getByTestId("last-minutes-grid")).toHaveClass(/lg:grid-cols-4/);
    expect((await itemListJsonLd(page)).numberOfItems).toBe(ends.length);
  });

  test("four cards per row on a large screen", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto("/ultimos-minutos");
    const tops = await page
      .getByTestId("coupon-card")
      .evaluateAll((els) => els.slice(0, 5).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });

  test("the search matches titles; no match has its own text", async ({ browser, request }) => {
    const page = await serverPage(browser, "/ultimos-minutos");
    const title = (await page.getByTestId("coupon-card").first().locator("h3").textContent())!.trim();
    const word = title.split(/\s+/).find((w) => w.length >= 5) ?? title;
    const found = await serverPage(browser, `/ultimos-minutos?q=${encodeURIComponent(word.toLowerCase())}`);
    await expect(found.getByRole("heading", { level: 3, name: title }).first()).toBeVisible();
    await expect(found.locator("#last-minutes-q")).toHaveValue(word.toLowerCase());

    const none = await serverPage(browser, "/ultimos-minutos?q=zzqxxwvv");
    await expect(none.getByText("No se encontraron ofertas que coincidan con tu búsqueda.")).toBeVisible();
    // The counters still describe the whole window.
    expect(Number(await none.getByTestId("active-count").locator("dd").textContent())).toBeGreaterThan(0);
    // The coupons are in the HTML itself, not behind a loading placeholder.
    await expect(page.getByText("Cargando ofertas por vencer…")).toHaveCount(0);
    const html = await (await request.get("/ultimos-minutos")).text();
    expect(html).toMatch(/href="\/cupon\/[0-9a-f-]{36}"/);
  });

  test("a search with JavaScript shows the loading text, then the results", async ({ page }) => {
    await page.goto("/ultimos-minutos");
    await expect(page.getByTestId("coupon-card").first()).toBeVisible();
    // Hold the server's answer a moment so the loading state can be seen.
    await page.route(/\/ultimos-minutos\?q=/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.locator("#last-minutes-q").fill("zzqxxwvv");
    await page.locator('form:has(#last-minutes-q) button[type="submit"]').click();
    await expect(page.getByTestId("last-minutes-loading")).toHaveText("Cargando ofertas por vencer…");
    await expect(page.getByText("No se encontraron ofertas que coincidan con tu búsqueda.")).toBeVisible();
    await expect(page.getByTestId("last-minutes-loading")).toHaveCount(0);
    await expect(page).toHaveURL(/q=zzqxxwvv/);
  });
});

test.describe("/ofertas/ultimas-horas", () => {
  test("the 5 real coupons ending soonest, a countdown to the soonest and real stats", async ({ browser, request }) => {
    const html = await (await request.get("/ofertas/ultimas-horas")).text();
    expect(html).toContain('data-testid="countdown"');
    const page = await serverPage(browser, "/ofertas/ultimas-horas");
    await expect(page.getByRole("heading", { level: 1, name: "Últimas horas" })).toBeVisible();
    const cards = page.getByTestId("flash-card");
    await expect(cards).toHaveCount(5);
    const ends = await endTimes(page, '[data-testid="flash-card"]');
    expect(ascending(ends)).toBe(true);
    await expect(page.getByTestId("soonest-countdown").getByTestId("countdown")).toHaveText(/\d{2}\s*horas/);
    await expect(page.getByTestId("stat-offers").locator("dd")).toHaveText("5");
    const discounts = (await page.getByTestId("discount-badge").allTextContents()).map((s) =>
      Number(s.replace(/\D/g, "")),
    );
    await expect(page.getByTestId("stat-best-discount").locator("dd")).toHaveText(`${Math.max(...discounts)}%`);
    let savings = 0;
    for (let i = 0; i < 5; i++) {
      const card = cards.nth(i);
      if ((await card.getByTestId("original-price").count()) === 0) continue;
      savings +=
        cents((await card.getByTestId("original-price").textContent())!) -
        cents((await card.getByTestId("price").textContent())!);
    }
    expect(cents((await page.getByTestId("stat-savings").locator("dd").textContent())!)).toBe(savings);
    for (const href of await cards
      .getByRole("link", { name: /Comprar|Detalles/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toMatch(UUID_LINK);
    }
    const list = await itemListJsonLd(page);
    expect(list.numberOfItems).toBe(5);
    expect(list.itemListElement.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
  });
});

test("malformed parameters on the three pages never produce a 500", async ({ request }) => {
  const paths = [
    "/ofertas-flash?sort=bogus&cat=nope",
    "/ofertas-flash?cat=spa&cat=viajes&sort[]=price",
    "/ofertas-flash?q=" + "x".repeat(5000),
    "/ofertas-flash?q=%E0%A4%A&page=-3",
    "/ultimos-minutos?q=" + "ñ".repeat(3000),
    "/ultimos-minutos?q[]=a&q[]=b",
    "/ultimos-minutos?q=%00%3Cscript%3E",
    "/ofertas/ultimas-horas?page=abc",
  ];
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
  }
  const res = await request.get("/ofertas-flash?sort=bogus&cat=nope");
  expect(res.status()).toBe(200);
});
