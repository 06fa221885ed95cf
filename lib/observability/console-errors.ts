// One printer for every error the server prints. Next.js prints a failed request's error itself
// (console.error with the error object, whose own fields include a failed query's parameters: a
// customer's e-mail, name and NIT), and libraries warn the same way. After installConsolePrinter()
// every console.error and console.warn becomes one masked JSON line through the logger, so no path
// prints around lib/observability/log-redact.ts.
import { format } from "node:util";
import { maskError, maskText } from "@/lib/observability/log-redact";
import type { Logger } from "./log";

const INSTALLED = Symbol.for("cupongt.consolePrinter");
type Holder = typeof globalThis & { [INSTALLED]?: boolean };

/** The masked fields of a console call's arguments: the errors in `err`, the rest as text. */
export function consoleLine(args: unknown[]): { err?: Record<string, unknown>; msg: string } {
  const errors = args.filter((a): a is Error => a instanceof Error);
  // Errors are never formatted by util (it prints their own fields, parameters included).
  const rest = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : a));
  const msg = maskText(format(...rest));
  return errors.length > 0 ? { err: maskError(errors[0]!), msg } : { msg };
}

/** Routes console.error and console.warn through `log` (masked), once per process. */
export function installConsolePrinter(log: () => Logger): void {
  const g = globalThis as Holder;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  console.error = (...args: unknown[]) => {
    const { err, msg } = consoleLine(args);
    log().error(err ? { err } : {}, msg);
  };
  console.warn = (...args: unknown[]) => {
    const { err, msg } = consoleLine(args);
    log().warn(err ? { err } : {}, msg);
  };
}
