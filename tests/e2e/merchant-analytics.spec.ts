// Issue 14: the demo seller's analytics after the seed's view traffic and sales (counted through
// the same database functions as real visits and purchases), and the statement's CSV download.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { formatQuetzales, toCents } from "@/lib/domain/money";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

test.beforeEach(async ({ context }) => presetCookieConsent(context));

const seeds = buildSeedCoupons();
/** What the seed sold for a business, in cents (order-line prices, without IVA). */
const seededSalesCents = (slug: string) =>
  seeds.filter((c) => c.businessSlug === slug).reduce((sum, c) => sum + c.sold * c.discountPriceCents, 0);
// The demo seller's first seeded business, named in the URL: other specs create businesses for
// the same seller, so the page's default (their newest) may be one without seeded traffic.
const business = SEED_BUSINESSES.find((b) => b.ownedByDemoSeller)!;
const businessQuery = `negocio=${seedId("business", business.slug)}`;
const showsBusiness = (page: Page) =>
  expect(page.getByRole("heading", { level: 1 })).toContainText(`: ${business.name}`);

test("the seller's analytics show totals, five charts with their tables, and the top coupons", async ({ page }) => {
  await signIn(page, DEMO.seller, undefined, "/vendedor");
  await page.goto("/vendedor");
  await page.getByRole("link", { name: "Estadísticas y estado de cuenta" }).click();
  await expect(page).toHaveURL(/\/vendedor\/estadisticas/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Estadísticas");
  await page.goto(`/vendedor/estadisticas?${businessQuery}`);
  await showsBusiness(page);

  // Seeded traffic over the last 30 days: views and unique viewers are there, views >= viewers.
  const totals = page.getByTestId("analytics-totals");
  const figure = async (metric: string) =>
    Number(((await totals.locator(`[data-metric="${metric}"] dd`).first().textContent()) ?? "").replace(/[^\d.]/g, ""));
  expect(await figure("views")).toBeGreaterThan(100);
  expect(await figure("uniqueViewers")).toBeGreaterThan(0);
  expect(await figure("views")).toBeGreaterThanOrEqual(await figure("uniqueViewers"));
  await expect(totals.locator('[data-metric="grossCents"] dd').first()).not.toHaveText("Q0.00");

  // Five charts drawn in the browser, each beside its table (30 days, one row each).
  const charts = page.getByTestId("analytics-charts");
  await expect(charts.getByTestId("metric-chart")).toHaveCount(5);
  for (const chart of await charts.getByTestId("metric-chart").all())
    await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(charts.locator(".recharts-line-curve").first()).toBeVisible();
  await expect(charts.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await charts.getByText("Ver tabla").first().click();
  const traffic = page.getByTestId("table-grafica-visitas");
  await expect(traffic).toBeVisible();
  await expect(traffic.locator("tbody tr")).toHaveCount(30);
  await expect(page.getByTestId("top-coupons").locator("tbody tr").first()).toBeVisible();

  // Another range: 7 days.
  await page.getByRole("link", { name: "7 días" }).click();
  await expect(page).toHaveURL(/dias=7/);
  await expect(page.getByTestId("table-grafica-visitas").locator("tbody tr")).toHaveCount(7);
});

test("the statement's CSV opens with the page's totals, a BOM, Spanish headers and two-decimal amounts", async ({
  page,
}) => {
  await signIn(page, DEMO.seller, undefined, "/vendedor/estado-de-cuenta");
  await page.goto(`/vendedor/estado-de-cuenta?${businessQuery}`);
  await showsBusiness(page);
  await expect(page.getByTestId("commission-rate")).toContainText("15%");

  const download = page.waitForEvent("download");
  await page.getByTestId("statement-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`estado-de-cuenta-${business.slug}.csv`);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe("Mes,Ventas brutas (Q),Reembolsos (Q),Comisión (%),Comisión (Q),Neto a pagar (Q)");
  const [, gross, refunds, , commission, net] = lines.at(-1)!.split(",");
  expect(lines.at(-1)!.startsWith("Total,")).toBe(true);
  for (const amount of [gross, refunds, commission, net]) expect(amount).toMatch(/^-?\d+\.\d{2}$/);

  // The seed's sales are all there (other tests may have bought more since), and the figures add up.
  expect(toCents(gross!)).toBeGreaterThanOrEqual(seededSalesCents(business.slug));
  expect(toCents(commission!)).toBe(Math.round((toCents(gross!) - toCents(refunds!)) * 0.15));
  expect(toCents(net!)).toBe(toCents(gross!) - toCents(refunds!) - toCents(commission!));

  // The same totals as the page (reloaded after the download, as other tests may buy meanwhile).
  await page.reload();
  const table = page.getByTestId("statement-table");
  const pageNet = await page.getByTestId("statement-net-total").textContent();
  if (pageNet === formatQuetzales(toCents(net!))) {
    await expect(table.locator("tfoot td").first()).toHaveText(formatQuetzales(toCents(gross!)));
  } else {
    // Something was bought in between: the page can only have grown.
    expect(toCents(pageNet!.replace(/[Q,]/g, ""))).toBeGreaterThan(toCents(net!));
  }
});

test("a member who is not an owner or manager cannot download the statement", async ({ page }) => {
  await signIn(page, DEMO.editor, undefined, "/vendedor/estadisticas");
  await page.goto("/vendedor/estado-de-cuenta");
  await expect(
    page.getByText("Solo el propietario o un gerente del negocio puede ver su estado de cuenta."),
  ).toBeVisible();
  // The editor works for the demo seller's first business: its statement is still not theirs.
  const id = seedId("business", SEED_BUSINESSES.find((b) => b.ownedByDemoSeller)!.slug);
  const response = await page.request.get(`/vendedor/estado-de-cuenta/csv?negocio=${id}`);
  expect(response.status()).toBe(404);
});
