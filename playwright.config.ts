import { defineConfig } from "@playwright/test";

// End-to-end tests on a production build with a fresh seeded embedded database (scripts/e2e-server.mjs).
// Playwright cannot download browsers here: Debian's chromium is used instead.
// PW_BASE_URL points the tests at a server started by hand (then no server is started).
const externalBaseURL = process.env.PW_BASE_URL;
const port = process.env.E2E_PORT ?? "3100";
const ALONE =
  /(premoderation|db-outage|two-instances|sign-in-pause|bad-requests|redirect-origin|wallet-push|operator-commands|webhook-fuzz)\.spec\.ts/;
// The provider flow (hosted checkout, webhooks) runs against a second server in provider mode, its
// own database and the local Recurrente stand-in (scripts/e2e-payments-server.mjs), started beside
// the first. Its origin is http://localhost:PORT, the site origin a server without SITE_URL gives
// the provider for the return page: the browser must come back to the origin it signed in on.
const PAYMENTS = /payments-[^/]*\.spec\.ts/;
const paymentsPort = process.env.E2E_PAYMENTS_PORT ?? "3101";
const paymentsBaseURL = process.env.PW_PAYMENTS_BASE_URL ?? `http://localhost:${paymentsPort}`;
// `--project chromium` (or `--project=chromium`) without "payments": that server is not started.
const chosenProjects = process.argv.flatMap((arg, i, all) =>
  arg === "--project" ? [all[i + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
);
const chosen = chosenProjects.flatMap((p) => p.split(","));
const paymentsServer = chosen.length === 0 || chosen.includes("payments");
// `--project payments` alone: the simulated server is not started and the payments one builds if needed.
const simulatedServer = chosen.length === 0 || chosen.some((p) => p !== "payments");

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
  // Two production servers (simulated and provider mode) and two browsers share CI's two cores:
  // a flow that takes 10 s alone has been seen at 30 s there. A hung test still fails, at 60 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  reporter: "list",
  use: {
    baseURL: externalBaseURL ?? `http://127.0.0.1:${port}`,
    // A Guatemalan shopper's browser: Spanish first (an English one is offered the English pages,
    // components/i18n/language-suggestion.tsx; english.spec.ts browses as one).
    locale: "es-GT",
  },
  projects: [
    {
      name: "chromium",
      // Turns a marketplace-wide setting on for a moment, or starts servers of its own (on
      // PostgreSQL, or with lowered sign-in limits): run after everything else (below).
      testIgnore: [ALONE, PAYMENTS],
      use: chromium,
    },
    {
      name: "payments",
      testMatch: PAYMENTS,
      use: { ...chromium, baseURL: paymentsBaseURL },
    },
    {
      // Pre-moderation is global: while its spec has it on, no other spec's new business may
      // publish. The outage and two-instance specs each start production servers that migrate
      // and seed PostgreSQL: beside 240 other tests on two cores their start outlasted the 200 s
      // wait (session 23), alone they start in ~15 s. The malformed-request spec starts one of its
      // own too (it reads that server's log), and so does the redirect-origin spec (SITE_URL set),
      // whose fresh embedded database outlasted its 150 s wait beside the chromium project's load,
      // and the wallet-and-push spec (pass certificates and VAPID keys of its own), and the operator
      // commands spec (a fresh embedded database of its own that the commands reach through its socket),
      // and the webhook fuzzing spec (a provider-mode server whose log it reads).
      // They run after the chromium project.
      name: "chromium-serial",
      testMatch: ALONE,
      dependencies: ["chromium"],
      use: chromium,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : [
        ...(simulatedServer
          ? [
              {
                command: "node scripts/e2e-server.mjs",
                url: `http://127.0.0.1:${port}/api/health`,
                reuseExistingServer: false,
                timeout: 240_000,
                // The test hook (tests/e2e/helpers/db-hook.mjs): the payouts spec moves this
                // server's clock for one order and one bank account instead of waiting days.
                env: {
                  PORT: port,
                  E2E_SERVER_IMPORT: "./tests/e2e/helpers/db-hook.mjs",
                  E2E_HOOK_PORT: process.env.E2E_SIMULATED_HOOK_PORT ?? "3103",
                },
              },
            ]
          : []),
        ...(paymentsServer
          ? [
              {
                command: "node scripts/e2e-payments-server.mjs",
                url: `http://127.0.0.1:${paymentsPort}/api/health`,
                reuseExistingServer: false,
                timeout: 240_000,
                env: { PORT: paymentsPort, E2E_BUILD_HERE: simulatedServer ? "" : "1" },
              },
            ]
          : []),
      ],
});
