// The one logger (pino): JSON lines with time, level, the request's id and hashed user, and what
// each part adds through a child logger (request, action, job, webhook, payments, certifier…).
// Every line passes through lib/observability/log-redact.ts, so an e-mail, token, session id, card or
// bank number or full NIT never reaches the output, whoever wrote the call. LOG_LEVEL sets the
// threshold; in development the lines are pretty-printed when pino-pretty is installed.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";
import { maskError, maskText, maskValue } from "@/lib/observability/log-redact";
import { env } from "@/lib/env";

export type { Logger };

export interface RequestFields {
  requestId?: string;
  route?: string;
  user?: string;
}

// On globalThis: the request stamp (instrumentation bundle) and the app's code share one store.
const SCOPE_KEY = Symbol.for("cupongt.logScope");
const ROOT_KEY = Symbol.for("cupongt.logger");
type Holder = typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<RequestFields>; [ROOT_KEY]?: Logger };
const scope = () => ((globalThis as Holder)[SCOPE_KEY] ??= new AsyncLocalStorage<RequestFields>());

/** Runs `fn` with the request's id and route on every line logged inside it. */
export function withLogScope<T>(fields: RequestFields, fn: () => T): T {
  return scope().run({ ...fields }, fn);
}

/** The current request's fields (the same object noteLogUser fills in), if a request is running. */
export function currentLogFields(): RequestFields | undefined {
  return scope().getStore();
}

/** Notes the signed-in user of the current request (hashed: a log never holds the id itself). */
export function noteLogUser(userId: string | null | undefined): void {
  const store = scope().getStore();
  if (store && userId) store.user = userRef(userId);
}

/** A stable, non-reversible reference to a user: lines of one user group without naming them. */
export function userRef(userId: string): string {
  return createHash("sha256").update(`cupongt-user:${userId}`).digest("hex").slice(0, 16);
}

/** A logger writing to `destination` (tests pass a memory stream); the app uses `logger()`. */
export function createLogger(destination?: DestinationStream, level: string = env.LOG_LEVEL): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "cupongt" },
    timestamp: pino.stdTimeFunctions.isoTime,
    // No pino `redact` paths: maskValue below censors the same keys at any depth, and redact's
    // wildcard paths cost 22 µs of a request line's 37 (bench:telemetry's 10 % budget).
    formatters: {
      level: (label) => ({ level: label }),
      // A child's bindings ({ component, adapter … }) are written as they are: masked the same way.
      bindings: (bindings) => maskValue(bindings) as Record<string, unknown>,
      // Every merged object, however deep, is masked by key and by pattern.
      log: (object) => maskValue(object) as Record<string, unknown>,
    },
    serializers: { err: (e: unknown) => (e instanceof Error ? maskError(e) : maskValue(e)) },
    mixin: () => {
      const store = scope().getStore();
      return store ? { ...store } : {};
    },
    hooks: {
      // The message itself (and printf arguments) are masked too.
      logMethod(args, method) {
        // The request's own id stays whole in the text too: it is how a reported failure is found.
        const id = scope().getStore()?.requestId;
        const keep = id ? [id] : [];
        const masked = args.map((a) => (typeof a === "string" ? maskText(a, keep) : a)) as Parameters<typeof method>;
        return method.apply(this, masked);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (env.NODE_ENV === "development") {
    try {
      return pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true } } });
    } catch {
      // pino-pretty is a development convenience: without it the lines stay JSON.
    }
  }
  return pino(options);
}

/** The process's logger, or a child for one part: `logger({ component: "jobs" })`. */
export function logger(bindings?: Record<string, unknown>): Logger {
  const root = ((globalThis as Holder)[ROOT_KEY] ??= createLogger());
  return bindings ? root.child(bindings) : root;
}

/** Replaces the process's logger (tests capture the output with it). */
export function setRootLogger(next: Logger | undefined): void {
  (globalThis as Holder)[ROOT_KEY] = next;
}
