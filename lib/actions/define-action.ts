import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getSession, type SessionUser } from "@/lib/auth/session";
import type { Caller } from "@/lib/data/caller";
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { message, textOf } from "@/lib/i18n/messages";
import { withLocale } from "@/lib/i18n/page-locale";
import { requestLocale } from "@/lib/i18n/request-locale";
import { noteAnsweredUnavailable } from "@/lib/net/unavailable-answer";
import { logger } from "@/lib/observability/log";
import { countAction, type ActionOutcome } from "@/lib/observability/metrics";
import { inSpan } from "@/lib/observability/trace";

/** What every server action answers: the client turns `error` into the spec's toast text. */
export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string>; code?: ActionFailureCode };

/**
 * What a client may act on without reading `error`: sign in, re-quote a cart whose prices moved,
 * or offer an e-mailed sign-in link because the account's password sign-in is paused.
 */
export type ActionFailureCode = "sign_in_required" | "price_changed" | "sign_in_link";

export interface ActionContext {
  caller: Caller;
  user: SessionUser | null;
}

export interface SignedInContext {
  caller: Extract<Caller, { role: "authenticated" }>;
  user: SessionUser;
}

interface Options<S extends z.ZodType, T, A extends "required" | "optional"> {
  schema: S;
  /** "required": a visitor gets `signInError` (default 'Debes iniciar sesión.') and nothing runs. */
  auth: A;
  signInError?: string;
  run: (input: z.output<S>, ctx: A extends "required" ? SignedInContext : ActionContext) => Promise<ActionResult<T>>;
}

export const ok = <T>(data: T): ActionResult<T> => ({ ok: true, data });
export const fail = (error: string, fieldErrors?: Record<string, string>): ActionResult<never> => ({
  ok: false,
  error,
  fieldErrors,
});

/** zod issues -> the first Spanish message per field (schemas carry message codes, worded here). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= textOf(issue.message);
  }
  return out;
}

/**
 * The one door for server actions: parse with the shared zod schema, re-read the session from
 * the request (never trust the form), run, and turn anything unexpected into 'Ocurrió un error
 * inesperado.' (logged) instead of a 500. No action runs for a POST from another origin, or one
 * with neither Origin nor Sec-Fetch-Site same-origin: proxy.ts answers it 403 first (its matcher
 * takes every request with a Next-Action header, whatever the path).
 */
export function defineAction<S extends z.ZodType, T, A extends "required" | "optional">(options: Options<S, T, A>) {
  const action = (raw: unknown): Promise<ActionResult<T>> =>
    inSpan("server.action", {}, async (span) => {
      // Answered in the language of the page that posted it (its Referer), else the visitor's choice.
      const result = await withLocale(await requestLocale(), () => answer(raw));
      const outcome = outcomeOf(result);
      countAction(outcome);
      span.setAttribute("cupongt.action.outcome", outcome);
      return result;
    });
  const answer = async (raw: unknown): Promise<ActionResult<T>> => {
    try {
      // Not even an object (null, a string, an array): zod's own English text must not reach anyone.
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(message("common.invalidInput"));
      // No form field holds a NUL, and PostgreSQL refuses one in text: refused here, not as a 500.
      if (holdsNul(raw)) return fail(message("common.invalidInput"));
      // A check the schema words itself keeps its code; anything it does not (a field of the wrong
      // type, a missing object) gets the general code, never zod's English.
      const parsed = options.schema.safeParse(raw, { error: () => "common.invalidInput" });
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        return fail(Object.values(fieldErrors)[0] ?? message("common.invalidInput"), fieldErrors);
      }
      const { user, caller, unavailable } = await getSession();
      if (options.auth === "required" && (!user || caller.role !== "authenticated")) {
        if (unavailable) return unavailableFailure();
        // The code lets a client send the visitor to /auth without comparing message texts.
        return { ok: false, error: options.signInError ?? message("common.signInRequired"), code: "sign_in_required" };
      }
      return await options.run(parsed.data, { user, caller } as never);
    } catch (error) {
      unstable_rethrow(error); // redirect() and notFound() are control flow, not failures
      logger({ component: "action" }).error({ err: error }, "action failed");
      // A database that is down or too slow is not the user's mistake: say so, and that it passes.
      return isDatabaseUnavailable(error) ? unavailableFailure() : fail(message("common.unexpectedError"));
    }
  };
  schemas.set(action, options.schema);
  return action;
}

/** For the metrics: a refusal (input, sign-in, a rule) is not a failure of the service. */
function outcomeOf(result: ActionResult<unknown>): ActionOutcome {
  if (result.ok) return "ok";
  if (result.error === message("common.serviceUnavailable")) return "unavailable";
  return result.error === message("common.unexpectedError") ? "error" : "refused";
}

/** The Spanish 'try again shortly'; the response then carries 503 and Retry-After. */
function unavailableFailure(): ActionResult<never> {
  noteAnsweredUnavailable();
  return fail(message("common.serviceUnavailable"));
}

const schemas = new WeakMap<object, z.ZodType>();

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  if (value instanceof FormData) return [...value.entries()].some(([name, entry]) => holdsNul(name) || holdsNul(entry));
  return Object.entries(value).some(([name, entry]) => holdsNul(name) || holdsNul(entry, depth + 1));
}

/** The schema an action parses its input with: the fuzz tests generate inputs around its fields. */
export function actionSchema(action: object): z.ZodType | undefined {
  return schemas.get(action);
}
