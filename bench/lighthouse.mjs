#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, the default) on the five pages many people read,
// against a running server (BENCH_URL, default http://127.0.0.1:3000) with Debian's Chromium.
// Prints the four category scores per page.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const base = process.env.BENCH_URL || "http://127.0.0.1:3000";
const chrome = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium";
const home = await (await fetch(`${base}/`)).text();
const coupon = home.match(/href="(\/cupon\/[0-9a-f-]{36})"/)?.[1];
const business = (await (await fetch(`${base}/empresas`)).text()).match(/href="(\/negocio\/[a-z0-9-]+)"/)?.[1];
const pages = ["/", coupon, business, "/categoria/restaurantes", "/buscar?q=pizza"].filter(Boolean);
const dir = mkdtempSync(join(tmpdir(), "cupongt-lh-"));
console.log("| page | performance | accessibility | best practices | seo |\n|---|---|---|---|---|");
try {
  for (const [i, path] of pages.entries()) {
    const out = join(dir, `${i}.json`);
    spawnSync("node_modules/.bin/lighthouse", [base + path, "--quiet", "--output=json", `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run"],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: "ignore" });
    try {
      const c = JSON.parse(readFileSync(out, "utf8")).categories;
      const s = (k) => Math.round((c[k]?.score ?? 0) * 100);
      console.log(`| \`${path}\` | ${s("performance")} | ${s("accessibility")} | ${s("best-practices")} | ${s("seo")} |`);
    } catch {
      console.log(`| \`${path}\` | failed | | | |`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
