// Extra production servers of this build for the specs that need their own (several instances, a
// database outage): started with `next start` on a port of their own and a database of their own.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";

export const localOrigin = (port: number) => `http://127.0.0.1:${port}`;

export function withDatabase(url: string, database: string, user?: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) u.username = user;
  return u.toString();
}

const logs = new Map<number, string>();

/** Starts `next start` on `port` with the suite's environment plus `env`. */
export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        PORT: String(port),
        SITE_URL: "",
        NEXT_PUBLIC_SITE_URL: "",
        SMTP_URL: "",
        JOBS_WORKER: "off",
        RATE_LIMIT_SIGN_IN_PER_IP: "10000",
        PAYMENT_DELAY_MS: "0",
        ...env,
      },
    },
  );
  // What the server said, for the failure message if it never becomes healthy.
  const keep = (chunk: Buffer) => logs.set(port, ((logs.get(port) ?? "") + chunk.toString()).slice(-4000));
  server.stdout!.on("data", keep);
  server.stderr!.on("data", keep);
  return server;
}

/** The last 4,000 characters the server on `port` wrote. */
export const serverLog = (port: number) => logs.get(port) ?? "(nothing)";

export async function waitHealthy(port: number, timeout = 150_000): Promise<void> {
  const status = () =>
    fetch(`${localOrigin(port)}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
  try {
    await expect.poll(status, { timeout, intervals: [500] }).toBe(200);
  } catch (error) {
    throw new Error(`server on ${port} never became healthy; its log:\n${serverLog(port)}`, { cause: error });
  }
}

/** SIGTERM, then waits for the process to exit (SIGKILL after 10 s), so its port is free again. */
export async function stopServer(server: ChildProcess | null | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A server of this build on a fresh embedded database of its own (migrated, not seeded: starts in
 * ~15 s), whose whole log a spec reads: `start()` in beforeAll, `stop()` in afterAll.
 */
export function ownEmbeddedServer(port: number, tag: string, env: Record<string, string> = {}) {
  let dataDir = "";
  let server: ChildProcess | null = null;
  let log = "";
  return {
    log: () => log,
    async start(): Promise<void> {
      dataDir = mkdtempSync(join(tmpdir(), `cupongt-${tag}-`));
      server = startServer(port, {
        DATABASE_URL: "",
        DATABASE_OWNER_URL: "",
        PGLITE_DATA_DIR: join(dataDir, "pglite"),
        MIGRATE_ON_START: "true",
        SEED_ON_START: "false",
        ...env,
      });
      const keep = (chunk: Buffer) => (log += chunk.toString());
      server.stdout!.on("data", keep);
      server.stderr!.on("data", keep);
      await waitHealthy(port, 200_000);
    },
    async stop(): Promise<void> {
      await stopServer(server);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
