import "server-only";
import { randomBytes } from "node:crypto";
import { revalidateTag } from "next/cache";
import type { CacheTag } from "@/lib/data/revalidate";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/log";
import { cronAuthorized } from "./cron";

// A job that changes stock must drop the coupon pages' cached copies, as the actions do; but
// revalidateTag works only inside a request of the Next server, and a job runs outside one: in the
// server's own worker (instrumentation.ts) or in a separate `npm run worker` process with no Next
// cache at all. So the job asks a web server to do it, through POST /api/cache/revalidate: that
// request's revalidateTag goes to the server's cache handler (cache-handler.mjs), its own cache on
// one instance, the shared Redis tag store with REDIS_URL (then every instance sees it). Under the
// cron route (serverless) the job already runs inside a request and revalidates directly.

const TOKEN = Symbol.for("cupongt.revalidateToken");
const g = globalThis as typeof globalThis & { [TOKEN]?: string };

/**
 * The token of this process's own worker: made at start, never leaves the process, so the server's
 * worker needs no configured secret (the route and the worker meet on globalThis).
 */
export function inProcessRevalidateToken(): string {
  return (g[TOKEN] ??= randomBytes(32).toString("hex"));
}

/** Whether a call to /api/cache/revalidate comes from this process's worker or a configured one. */
export function revalidateAuthorized(header: string | null): boolean {
  if (g[TOKEN] && cronAuthorized(header, g[TOKEN])) return true;
  return env.CACHE_REVALIDATE_SECRET ? cronAuthorized(header, env.CACHE_REVALIDATE_SECRET) : false;
}

let warnedNoSecret = false;

/**
 * Drops the cached public reads of `tags` now, from a job. Never throws: when no server can be
 * reached the pages still refresh within DATA_CACHE_SECONDS, and the job's own work stands.
 */
export async function revalidateFromJob(...tags: CacheTag[]): Promise<void> {
  const log = logger({ component: "jobs" });
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return; // inside a request (the cron route): done here
  } catch {
    // No request store: ask a web server.
  }
  const token = g[TOKEN] ?? env.CACHE_REVALIDATE_SECRET;
  if (!token) {
    if (!warnedNoSecret) log.warn("CACHE_REVALIDATE_SECRET unset: coupon pages refresh when their cache expires");
    warnedNoSecret = true;
    return;
  }
  const base = env.CACHE_REVALIDATE_URL ?? `http://127.0.0.1:${env.PORT}`;
  try {
    const response = await fetch(new URL("/api/cache/revalidate", base), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) log.warn({ status: response.status, tags }, "cache revalidation refused");
  } catch (error) {
    log.warn({ err: error, tags }, "cache revalidation failed");
  }
}
