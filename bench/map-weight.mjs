#!/usr/bin/env node
// `node bench/map-weight.mjs http://127.0.0.1:PORT`: the JavaScript and CSS a branch map adds when
// it opens, measured on a production server (the build's own chunks, not the library's files).
// A coupon page of a business with branches is loaded in Chromium and left idle; every script,
// stylesheet and worker fetched after that, once its 'Ubicación' tab opens and the map draws, is
// what the map costs. Each file is fetched again and gzipped (level 6, as bench:weight does).
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";

const base = process.argv[2] || process.env.BENCH_URL;
if (!base) throw new Error("usage: node bench/map-weight.mjs http://127.0.0.1:PORT");
const kb = (n) => (n / 1024).toFixed(1);

const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The business page links its coupons; La Toscana has two branches in the seed.
  await page.goto(`${base}/negocio/la-toscana-zona-10`);
  const coupon = await page.locator('a[href^="/cupon/"]').first().getAttribute("href");
  await page.goto(`${base}${coupon}`, { waitUntil: "networkidle" });
  // Chunks a first interaction loads anyway (the toaster): loaded before the map is measured.
  await page.mouse.click(2, 400);
  await page.keyboard.press("Shift");
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const before = new Set();
  const after = [];
  page.on("request", (r) => {
    const type = r.resourceType();
    if (
      ["script", "stylesheet", "other", "fetch"].includes(type) &&
      /\.(js|mjs|css)(\?|$)|maplibre-worker/.test(r.url())
    )
      after.push({ url: r.url(), type });
  });
  for (const r of await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name))) before.add(r);
  await page.getByRole("tab", { name: "Ubicación" }).click();
  const map = page.getByTestId("branch-map");
  await map.scrollIntoViewIfNeeded();
  await map.locator("canvas").waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const added = [...new Map(after.filter((a) => !before.has(a.url)).map((a) => [a.url, a])).values()];
  // A dedicated worker's own fetch may not be reported to the page: its route is counted anyway.
  if (!added.some((a) => new URL(a.url).pathname === "/maplibre-worker"))
    added.push({ url: `${base}/maplibre-worker`, type: "worker" });
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const { url } of added) {
    const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const g = gzipSync(body, { level: 6 }).length;
    raw += body.length;
    gz += g;
    rows.push(`| ${new URL(url).pathname} | ${kb(body.length)} | ${kb(g)} |`);
  }
  console.log("| file (loaded on opening the map) | raw KB | gzip KB |\n|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`| **total** | ${kb(raw)} | **${kb(gz)}** |`);
  // Not JavaScript, but also fetched on opening a map without MAP_STYLE_URL: the outline of Guatemala.
  const outline = Buffer.from(await (await fetch(`${base}/geo/guatemala.json`)).arrayBuffer());
  console.log(`outline /geo/guatemala.json: ${kb(outline.length)} KB raw, ${kb(gzipSync(outline).length)} KB gzip`);
} finally {
  await browser.close();
}
