import { defineConfig } from "@playwright/test";

// End-to-end tests on a production build with a fresh seeded embedded database (scripts/e2e-server.mjs).
// Playwright cannot download browsers here: Debian's chromium is used instead.
// PW_BASE_URL points the tests at a server started by hand (then no server is started).
const externalBaseURL = process.env.PW_BASE_URL;
const port = process.env.E2E_PORT ?? "3100";

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
      use: {
        browserName: "chromium",
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
      },
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
