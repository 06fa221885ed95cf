// One id per request, sent back in the `x-request-id` response header and written in the error
// log line, so "the page failed at 10:42" from a shopper can be found in the logs. A load
// balancer's own id is kept when it looks like one (letters, digits, - _ . :, at most 64), so the
// id follows the request across hops; anything else (a header full of markup, 10 KB long) is
// replaced rather than written to the logs.
export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(incoming: string | null | undefined, fresh: () => string): string {
  return incoming && SAFE_ID.test(incoming) ? incoming : fresh();
}
