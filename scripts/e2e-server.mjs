#!/usr/bin/env node
// The server Playwright tests run against: the production build (built if missing) on a fresh,
// seeded embedded database in a temporary folder, deleted on exit. Refuses DATABASE_URL so an
// end-to-end run can never touch a real database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

if (process.env.DATABASE_URL) {
  console.error("e2e-server: DATABASE_URL is set; end-to-end tests only run on a throwaway embedded database.");
  process.exit(1);
}
const nextBin = "node_modules/next/dist/bin/next";
// A second server of the same run (scripts/e2e-payments-server.mjs) leaves the build to the first
// one (two builds in one folder break each other) and waits for it after seeding, below.
const waitForFirstBuild = process.env.E2E_WAIT_FOR_BUILD === "1";
const startedAt = Date.now();
if (!waitForFirstBuild && (!existsSync(".next/BUILD_ID") || process.env.E2E_REBUILD === "1")) {
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), "cupongt-e2e-"));
const port = process.env.PORT || "3100";
// The operator's specs need an admin, and the admin role is only ever granted by the command
// (issue 14): seed this run's database, grant it, then start the server on it (its own seed on
// start is idempotent).
for (const script of [["scripts/db-seed.ts"], ["scripts/admin-grant.ts", "operador@cupongt.test"]]) {
  const run = spawnSync("node_modules/.bin/tsx", script, {
    stdio: "inherit",
    env: { ...process.env, PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "", DATABASE_OWNER_URL: "" },
  });
  if (run.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(run.status ?? 1);
  }
}
if (waitForFirstBuild) await waitForBuild(process.env.E2E_REBUILD === "1" ? startedAt : 0);
// E2E_SERVER_IMPORT: a module preloaded into this server only (the payments specs' test hook).
const preload = process.env.E2E_SERVER_IMPORT ? ["--import", process.env.E2E_SERVER_IMPORT] : [];
const server = spawn(process.execPath, [...preload, nextBin, "start", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    SEED_ON_START: "true",
    MIGRATE_ON_START: "true",
    PORT: port,
    // Account e-mails go to this run's outbox, which the tests read at /dev/correo: open only
    // with no public origin and no SMTP, to requests from this machine (lib/net/client-address.ts).
    OUTBOX_DIR: join(dataDir, "outbox"),
    OUTBOX_PAGE: "",
    SMTP_URL: "",
    SITE_URL: "",
    NEXT_PUBLIC_SITE_URL: "",
    TRUSTED_PROXY_HOPS: "0",
    // Every test signs in from 127.0.0.1, and twenty of them into the same demo accounts: the
    // per-address and per-account limits would throttle the suite itself (they are tested in
    // tests/integration/auth-actions.test.ts, sign-in-lockout.test.ts and request-trust.test.ts).
    RATE_LIMIT_SIGN_IN_PER_IP: process.env.RATE_LIMIT_SIGN_IN_PER_IP ?? "10000",
    RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: process.env.RATE_LIMIT_SIGN_IN_PER_EMAIL_IP ?? "10000",
    RATE_LIMIT_SIGN_IN_PER_EMAIL: process.env.RATE_LIMIT_SIGN_IN_PER_EMAIL ?? "10000",
    RATE_LIMIT_SIGN_UP_PER_IP: process.env.RATE_LIMIT_SIGN_UP_PER_IP ?? "10000",
    RATE_LIMIT_EMAIL_LINK_PER_IP: process.env.RATE_LIMIT_EMAIL_LINK_PER_IP ?? "10000",
    // Every page the suite opens sends its coupon view beacon from 127.0.0.1.
    RATE_LIMIT_VIEW_BEACON_PER_IP: process.env.RATE_LIMIT_VIEW_BEACON_PER_IP ?? "10000",
    PAYMENT_DELAY_MS: process.env.PAYMENT_DELAY_MS ?? "300",
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});

/**
 * Waits (up to 20 minutes) for a build finished after `since` (ms; 0 accepts any build). BUILD_ID
 * is written a few seconds before the build ends; export-marker.json is among its last files.
 */
async function waitForBuild(since) {
  const deadline = Date.now() + 20 * 60_000;
  const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);
  while (!(mtime(".next/BUILD_ID") >= since && mtime(".next/export-marker.json") >= mtime(".next/BUILD_ID"))) {
    if (Date.now() > deadline) {
      console.error("e2e-server: no production build appeared in .next within 20 minutes");
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
