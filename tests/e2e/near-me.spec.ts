// Issue 36 'Near me': 'Cerca de mí' on /buscar with a granted and a denied location, the coupon
// page's branch map (loaded when its tab opens, no tile source: MAP_STYLE_URL is unset here), the
// 'Cómo llegar' links and the seller's branch editor, on the seeded catalogue.
import { expect, test, type Page } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedBranches } from "@/lib/db/seed/branches";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO, signIn } from "./helpers/auth";
import { presetCookieConsent } from "./helpers/shell";

const ZONA_10 = { latitude: 14.598, longitude: -90.508 };
// La Toscana: two branches (Zona 10 and Paseo de la Sexta, Zona 1), no coupon narrowed to one.
const TOSCANA = "la-toscana-zona-10";
const toscanaBranches = seedBranches().filter((b) => b.businessId === seedId("business", TOSCANA));
const toscanaCoupon = buildSeedCoupons().find((c) => c.businessSlug === TOSCANA && c.endsInHours > 2)!;
// Belle Piel (Antigua) belongs to the demo seller; business-edit.spec.ts edits its profile, not its branches.
const EDITED = "belle-piel-antigua";

/** "a 850 m" / "a 1.2 km" / "a 12 km" → metres (to the card's rounding). */
function metres(text: string): number {
  const m = /^a ([\d.]+) (m|km)$/.exec(text.trim());
  expect(m, text).not.toBeNull();
  return Number(m![1]) * (m![2] === "km" ? 1000 : 1);
}

async function cardDistances(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("coupon-card").getByTestId("coupon-distance").allTextContents();
  return texts.map(metres);
}

test.beforeEach(async ({ context }) => presetCookieConsent(context));

test.describe("with the location granted", () => {
  test.use({ geolocation: ZONA_10, permissions: ["geolocation"] });

  test("'Cerca de mí' orders /buscar by distance and shows each card's distance", async ({ page }) => {
    await page.goto("/buscar");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("coupon-distance")).toHaveCount(0);
    await page.getByTestId("near-me-button").click();
    // The position goes into the URL only, rounded to three decimals; the default radius is 10 km.
    await page.waitForURL(/[?&]cerca=14\.598(%2C|,)-90\.508/);
    await expect(page.getByTestId("near-me")).toContainText("Ordenado por distancia");
    await expect(page.getByTestId("near-me-radius").getByRole("link", { name: "10 km" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const cards = await page.getByTestId("coupon-card").count();
    expect(cards).toBeGreaterThan(3);
    const distances = await cardDistances(page);
    expect(distances).toHaveLength(cards);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d <= 10_000)).toBe(true);
    // Zona 10's own businesses (La Toscana, Studio Glam...) are a few hundred metres away.
    expect(distances[0]).toBeLessThan(1000);

    // A 1 km radius keeps only what is within it.
    await page.getByTestId("near-me-radius").getByRole("link", { name: "1 km" }).click();
    await page.waitForURL(/[?&]radio=1(&|$)/);
    const near = await cardDistances(page);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((d) => d <= 1000)).toBe(true);
    expect([...near].sort((a, b) => a - b)).toEqual(near);
  });
});

test.describe("with the location denied", () => {
  test.use({ permissions: [] });

  test("the zone picker opens and searches near the chosen city", async ({ page }) => {
    await page.goto("/buscar");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("near-me-button").click();
    await expect(page.getByTestId("near-me-denied")).toHaveText(
      "No pudimos obtener tu ubicación. Elige una zona o ciudad.",
    );
    const picker = page.getByTestId("near-me-picker");
    await expect(picker).toBeVisible();
    await picker.getByLabel("Zona o ciudad").selectOption({ label: "Antigua Guatemala" });
    await picker.getByLabel("Radio").selectOption({ label: "5 km" });
    await picker.getByRole("button", { name: "Buscar cerca" }).click();
    await page.waitForURL(/[?&]cerca=14\.557(%2C|,)-90\.733/);
    expect(new URL(page.url()).searchParams.get("radio")).toBe("5");
    const distances = await cardDistances(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => d <= 5000)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    // Antigua's own deals: the first is in town, not in the capital 25 km away.
    expect(distances[0]).toBeLessThan(1500);
  });
});

