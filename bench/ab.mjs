#!/usr/bin/env node
// `npm run bench:ab`: two to four production builds of the app side by side (A, B, C, D, e.g.
// main and trial branches), on the same database and the same machine at the same moment. All
// servers run at once; for each page the runs interleave (A B C, then B C A, ...) so a load
// change on this shared machine hits each build alike. autocannon, 10 connections, BENCH_SECONDS (10) per run after a 3 s
// warm-up; the 1-minute load average beside each run. Then the answers a crawler sees (no
// JavaScript): status, whether the expected text is in the HTML and whether it only arrives in a
// streamed hidden <div> (a Suspense boundary resolved after the shell), and the <title>.
// The Cache Components trial used it (docs/decisions/001-twin-routes.md).
//
//   BENCH_A_DIR, BENCH_B_DIR      folders holding a built .next and node_modules (required;
//                                 BENCH_C_DIR, BENCH_D_DIR optional); ratios are against A
//   BENCH_A_LABEL ... _D_LABEL    names in the table (A, B, C, D)
//   BENCH_PATHS                   comma-separated paths (the six pages of issue 11 by default)
//   BENCH_ROUNDS (2), BENCH_SECONDS (10)
//   DATABASE_URL, DATABASE_OWNER_URL  passed to every server (a database of your own, loaded with
//                                 `npm run db:generate-load`)
//   BENCH_CHECKS                  JSON list of {path, status, text, ua} to check (optional;
//                                 ua: a user agent, e.g. Googlebot's)
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { waitHealthy } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS || 10);
const rounds = Number(process.env.BENCH_ROUNDS || 2);
const paths = (
  process.env.BENCH_PATHS ||
  "/,/?q=pizza,/categoria/restaurantes,/categoria/restaurantes?sort=precio-asc,/buscar?q=pizza,/terminos"
).split(",");
const builds = ["A", "B", "C", "D"]
  .map((k) => ({ label: process.env[`BENCH_${k}_LABEL`] || k, dir: process.env[`BENCH_${k}_DIR`] }))
  .filter((b) => b.dir);
if (builds.length < 2) throw new Error("BENCH_A_DIR and BENCH_B_DIR are required (BENCH_C_DIR, BENCH_D_DIR optional)");
const checks = process.env.BENCH_CHECKS ? JSON.parse(process.env.BENCH_CHECKS) : [];
const load = () => loadavg()[0].toFixed(1);

function start(build) {
  const port = 3600 + Math.floor(Math.random() * 300);
  const child = spawn(
    process.execPath,
    [join(build.dir, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: build.dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, JOBS_WORKER: "off", SITE_URL: "", SMTP_URL: "" },
    },
  );
  return { ...build, url: `http://127.0.0.1:${port}`, child };
}

/** What a reader without JavaScript gets: status, text present, text only in a streamed hidden div, title. */
async function inspect(url, text, ua) {
  const res = await fetch(url, { redirect: "manual", headers: ua ? { "user-agent": ua } : {} });
  const html = await res.text();
  const at = text ? html.indexOf(text) : -1;
  const hiddenAt = html.indexOf('<div hidden id="S:');
  return {
    status: res.status,
    text: text ? at >= 0 : null,
    onlyStreamed: text ? at >= 0 && hiddenAt >= 0 && at > hiddenAt : null,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null,
    titleInHead: html.indexOf("<title>") >= 0 && html.indexOf("<title>") < html.indexOf("</head>"),
    bytes: html.length,
  };
}

const servers = builds.map(start);
const rows = [];
try {
  await Promise.all(servers.map((s) => waitHealthy(s.url)));
  for (const s of servers) for (const path of paths) await fetch(s.url + path); // fill the caches
  for (const path of paths) {
    for (let round = 0; round < rounds; round++) {
      // Each round starts with a different build, so no build always runs first (or last).
      for (const s of servers.map((_, i) => servers[(i + round) % servers.length])) {
        await autocannon({ url: s.url + path, connections: 10, duration: 3 });
        const before = load();
        const r = await autocannon({ url: s.url + path, connections: 10, duration: seconds });
        const row = {
          build: s.label,
          path,
          round,
          rps: Math.round(r.requests.average),
          ok: Math.round(r["2xx"] / r.duration),
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          load: `${before}→${load()}`,
        };
        rows.push(row);
        console.log(
          `${row.build.padEnd(10)} ${path.padEnd(44)} ${String(row.rps).padStart(6)} req/s (2xx ${row.ok}/s)  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}  load ${row.load}`,
        );
      }
    }
  }
  console.log(
    "\n| page | " +
      servers.map((s) => `${s.label} 2xx/s (runs) | ${s.label} p50/p99 ms`).join(" | ") +
      " | " +
      servers
        .slice(1)
        .map((s) => `${s.label}/${servers[0].label}`)
        .join(" | ") +
      " |",
  );
  console.log(
    "|---|" +
      servers.map(() => "---|---|").join("") +
      servers
        .slice(1)
        .map(() => "---|")
        .join(""),
  );
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  for (const path of paths) {
    const per = servers.map((s) => rows.filter((r) => r.path === path && r.build === s.label));
    // 2xx answers per second: a server that answers 503 at once (the database breaker) is not faster.
    const med = per.map((rs) => median(rs.map((r) => r.ok)));
    const cells = per.map(
      (rs, i) =>
        `${med[i]} (${rs.map((r) => r.ok).join(", ")}) | ${median(rs.map((r) => r.p50))} / ${median(rs.map((r) => r.p99))}${rs.some((r) => r.non2xx) ? ` (non-2xx ${rs.map((r) => r.non2xx).join(", ")})` : ""}`,
    );
    console.log(
      `| \`${path}\` | ${cells.join(" | ")} | ${med
        .slice(1)
        .map((m) => (med[0] ? (m / med[0]).toFixed(2) : "-"))
        .join(" | ")} |`,
    );
  }
  if (checks.length) {
    console.log(
      "\n| path | " +
        servers.map((s) => `${s.label}: status, text, only streamed, title (in head?)`).join(" | ") +
        " |\n|---|" +
        servers.map(() => "---|").join(""),
    );
    for (const c of checks) {
      const got = await Promise.all(servers.map((s) => inspect(s.url + c.path, c.text, c.ua)));
      console.log(
        `| \`${c.path}\`${c.ua ? " (bot)" : ""} | ${got.map((g) => `${g.status}${c.status && g.status !== c.status ? ` (expected ${c.status})` : ""}, ${g.text}, ${g.onlyStreamed}, ${g.title} (${g.titleInHead ? "head" : "body"})`).join(" | ")} |`,
      );
    }
  }
} finally {
  for (const s of servers) s.child.kill("SIGTERM");
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r() : s.child.once("exit", r)))),
  );
}
