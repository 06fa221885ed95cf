#!/usr/bin/env node
// `npm start`: build once when no production build exists, then serve. The server itself
// migrates and seeds the database at start (instrumentation.ts). PORT is honoured (default 3000).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.PORT?.trim() || "3000";
const configured = process.env.SITE_URL?.trim() || process.env.NEXT_PUBLIC_SITE_URL?.trim();
const smtp = process.env.SMTP_URL?.trim();
// First line: which origin e-mailed links and canonical URLs carry (lib/env.ts siteOrigin()).
console.log(
  configured
    ? `[cupongt] site origin ${configured} (SITE_URL): e-mailed links and canonical URLs use it`
    : `[cupongt] site origin http://localhost:${port} (local default); for a deployment set SITE_URL=https://your-domain (and SMTP_URL)`,
);
const nextBin = "node_modules/next/dist/bin/next";
if (!existsSync(".next/BUILD_ID")) {
  // A first start on the embedded database: migrate and seed it (about 15 s) while the build runs,
  // instead of after it. The server then finds it ready; were this to fail, the server does it.
  const dataDir = process.env.PGLITE_DATA_DIR?.trim() || ".data/pglite";
  const prepareDatabase =
    !process.env.DATABASE_URL?.trim() && process.env.SEED_ON_START !== "false" && !existsSync(dataDir)
      ? spawn(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], { stdio: ["ignore", "ignore", "inherit"] })
      : null;
  const prepared = prepareDatabase
    ? new Promise((done) => prepareDatabase.on("exit", (code) => done(code === 0)))
    : Promise.resolve(true);
  console.log("[cupongt] no production build found: running `next build` (once)...");
  // What is started is what CI type-checked; a build made once needs no cache for the next one.
  const env = { ...process.env, CUPONGT_TYPES_CHECKED: "1", CUPONGT_ONE_TIME_BUILD: "1" };
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (prepareDatabase && !(await prepared))
    console.log("[cupongt] preparing the embedded database failed: the server tries again");
}
// The local walkthrough has no SMTP: account e-mails (reset, magic link) land in .data/outbox and
// are readable at /dev/correo from this machine only. SITE_URL or SMTP_URL turns the page off.
if (!smtp && !configured && process.env.OUTBOX_PAGE !== "off") {
  console.log(
    `[cupongt] no SMTP_URL: account e-mails go to http://localhost:${port}/dev/correo (readable from this machine only)`,
  );
}
const server = spawn(process.execPath, [nextBin, "start", "-p", port], {
  stdio: "inherit",
  env: { ...process.env, PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
