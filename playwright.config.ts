import { defineConfig } from "@playwright/test";

// End-to-end tests on a production build with a fresh seeded embedded database (scripts/e2e-server.mjs).
// Playwright cannot download browsers here: Debian's chromium is used instead.
// PW_BASE_URL points the tests at a server started by hand (then no server is started).
const externalBaseURL = process.env.PW_BASE_URL;
const port = process.env.E2E_PORT ?? "3100";
const ALONE = /(premoderation|db-outage|two-instances|sign-in-pause|bad-requests)\.spec\.ts/;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL: externalBaseURL ?? `http://127.0.0.1:${port}`,
  },
  projects: [
    {
      name: "chromium",
      // Turns a marketplace-wide setting on for a moment, or starts servers of its own (on
      // PostgreSQL, or with lowered sign-in limits): run after everything else (below).
      testIgnore: ALONE,
      use: chromium,
    },
    {
      // Pre-moderation is global: while its spec has it on, no other spec's new business may
      // publish. The outage and two-instance specs each start production servers that migrate
      // and seed PostgreSQL: beside 240 other tests on two cores their start outlasted the 200 s
      // wait (session 23), alone they start in ~15 s. The malformed-request spec starts one of its
      // own too (it reads that server's log). They run after the chromium project.
      name: "chromium-serial",
      testMatch: ALONE,
      dependencies: ["chromium"],
      use: chromium,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: "node scripts/e2e-server.mjs",
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 240_000,
        env: { PORT: port },
      },
});