test("the coupon's map loads when Ubicación opens: one marker per branch, no tile server", async ({
  page,
  baseURL,
}) => {
  expect(toscanaBranches).toHaveLength(2);
  const foreign: string[] = [];
  const mapRequests: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.origin !== new URL(baseURL!).origin && !url.protocol.startsWith("data") && url.protocol !== "blob:")
      foreign.push(r.url());
    if (url.pathname.startsWith("/maplibre-worker")) mapRequests.push(r.url());
  });
  await page.goto(`/cupon/${seedId("coupon", toscanaCoupon.key)}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Not loaded until the tab is opened.
  await expect(page.getByTestId("branch-map")).toHaveAttribute("data-map-state", "waiting");
  expect(mapRequests).toEqual([]);

  await page.getByRole("tab", { name: "Ubicación" }).click();
  const map = page.getByTestId("branch-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
  await expect(map.getByTestId("branch-marker")).toHaveCount(toscanaBranches.length);
  // The bundled outline of Guatemala is drawn (a canvas), not a grey box, and nothing left the site.
  await expect(map.locator("canvas.maplibregl-canvas")).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
  expect(foreign).toEqual([]);

  // 'Cómo llegar': each branch's Waze and Google Maps links carry its coordinates.
  const items = page.getByTestId("branch-item");
  await expect(items).toHaveCount(toscanaBranches.length);
  for (const b of toscanaBranches) {
    const item = items.filter({ hasText: b.address });
    await expect(item.getByTestId("waze-link")).toHaveAttribute(
      "href",
      `https://waze.com/ul?ll=${b.lat},${b.lng}&navigate=yes`,
    );
    await expect(item.getByTestId("google-maps-link")).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${b.lat},${b.lng}`,
    );
  }
});

test("the owner drags a branch's pin, saves it, and the public page gives the new coordinates", async ({ page }) => {
  await signIn(page, DEMO.seller);
  await page.goto(`/negocio/${seedId("business", EDITED)}/editar`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByRole("form", { name: "Sede principal" });
  const lat = form.getByLabel("Latitud");
  const lng = form.getByLabel("Longitud");

  // Outside Guatemala (Mexico City): refused with a clear message, nothing saved.
  await lat.fill("19.4326");
  await lng.fill("-99.1332");
  await form.getByRole("button", { name: "Guardar sucursal" }).click();
  await expect(form.getByText("Las coordenadas deben estar dentro de Guatemala.").first()).toBeVisible();
  await expect(page.getByText("Sucursal guardada.")).toHaveCount(0);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const before = { lat: await lat.inputValue(), lng: await lng.inputValue() };
  expect(Math.abs(Number(before.lat) - 14.56)).toBeLessThan(0.05);

  // Drag the marker 60 px right and 40 px down: east and south of where it was.
  const map = form.getByTestId("branch-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: 20_000 });
  const marker = map.getByTestId("branch-marker");
  const box = (await marker.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y + 20, { steps: 5 });
  await page.mouse.move(x + 60, y + 40, { steps: 5 });
  await page.mouse.up();
  await expect(lat).not.toHaveValue(before.lat);
  const moved = { lat: await lat.inputValue(), lng: await lng.inputValue() };
  expect(Number(moved.lat)).toBeLessThan(Number(before.lat));
  expect(Number(moved.lng)).toBeGreaterThan(Number(before.lng));
  expect(moved.lat).toMatch(/^\d+\.\d{6}$/);

  await form.getByRole("button", { name: "Guardar sucursal" }).click();
  await expect(page.getByText("Sucursal guardada.")).toBeVisible();
  const expected = { lat: Number(moved.lat), lng: Number(moved.lng) };
  // The public page (regenerated on the save) links to the new point.
  await expect(async () => {
    const html = await (await page.request.get(`/negocio/${EDITED}`)).text();
    expect(html).toContain(`https://waze.com/ul?ll=${expected.lat},${expected.lng}&amp;navigate=yes`);
    expect(html).toContain(`"latitude":${expected.lat},"longitude":${expected.lng}`);
  }).toPass({ timeout: 15_000 });
});
