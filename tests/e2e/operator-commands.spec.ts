// Operator commands beside a running server on the embedded database: `npm run admin:grant`,
// `jobs`, `ledger:check` and `payments:reconcile` reach the server's own connection through its
// owner-only local socket instead of stopping at the folder lock; where nothing answers, the clear
// "in use by process N" message stays.
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { startServer, stopServer, waitHealthy } from "./helpers/production-server";

const PORT = Number(process.env.E2E_OPERATOR_PORT ?? 3323);
const run = promisify(execFile);

async function npmRun(dataDir: string, ...args: string[]) {
  const env = { ...process.env, PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_OWNER_URL: "" };
  return run("npm", ["run", "-s", ...args], { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}

test.describe("operator commands with the shop running", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const folder = mkdtempSync(join(tmpdir(), "cupongt-operator-"));
  const dataDir = join(folder, "pglite");
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    server = startServer(PORT, { PGLITE_DATA_DIR: dataDir, DATABASE_URL: "", DATABASE_OWNER_URL: "" });
    await waitHealthy(PORT);
  });
  test.afterAll(async () => {
    await stopServer(server);
    rmSync(folder, { recursive: true, force: true });
  });

  test("admin:grant, jobs, ledger:check and payments:reconcile run through the running server", async () => {
    const socket = statSync(`${dataDir}.operator.sock`);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const grant = await npmRun(dataDir, "admin:grant", "--", "operador@cupongt.test");
    expect(grant).toMatchObject({ code: 0, stdout: "operador@cupongt.test: admin role granted\n" });
    const again = await npmRun(dataDir, "admin:grant", "--", "operador@cupongt.test");
    expect(again.stdout).toBe("operador@cupongt.test: admin role granted (already so)\n");
    const nobody = await npmRun(dataDir, "admin:grant", "--", "nadie@cupongt.test");
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain("no account with the e-mail nadie@cupongt.test");

    const jobs = await npmRun(dataDir, "jobs");
    expect(jobs.code).toBe(0);
    expect(jobs.stdout).toMatch(/^(no jobs|\w+: \d+)/);
    const ledger = await npmRun(dataDir, "ledger:check");
    expect(ledger.stderr).toBe("");
    expect(ledger).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Ledger check: \d+ voucher\(s\) released, 0 problem\(s\)/),
    });
    const reconcile = await npmRun(dataDir, "payments:reconcile");
    expect(reconcile.code).toBe(2);
    expect(reconcile.stderr).toContain("No payment provider is configured");
    // The server is still the one holding the folder, and still serves.
    expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);
  });

  test("a folder held by a process that offers no operator socket keeps the clear message", async () => {
    const held = join(folder, "held");
    mkdirSync(held, { recursive: true });
    // This test's own process: alive, and no server.
    writeFileSync(`${join(held, "pglite")}.lock`, String(process.pid));
    const grant = await npmRun(join(held, "pglite"), "admin:grant", "--", "operador@cupongt.test");
    expect(grant.code).toBe(1);
    expect(grant.stderr).toContain(`is in use by process ${process.pid}`);
    expect(grant.stderr).toContain("stop that process first");
  });
});
