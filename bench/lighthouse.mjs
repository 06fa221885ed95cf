#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, the default) on the five pages many people read,
// against a running server (BENCH_URL, default http://127.0.0.1:3000) with Debian's Chromium.
// Prints, per page, the median of LH_RUNS (3) runs of the four category scores and of the Core Web
// Vitals, in two tables:
// - "simulated": Lighthouse's default. The page loads unthrottled and Lantern estimates a slow-4G
//   phone from that trace. On this 2-core machine the estimate swings with the race between the
//   first paint and the script downloads on localhost (see docs/benchmarks.md, Lighthouse).
// - "throttled" (LH_MODES=simulate,devtools by default): the same phone applied for real (DevTools
//   throttling: 150 ms RTT, 1.6 Mbps, CPU 4x slower), so the vitals are what the phone saw.
// With BENCH_COMPARE_URL (a second server, another build on the same seed) every run is made on
// both, alternating which goes first, and each table gets a row per server: on this machine the
// same build's medians drift by 30-50 ms of TBT from one hour to the next, so only runs made side
// by side tell a change from the machine (docs/decisions/009-main-thread.md). The table also gives the
// main-thread work (Lighthouse's mainthread-work-breakdown total), steadier than TBT, and the first
// paint the load itself observed. In the simulated table a late one (1.2-2.3 s on localhost) means
// the browser drew its first frame late and Lantern counted every script in the LCP: this
// machine's Chromium 156 often draws a committed first frame only ~1 or ~2 s later under
// Lighthouse's screen emulation, even on /terminos (docs/benchmarks.md, Lighthouse).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLighthouse } from "./lighthouse-cli.mjs";

const base = process.env.BENCH_URL || "http://127.0.0.1:3000";
const compare = process.env.BENCH_COMPARE_URL?.replace(/\/$/, "");
const servers = compare ? [base, compare] : [base];
/** The five pages, with a real coupon and business taken from the first server's own links. */
async function defaultPages() {
  const home = await (await fetch(`${base}/`)).text();
  const coupon = home.match(/href="(\/cupon\/[0-9a-f-]{36})"/)?.[1];
  const business = (await (await fetch(`${base}/empresas`)).text()).match(/href="(\/negocio\/[a-z0-9-]+)"/)?.[1];
  return ["/", coupon, business, "/categoria/restaurantes", "/buscar?q=pizza"].filter(Boolean);
}
// LH_PATHS (comma-separated) measures those paths instead, e.g. a coupon both builds still list.
const pages = process.env.LH_PATHS?.split(",").filter(Boolean) ?? (await defaultPages());
const modes = (process.env.LH_MODES || "simulate,devtools")
  .split(",")
  .map((m) => m.trim())
  .filter(Boolean);
const dir = mkdtempSync(join(tmpdir(), "cupongt-lh-"));
const runs = Number(process.env.LH_RUNS || 3);
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const title = { simulate: "simulated (Lighthouse default)", devtools: "throttled (DevTools throttling applied)" };

function audit(url, out, mode) {
  runLighthouse(url, ["--output=json", `--output-path=${out}`, `--throttling-method=${mode}`]);
  const { categories: c, audits: a, runtimeError } = JSON.parse(readFileSync(out, "utf8"));
  // A page that answered 404 (a coupon that expired since the page list was made) is a failed run.
  if (runtimeError || c.performance?.score == null) throw new Error(runtimeError?.message ?? "no performance score");
  const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: a["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbt: a["total-blocking-time"]?.numericValue ?? NaN,
    mainThread: a["mainthread-work-breakdown"]?.numericValue ?? NaN,
    // What the unthrottled load itself saw: a late one means Lantern counted every script (above).
    observedFcp: a.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
  };
}

try {
  for (const mode of modes) {
    console.log(`\n${title[mode] ?? mode}: ${runs} runs per page, medians\n`);
    console.log(
      "| page | performance | accessibility | best practices | seo | LCP | CLS | TBT | main thread | observed FCP |\n|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const [i, path] of pages.entries()) {
      const results = servers.map(() => []);
      for (let run = 0; run < runs; run++) {
        // Alternate which server goes first, so neither always meets a warmer (or busier) machine.
        const order = run % 2 ? servers.map((_, s) => servers.length - 1 - s) : servers.map((_, s) => s);
        for (const s of order) {
          try {
            results[s].push(audit(servers[s] + path, join(dir, `${mode}-${i}-${run}-${s}.json`), mode));
          } catch {
            // A failed run is left out of the median (and said below).
          }
        }
      }
      for (const [s, list] of results.entries()) {
        const label = `\`${path}\`${compare ? ` ${s === 0 ? "A" : "B"}` : ""}`;
        if (list.length === 0) {
          console.log(`| ${label} | failed | | | | | | | | |`);
          continue;
        }
        const m = (k) => median(list.map((r) => r[k]));
        const note = list.length < runs ? ` (${list.length} of ${runs} runs)` : "";
        console.log(
          `| ${label}${note} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ${m("seo")} | ${(m("lcp") / 1000).toFixed(2)} s | ${m("cls").toFixed(3)} | ${Math.round(m("tbt"))} ms | ${Math.round(m("mainThread"))} ms | ${Math.round(m("observedFcp"))} ms |`,
        );
      }
    }
  }
  if (compare) console.log(`\nA: ${base}, B: ${compare}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
