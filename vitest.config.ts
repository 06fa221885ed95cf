import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@": root,
  // `server-only` throws outside React's server bundle; tests are server code.
  "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Outside a Next server there is no data cache: read straight from the database.
          // A request's database deadline (DB_REQUEST_TIMEOUT_MS) is for a hung server, not for a
          // loaded CI machine queueing 200 concurrent buyers on a small pool: outage.test.ts sets its own.
          env: { DATA_CACHE_SECONDS: "0", OUTBOX_DIR: join(tmpdir(), "cupongt-test-outbox"), SMTP_URL: "", DB_REQUEST_TIMEOUT_MS: "60000" },
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
});
