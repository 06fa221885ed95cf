// A database that is down, hung or holding a lock past its timeout is not a server bug: the
// shopper gets the Spanish 503 with Retry-After, as the proxy gives while the breaker is open
// (lib/db/breaker.ts), and not app/(es)/error.tsx with a 500.
// The breaker only answers requests that arrive after a failure, and not for a lock (a locked
// table is not a database that is down). The first requests to meet the failure, the breaker's
// probes and every request meeting a lock fail while rendering, where Next answers 500. So each
// request runs in a scope (set as it arrives, lib/net/peer-stamp.ts) where lib/data notes a
// failure of that kind, and the response is corrected as its head is written:
// - a page or handler failing with a 500 after such a failure gets the 503 page instead (a
//   deliberate 503, /api/health's, keeps its own body);
// - an action that answered 'El servicio no está disponible…' (lib/actions/define-action.ts) keeps
//   its body, which the client reads whatever the status, and gets 503 with Retry-After.
// A page already streaming when the failure comes has sent its status: none on the public pages
// streams before reading (no loading boundary above their data).
import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";
import { databaseDownSince } from "@/lib/db/breaker";
import { unavailablePageHtml } from "@/lib/net/unavailable-page";
import messages from "@/messages/es.json";

export const RETRY_AFTER_SECONDS = "5";

interface Scope {
  /** A database call of this request failed as unavailable (lib/data/run-as.ts). */
  databaseUnavailable: boolean;
  /** An action of this request answered 'service unavailable'. */
  answeredUnavailable: boolean;
}

// On globalThis: the server's hook (instrumentation bundle) and lib/data (the app's) share it.
const KEY = Symbol.for("cupongt.requestScope");
type Holder = typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> };
const storage = () => ((globalThis as Holder)[KEY] ??= new AsyncLocalStorage<Scope>());

/** lib/data: a query of the current request met a database that is down or too slow. */
export function noteDatabaseUnavailable(): void {
  const scope = storage().getStore();
  if (scope) scope.databaseUnavailable = true;
}

/** lib/actions: the current action answered that the service is unavailable. */
export function noteAnsweredUnavailable(): void {
  const scope = storage().getStore();
  if (scope) scope.answeredUnavailable = true;
}

// What Next set for the page it meant to send, which the 503 page does not have.
const PAGE_HEADERS = [
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "cache-control",
  "vary",
  "link",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
];

/** Runs `serve` in a fresh scope whose response is corrected as described above. */
export function serveInScope(res: ServerResponse, path: string, action: boolean, serve: () => boolean): boolean {
  const scope: Scope = { databaseUnavailable: false, answeredUnavailable: false };
  return storage().run(scope, () => {
    correctResponse(res, scope, path, action);
    return serve();
  });
}

function correctResponse(res: ServerResponse, scope: Scope, path: string, action: boolean): void {
  const { writeHead, write, end } = res;
  // Read through a function: TypeScript would keep its narrowing across the calls that change it.
  let current: "open" | "kept" | "replaced" = "open";
  const state = () => current;
  const decide = (status: number): number => {
    if (current !== "open") return status;
    current = "kept";
    if (action && status === 200 && scope.answeredUnavailable) {
      res.setHeader("retry-after", RETRY_AFTER_SECONDS);
      return 503;
    }
    // Or the breaker is open: a render this request only waited for (Next renders a page once for
    // all who ask at the same moment) met the outage in another request's scope.
    if (!action && status === 500 && (scope.databaseUnavailable || databaseDownSince() !== null)) current = "replaced";
    return status;
  };
  const sendPage = () => {
    for (const name of PAGE_HEADERS) res.removeHeader(name);
    const { unavailableTitle, unavailableDescription, retry, home } = messages.errorPage;
    const html = unavailablePageHtml(
      { title: unavailableTitle, description: unavailableDescription, retry, home },
      path.startsWith("//") ? "/" : path,
    );
    writeHead.call(res, 503, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": RETRY_AFTER_SECONDS,
    });
    end.call(res, html, "utf-8");
  };
  const open = () => {
    if (state() !== "open") return;
    res.statusCode = decide(res.statusCode);
    if (state() === "replaced") sendPage();
  };
  res.writeHead = function correctedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const wasOpen = state() === "open";
    const corrected = decide(status);
    if (state() === "replaced") {
      if (wasOpen) sendPage();
      return this;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, corrected, ...rest);
  } as typeof res.writeHead;
  res.write = function correctedWrite(this: ServerResponse, ...args: unknown[]) {
    open();
    if (state() === "replaced") return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function correctedEnd(this: ServerResponse, ...args: unknown[]) {
    open();
    if (state() === "replaced") {
      const callback = args.find((a) => typeof a === "function") as (() => void) | undefined;
      callback?.();
      return this;
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.end;
}
