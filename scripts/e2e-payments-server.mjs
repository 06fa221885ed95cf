#!/usr/bin/env node
// The provider-mode server of the end-to-end run (Playwright project "payments"): the local
// Recurrente stand-in (lib/payments/sandbox) and a second production server of the same build with
// PAYMENTS_PROVIDER=recurrente pointed at it, on its own seeded embedded database
// (scripts/e2e-server.mjs). Started beside the simulated server, not after it. The sandbox's
// webhooks go to this server; both share the sandbox's test keys and whsec_ secret.
// E2E_HOOK_PORT: the test hook preloaded into the server (tests/e2e/helpers/db-hook.mjs), which
// lets a spec end a reservation's 15 minutes now instead of waiting for them.
import { spawn } from "node:child_process";

const port = process.env.PORT || "3101";
const sandboxPort = process.env.E2E_SANDBOX_PORT || "4110";
const hookPort = process.env.E2E_HOOK_PORT || "3102";
// The sandbox's fixed local credentials (SANDBOX_DEFAULTS in lib/payments/sandbox/server.ts).
const keys = {
  RECURRENTE_PUBLIC_KEY: "pk_test_cupongt_sandbox",
  RECURRENTE_SECRET_KEY: "sk_test_cupongt_sandbox",
  RECURRENTE_WEBHOOK_SECRET: "whsec_Y3Vwb25ndC1sb2NhbC1wYXltZW50cy1zYW5kYm94ISE=",
};

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  // Either one gone ends the run: a server without its provider (or the reverse) tests nothing.
  child.on("exit", (code, signal) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return child;
}

start("node_modules/.bin/tsx", ["scripts/payments-sandbox.ts"], {
  ...keys,
  SANDBOX_PORT: sandboxPort,
  SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/payments/webhook`,
});
start(process.execPath, ["scripts/e2e-server.mjs"], {
  ...keys,
  PORT: port,
  PAYMENTS_PROVIDER: "recurrente",
  RECURRENTE_API_URL: `http://127.0.0.1:${sandboxPort}`,
  // The simulated server of the same run builds when a build is missing; alone, this one does.
  E2E_WAIT_FOR_BUILD: process.env.E2E_BUILD_HERE === "1" ? "" : "1",
  E2E_SERVER_IMPORT: "./tests/e2e/helpers/db-hook.mjs",
  // Prometheus' endpoint exists only with a token: payments-card.spec.ts reads the series after a sale.
  METRICS_TOKEN: process.env.METRICS_TOKEN || "e2e-metrics-token-0123456789",
  E2E_HOOK_PORT: hookPort,
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
