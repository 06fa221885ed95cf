#!/usr/bin/env node
// `npm run bench:lantern -- [path]` (default "/"): why Lighthouse's simulated LCP is what it is.
// One Lighthouse run (mobile, simulated) against BENCH_URL keeps its trace, then Lantern (the
// simulator inside Lighthouse) is asked for the LCP estimate and the requests and main-thread tasks
// it counted, each with its simulated end, beside the observed first paint and script arrivals.
//
// Why this exists (docs/benchmarks.md, Lighthouse): our LCP element is server-rendered text, yet the
// simulated LCP often lands at 2.3-3.1 s because Lantern counts every async script that finished
// downloading before the observed first paint. It prunes main-thread tasks under 10 ms from its
// graph, so it never sees that those scripts ran after the paint. On localhost the scripts arrive
// within ~100-300 ms, as the first paint does: the estimate swings with that race.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { runLighthouse } from "./lighthouse-cli.mjs";

const base = process.env.BENCH_URL || "http://127.0.0.1:3000";
const url = base + (process.argv[2] || "/");
const dir = mkdtempSync(join(tmpdir(), "cupongt-lantern-"));
const short = (u) => u.replace(base, "");

try {
  runLighthouse(url, [`-G=${dir}`]);
  const artifacts = await loadArtifacts(dir);
  const settings = { ...defaultSettings, throttlingMethod: "simulate" };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  console.debug = () => {}; // Lantern's own chatter
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
  console.log(
    `${url}\nsimulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );

  // What the unthrottled load did: the first paint against the scripts' arrival.
  const events = JSON.parse(readFileSync(join(dir, "defaultPass.trace.json"), "utf8")).traceEvents;
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
  const at = (e) => Math.round((e.ts - nav.ts) / 1000);
  const urls = new Map();
  const arrivals = [];
  let paint;
  const candidates = [];
  for (const e of events) {
    if (e.name === "largestContentfulPaint::Candidate" && e.pid === nav.pid) candidates.push(e);
    if (e.pid !== nav.pid) continue;
    if (e.name === "ResourceSendRequest") urls.set(e.args.data.requestId, e.args.data.url);
    if (e.name === "ResourceFinish" && /\.js$/.test(urls.get(e.args.data.requestId) ?? "")) arrivals.push(at(e));
    if (e.name === "firstContentfulPaint" && paint === undefined) paint = at(e);
  }
  const before = arrivals.filter((t) => t <= paint).length;
  console.log(`observed: first paint ${paint} ms; ${before} of ${arrivals.length} scripts had arrived by then`);
  // Every LCP candidate the browser emitted: a later one (a font swap, an image) moves the cutoff.
  for (const c of candidates) {
    const d = c.args?.data ?? {};
    console.log(`  LCP candidate at ${at(c)} ms: ${d.type ?? "?"} ${d.size ?? "?"} px² node ${d.nodeId ?? "?"}`);
  }
  console.log("");

  console.log("counted in the optimistic LCP graph (simulated start → end ms):");
  const rows = [...lcp.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, t] of rows) {
    const what =
      node.type === "network"
        ? `${node.request.resourceType} ${short(node.request.url)} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
        : `main-thread task (${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed)`;
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(5)}  ${what}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
