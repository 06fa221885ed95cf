import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = [
  { find: "@", replacement: root },
  // `server-only` throws outside React's server bundle; tests are server code.
  { find: "server-only", replacement: fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)) },
  // Messages are precompiled (lib/i18n/compiled-messages.ts): format them as the app's bundles do
  // (next.config.ts). Exact match only, so the format-only subpath itself still resolves.
  {
    find: /^use-intl\/format-message$/,
    replacement: fileURLToPath(new URL("./lib/i18n/format-message.ts", import.meta.url)),
  },
];
// use-intl must go through Vite (not Node) for the alias above to reach its own import.
const server = { deps: { inline: ["use-intl", "next-intl"] } };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core CI machine that is one file
    // at a time, and the integration files mostly wait on PostgreSQL. Two at once there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          server,
          // A few unit tests run ESLint on snippets or a thousand property cases: 2-3 s on a quiet
          // 2-core machine, past vitest's default 5 s when the integration suite runs beside them.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          server,
          // Outside a Next server there is no data cache: read straight from the database.
          // A request's database deadline (DB_REQUEST_TIMEOUT_MS) is for a hung server, not for a
          // loaded CI machine queueing 200 concurrent buyers on a small pool: outage.test.ts sets its own.
          env: {
            DATA_CACHE_SECONDS: "0",
            OUTBOX_DIR: join(tmpdir(), "cupongt-test-outbox"),
            SMTP_URL: "",
            DB_REQUEST_TIMEOUT_MS: "60000",
          },
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
});
