// One id per request, sent back in the `x-request-id` response header and written in the error
// log line, so "the page failed at 10:42" from a shopper can be found in the logs. A load
// balancer's own id is kept when it looks like one (letters, digits, - _ . :, at most 64), so the
// id follows the request across hops; anything else (a header full of markup, 10 KB long) is
// replaced rather than written to the logs.
//
// Who gives it: the Node server, as each request arrives (lib/net/peer-stamp.ts), so every
// response has one, even those the proxy does not run for (the proxy costs a third of
// the time of serving a cached page). On a host where that stamp is not installed the proxy gives it instead.
// No imports: proxy.ts reads this.
export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const STAMPED = Symbol.for("cupongt.requestIdStamped");
type Holder = typeof globalThis & { [STAMPED]?: boolean };

export function requestIdOf(incoming: string | null | undefined, fresh: () => string): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : fresh();
}

/** The server of this process stamps every arriving request with its id (on globalThis: the proxy and the server are separate bundles). */
export function markRequestIdsStamped(stamped = true): void {
  (globalThis as Holder)[STAMPED] = stamped;
}

/** Whether requests already carry their id when the proxy sees them. */
export function requestIdsStamped(): boolean {
  return (globalThis as Holder)[STAMPED] === true;
}
