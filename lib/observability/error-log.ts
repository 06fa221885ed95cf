// The one line a server error is logged as (instrumentation.ts, onRequestError): JSON, so a log
// collector can index it, with what support needs to find it: time, route, path, request id,
// Next's digest (the "Código de referencia" the error page shows) and an error code. Query strings
// are cut (they can hold e-mails or tokens) and the message is bounded.
import { REQUEST_ID_HEADER } from "@/lib/net/request-id";

export interface ErrorLogRequest {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface ErrorLogContext {
  routePath?: string;
  routeType?: string;
}

export function errorLogLine(
  error: unknown,
  request: ErrorLogRequest,
  context: ErrorLogContext,
  now = new Date(),
): string {
  const err = (error ?? {}) as { name?: unknown; code?: unknown; digest?: unknown; message?: unknown };
  const header = request.headers[REQUEST_ID_HEADER];
  return JSON.stringify({
    time: now.toISOString(),
    level: "error",
    route: context.routePath ?? null,
    routeType: context.routeType ?? null,
    method: request.method,
    path: request.path.split("?")[0],
    requestId: (Array.isArray(header) ? header[0] : header) ?? null,
    digest: typeof err.digest === "string" ? err.digest : null,
    code: typeof err.code === "string" ? err.code : typeof err.name === "string" ? err.name : "Error",
    message: String(err.message ?? error).slice(0, 500),
  });
}
