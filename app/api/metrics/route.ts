// Prometheus scrapes this instance's series here (lib/observability/metrics.ts) with
// `Authorization: Bearer METRICS_TOKEN`. Without METRICS_TOKEN the endpoint does not exist (404);
// a wrong or missing token gets 401 (compared in constant time). The job queue's gauges are read
// from the database at scrape time; if it is down the rest of the series are still served.
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { refreshQueueGauges } from "@/lib/data/admin/ops-metrics";
import { env } from "@/lib/env";
import { cronAuthorized } from "@/lib/jobs/cron";
import { logger } from "@/lib/observability/log";
import { exposition } from "@/lib/observability/metrics";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  const token = env.METRICS_TOKEN;
  if (!token) return new Response("Not Found", { status: 404, headers: NO_STORE });
  if (!cronAuthorized(request.headers.get("authorization"), token)) {
    return new Response("Unauthorized", { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } });
  }
  try {
    await refreshQueueGauges();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger({ component: "metrics" }).warn({ err: error }, "job queue gauges not refreshed: database unavailable");
  }
  const { body, contentType } = await exposition();
  return new Response(body, { headers: { ...NO_STORE, "Content-Type": contentType } });
}
