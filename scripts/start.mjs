#!/usr/bin/env node
// `npm start`: build once when no production build exists, then serve. The server itself
// migrates and seeds the database at start (instrumentation.ts). PORT is honoured (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const nextBin = "node_modules/next/dist/bin/next";
if (!existsSync(".next/BUILD_ID")) {
  console.log("[cupongt] no production build found: running `next build` (once)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT || "3000";
const env = { ...process.env };
// The local start has no SMTP: account e-mails (reset, magic link) land in .data/outbox and are
// readable at /dev/correo. A deployment sets SMTP_URL (or OUTBOX_PAGE=off) and never serves it.
if (!env.SMTP_URL && !env.OUTBOX_PAGE) {
  env.OUTBOX_PAGE = "on";
  console.log(`[cupongt] no SMTP_URL: account e-mails go to http://localhost:${port}/dev/correo`);
}
const server = spawn(process.execPath, [nextBin, "start", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
