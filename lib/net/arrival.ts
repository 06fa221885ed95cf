// What the server does with each request as it arrives, before Next (installed with the stamps of
// lib/net/peer-stamp.ts): a scope in which a database outage turns the answer into the Spanish 503
// (lib/net/unavailable-answer.ts), and for a server action (or a multipart POST, which Next may
// take for a form's action), the check that its Origin and body are ones Next can read
// (lib/net/action-request-guard.ts).
import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { actionRequestKind, guardActionRequest } from "./action-request-guard";
import { withRequestTelemetry } from "./request-telemetry";
import { serveInScope } from "./unavailable-answer";

/** `deliver` hands the request to Next; the return value is the server's `emit`'s. */
export function serveArrival(req: IncomingMessage, res: ServerResponse, deliver: () => boolean): boolean {
  const kind = actionRequestKind(req);
  return withRequestTelemetry(req, res, kind === "call", () => serveScoped(req, res, kind, deliver));
}

function serveScoped(
  req: IncomingMessage,
  res: ServerResponse,
  kind: ReturnType<typeof actionRequestKind>,
  deliver: () => boolean,
): boolean {
  return serveInScope(res, req.url ?? "/", kind === "call", () => {
    if (!kind) return deliver();
    // Bound to this scope: the check ends in the socket's callbacks, outside of it.
    guardActionRequest(
      kind,
      req,
      res,
      AsyncResource.bind(() => void deliver()),
    );
    return true;
  });
}
