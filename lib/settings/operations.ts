// The settings of running the app: the job worker and cron, logs, metrics, traces and backups
// (lib/env.ts validates them with the rest).
import { z } from "zod";
import { flag, optional, withDefault } from "./parse";

export const operationsSettings = {
  /**
   * The background job worker (lib/jobs) inside the web server: "on" by default under `next start`;
   * "off" when a separate `npm run worker` process does the work (several web instances).
   */
  JOBS_WORKER: optional(z.enum(["on", "off"])),
  /**
   * Claim loops per worker process. Unset: 1 on the embedded database (one session), else half the
   * owner's pool, at most 4 (lib/jobs/concurrency.ts: 2 with the default pools), so a burst of
   * payments is worked in parallel and the request path's system work keeps connections.
   */
  JOBS_CONCURRENCY: optional(z.coerce.number().int().min(1).max(16)),
  /** How often an idle worker looks for due jobs, in milliseconds. */
  JOBS_POLL_MS: withDefault(z.coerce.number().int().min(50).max(60_000), 1000),
  /**
   * Serverless hosts (no process lives between requests): a scheduler calls /api/cron/jobs with
   * `Authorization: Bearer CRON_SECRET` to run due jobs. Unset: the endpoint does not exist (404).
   */
  CRON_SECRET: optional(z.string().min(32, "CRON_SECRET must be at least 32 characters")),
  /**
   * Jobs that change stock (a payment's webhook, an expired reservation, a refund) drop the cached
   * coupon pages through POST /api/cache/revalidate of a web server (lib/jobs/revalidate.ts). A
   * separate `npm run worker` needs this secret (the same on the web servers) and, unless a web
   * server answers at http://127.0.0.1:PORT, CACHE_REVALIDATE_URL: any one of them (with REDIS_URL the
   * invalidation reaches all). The worker inside the server needs neither.
   */
  CACHE_REVALIDATE_SECRET: optional(z.string().min(32, "CACHE_REVALIDATE_SECRET must be at least 32 characters")),
  CACHE_REVALIDATE_URL: optional(
    z.string().regex(/^https?:\/\//, "CACHE_REVALIDATE_URL must start with http:// or https://"),
  ),
  /** Longest a cron call keeps claiming jobs, in milliseconds (below the host's function limit). */
  CRON_BUDGET_MS: withDefault(z.coerce.number().int().min(1000).max(300_000), 20_000),
  /**
   * Each request's log line and duration metric (lib/net/request-telemetry.ts); "off" where the
   * platform logs requests itself (and for the benchmark that measures their cost).
   */
  REQUEST_TELEMETRY: flag(true),
  /** Lowest level written to the log (lib/observability/log.ts). */
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /**
   * Bearer token of GET /api/metrics (Prometheus). Unset: the endpoint does not exist (404).
   */
  METRICS_TOKEN: optional(z.string().min(16, "METRICS_TOKEN must be at least 16 characters")),
  /** OTLP/HTTP collector for traces (http://collector:4318); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().url()),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: withDefault(z.string(), "cupongt"),
  /** Where `npm run db:backup` writes its archives. */
  BACKUP_DIR: withDefault(z.string(), ".data/backups"),
};
