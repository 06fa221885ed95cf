// Next 16 gives route handlers, server actions and server components no socket address
// (`request.ip` is gone, and Next only fills X-Forwarded-For with it when the client sent none).
// So the server stamps every request as it arrives, before any Next code runs, with the TCP peer
// and whether forwarding headers came with it. The stamp carries a per-process secret: a client
// sending its own `x-cupongt-peer` is overwritten, and a forged one never matches.
// The same stamp gives the request its id (lib/net/request-id.ts), on the request for the
// server's code and error log, and on the response: here it costs a header, where the proxy cost
// a third of the time of serving a cached page, and no response goes without one.
import { randomBytes, randomUUID } from "node:crypto";
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import { PROXY_HEADERS } from "@/lib/net/client-address";
import { REQUEST_ID_HEADER, markRequestIdsStamped, requestIdOf } from "@/lib/net/request-id";
import { serveArrival } from "./arrival";

export const PEER_HEADER = "x-cupongt-peer";
const NONCE_KEY = Symbol.for("cupongt.peerStampNonce");
type Global = typeof globalThis & { [NONCE_KEY]?: string };

export interface ArrivingRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
}

interface DepartingResponse {
  setHeader(name: string, value: string): unknown;
}

/** Writes the stamp onto an arriving request (exported for tests, which have no socket). */
export function stampRequest(req: ArrivingRequest, nonce = (globalThis as Global)[NONCE_KEY]): void {
  if (!nonce) return;
  const proxied = PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
  req.headers[PEER_HEADER] = `${nonce};${req.socket?.remoteAddress ?? ""};${proxied ? 1 : 0}`;
}

/** Gives an arriving request its id (a load balancer's own kept when safe), on both sides. */
export function stampRequestId(req: ArrivingRequest, res: DepartingResponse): void {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = requestIdOf(Array.isArray(incoming) ? incoming[0] : incoming, randomUUID);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
}

/** Installs the stamps on every HTTP(S) server of this process (once; instrumentation.ts). */
export function installPeerStamp(): void {
  const g = globalThis as Global;
  if (g[NONCE_KEY]) return;
  const nonce = randomBytes(18).toString("base64url");
  g[NONCE_KEY] = nonce;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    Server.prototype.emit = function stampedEmit(this: unknown, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        stampRequest(args[0] as ArrivingRequest, nonce);
        stampRequestId(args[0] as ArrivingRequest, args[1] as DepartingResponse);
        // Malformed actions refused, database outages answered 503 (lib/net/arrival.ts).
        return serveArrival(args[0] as IncomingMessage, args[1] as ServerResponse, () =>
          emit.call(this, event, ...args),
        );
      }
      return emit.call(this, event, ...args);
    } as typeof Server.prototype.emit;
  }
  markRequestIdsStamped();
}

export interface Peer {
  /** The TCP peer's address. */
  address: string;
  /** The request arrived carrying X-Forwarded-For, Forwarded or X-Real-IP. */
  proxied: boolean;
}

/** The stamp of the current request; null when absent or forged (then nothing is trusted). */
export function readPeer(headers: Headers): Peer | null {
  const nonce = (globalThis as Global)[NONCE_KEY];
  const parts = headers.get(PEER_HEADER)?.split(";");
  if (!nonce || parts?.length !== 3 || parts[0] !== nonce || !parts[1]) return null;
  return { address: parts[1], proxied: parts[2] === "1" };
}
