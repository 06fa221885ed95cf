// Stamps every request with its TCP peer (lib/net/peer-stamp.ts: rate limits and the local
// outbox need the socket address, which Next 16 does not expose), its id, its log scope and its
// duration metric. Starts tracing when a collector is configured. Then opens, migrates and (when
// empty) seeds the database as the server starts, so the first visitor does not pay for it, and
// starts the background job worker.
// Not run by `next build`.
import type { Instrumentation } from "next";

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { buildSiteOrigin, env, siteOrigin, siteOriginConfigured } = await import("@/lib/env");
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { registerTracing } = await import("@/lib/observability/otel");
    registerTracing(env.OTEL_EXPORTER_OTLP_ENDPOINT, env.OTEL_SERVICE_NAME);
  }
  const { installPeerStamp } = await import("@/lib/net/peer-stamp");
  installPeerStamp();
  const { logger } = await import("@/lib/observability/log");
  const log = logger({ component: "server" });
  // Next's own error prints (and any library's) go through the logger's masking too.
  const { installConsolePrinter } = await import("@/lib/observability/console-errors");
  installConsolePrinter(() => logger({ component: "console" }));
  const origin = siteOrigin();
  const how = siteOriginConfigured() ? "SITE_URL" : "local default; a deployment sets SITE_URL";
  log.info(`site origin ${origin} (${how}); client address: ${env.TRUSTED_PROXY_HOPS} trusted proxy hop(s)`);
  if (siteOriginConfigured() && buildSiteOrigin && buildSiteOrigin !== origin) {
    log.warn(
      `static pages were built for ${buildSiteOrigin}: their canonical links keep it until \`SITE_URL=${origin} next build\``,
    );
  }
  const { openDatabase } = await import("@/lib/data/health");
  try {
    const engine = await openDatabase();
    log.info(`database ready (${engine})`);
    // The embedded database is this process's alone: operator commands (admin:grant, jobs,
    // ledger:check, payments:reconcile) reach it through an owner-only local socket.
    if (engine === "pglite") {
      const { startOperatorChannel } = await import("@/lib/operator/channel");
      await startOperatorChannel(env.PGLITE_DATA_DIR).then(
        () => log.info("operator commands: local socket beside the embedded database"),
        (error: unknown) =>
          log.warn({ err: error }, "operator socket not started: operator commands need the server stopped"),
      );
    }
    // Background jobs (receipts, reminders, releasing expired reservations, cleanup): in this
    // process unless JOBS_WORKER=off, where `npm run worker` processes do them (lib/jobs).
    const { startInProcessWorker } = await import("@/lib/jobs/in-process");
    if (startInProcessWorker())
      log.info("job worker running in this process (JOBS_WORKER=off to leave it to `npm run worker`)");
  } catch (error) {
    // The server still starts: /api/health answers 503 and the next request retries.
    log.error({ err: error }, "database not ready");
  }
}

/**
 * Every server error of a page, route handler or action as one log line (lib/observability/error-log.ts
 * chooses its fields: route, path without the query, request id, digest, code, message).
 */
export async function onRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>) {
  const { errorLogLine } = await import("@/lib/observability/error-log");
  const { logger } = await import("@/lib/observability/log");
  const {
    time: _time,
    level: _level,
    ...fields
  } = JSON.parse(errorLogLine(error, request, context)) as Record<string, unknown>;
  logger({ component: "request" }).error(fields, "request failed");
}
