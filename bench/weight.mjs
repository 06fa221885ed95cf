#!/usr/bin/env node
// `npm run bench:weight`: what the five most-read pages weigh, in Spanish and in English. Per page: raw and gzip HTML, the
// React (RSC) payload's share of it (the inline `self.__next_f.push` scripts), inline <svg>
// drawings (and icons that only reference public/sprite.svg), bytes of class attributes, and the
// client JavaScript the route loads (its <script src> chunks, each gzipped, summed; noModule
// polyfills, which modern browsers skip, left out). Sizes never depend on timing: one fetch each.
//
// Against a running server: `npm run bench:weight -- http://127.0.0.1:3000` (or BENCH_URL).
// Without one it starts `next start` of the current build on a fresh embedded database (seeded at
// start) on BENCH_PORT (3203) and stops it afterwards. Coupon and business ids come from the
// pages' own links. `--json` prints the rows as JSON instead of a Markdown table.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { waitHealthy } from "./server.mjs";

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const givenUrl = args.find((a) => /^https?:\/\//.test(a)) || process.env.BENCH_URL;
const nextBin = "node_modules/next/dist/bin/next";
const kb = (n) => (n / 1024).toFixed(1);
const gz = (s) => gzipSync(Buffer.from(s), { level: 6 }).length;

async function get(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/** The five pages, with a real coupon and business taken from the server's own links. */
async function pages(url) {
  const home = await get(`${url}/`);
  const dir = await get(`${url}/empresas`);
  const coupon = home.match(/href="(\/cupon\/[0-9a-f-]{36})"/)?.[1];
  const business = (dir + home).match(/href="(\/negocio\/[a-z0-9-]+)"/)?.[1];
  if (!coupon || !business) throw new Error("no coupon or business link found on / and /empresas");
  const spanish = [
    { name: "home", path: "/" },
    { name: "search", path: "/buscar?q=pizza" },
    { name: "coupon", path: coupon },
    { name: "category", path: "/categoria/restaurantes" },
    { name: "business", path: business },
  ];
  // The same five in English (lib/i18n/routing.ts), which must meet the same budgets.
  const english = [
    { name: "home (en)", path: "/en" },
    { name: "search (en)", path: "/en/search?q=pizza" },
    { name: "coupon (en)", path: coupon.replace("/cupon/", "/en/coupon/") },
    { name: "category (en)", path: "/en/category/restaurantes" },
    { name: "business (en)", path: business.replace("/negocio/", "/en/business/") },
  ];
  return [...spanish, ...english];
}

const chunkCache = new Map();
async function chunkGzip(url, src) {
  if (!chunkCache.has(src)) chunkCache.set(src, get(new URL(src, url).toString()).then(gz));
  return chunkCache.get(src);
}

async function weigh(url, page) {
  const html = await get(url + page.path);
  let payload = 0;
  for (const m of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) payload += m[1].length;
  let classBytes = 0;
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) classBytes += m[0].length;
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")),
    ),
  ];
  const js = (await Promise.all(srcs.map((s) => chunkGzip(url, s)))).reduce((a, b) => a + b, 0);
  return {
    page: page.name,
    path: page.path,
    rawBytes: Buffer.byteLength(html),
    gzipBytes: gz(html),
    payloadBytes: payload,
    payloadShare: payload / html.length,
    // Inline drawings (paths repeated in the HTML) apart from icons that reference the sprite.
    svgs: [...html.matchAll(/<svg[^>]*>([\s\S]*?)<\/svg>/g)].filter((m) => !/^<use [^>]*(\/>|><\/use>)$/.test(m[1]))
      .length,
    spriteRefs: [...html.matchAll(/<svg[^>]*><use [^>]*(\/>|><\/use>)<\/svg>/g)].length,
    classBytes,
    jsChunks: srcs.length,
    jsGzipBytes: js,
  };
}

async function main() {
  let url = givenUrl?.replace(/\/$/, "");
  let server;
  let dataDir;
  if (!url) {
    if (!existsSync(".next/BUILD_ID")) {
      const b = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
      if (b.status !== 0) throw new Error("next build failed");
    }
    const port = process.env.BENCH_PORT || "3203";
    url = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "cupongt-weight-"));
    const env = {
      ...process.env,
      PGLITE_DATA_DIR: join(dataDir, "pglite"),
      DATABASE_URL: "",
      OUTBOX_DIR: join(dataDir, "outbox"),
    };
    server = spawn(process.execPath, [nextBin, "start", "-p", port, "-H", "127.0.0.1"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  try {
    await waitHealthy(url);
    const rows = [];
    for (const page of await pages(url)) rows.push(await weigh(url, page));
    if (asJson) return console.log(JSON.stringify(rows, null, 2));
    console.log(
      "| page | HTML KB | gzip KB | RSC payload KB (share) | inline svg (+ sprite refs) | class attr KB | client JS gzip KB (chunks) |",
    );
    console.log("|---|---|---|---|---|---|---|");
    for (const r of rows) {
      console.log(
        `| ${r.page} \`${r.path.length > 30 ? r.path.slice(0, 16) + "…" : r.path}\` | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${kb(r.payloadBytes)} (${Math.round(r.payloadShare * 100)}%) | ${r.svgs} (+${r.spriteRefs}) | ${kb(r.classBytes)} | ${kb(r.jsGzipBytes)} (${r.jsChunks}) |`,
      );
    }
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
