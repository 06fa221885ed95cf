// Each request's line in the log and its duration in the metrics, taken as it arrives (with the
// stamps of lib/net/peer-stamp.ts) and closed when its answer has been sent. The request's id and
// route group are on every line logged while it runs (lib/observability/log.ts's scope).
import type { IncomingMessage, ServerResponse } from "node:http";
import { REQUEST_ID_HEADER } from "@/lib/net/request-id";
import { routeGroup, statusClass } from "@/lib/observability/route-group";
import { env } from "@/lib/env";
import { currentLogFields, logger, type RequestFields, withLogScope } from "@/lib/observability/log";
import { metrics } from "@/lib/observability/metrics";

export function withRequestTelemetry<T>(
  req: IncomingMessage,
  res: ServerResponse,
  isAction: boolean,
  serve: () => T,
): T {
  if (!env.REQUEST_TELEMETRY) return serve();
  const started = process.hrtime.bigint();
  const header = req.headers[REQUEST_ID_HEADER];
  const requestId = Array.isArray(header) ? header[0] : header;
  const route = routeGroup(req.url ?? "/", isAction);
  // The serving scope's fields: the session notes the (hashed) user there while the page renders,
  // and the request's own line, written once the answer is sent, carries it too.
  let served: RequestFields = { requestId, route };
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.statusCode;
    metrics().httpDuration.observe({ group: route, method: req.method ?? "GET", status: statusClass(status) }, seconds);
    // Static files are many and tell nothing; their durations are in the histogram.
    if (route === "static" || route === "next") return;
    withLogScope(served, () =>
      logger({ component: "request" })[status >= 500 ? "error" : "info"](
        { method: req.method, path: (req.url ?? "/").split("?")[0], status, ms: Math.round(seconds * 1000) },
        "request",
      ),
    );
  });
  return withLogScope(served, () => {
    served = currentLogFields() ?? served;
    return serve();
  });
}
