// The rules answer message codes (lib/domain/message-code.ts); the action wrapper and the forms
// word them. Tests read them in those words, the Spanish the person sees.
import type { z } from "zod";
import { textOf } from "@/lib/i18n/messages";

/** schema.safeParse(value), its issues' codes in words. */
export function wordedParse<S extends z.ZodType>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return result;
  const issues = result.error.issues.map((issue) => ({ ...issue, message: textOf(issue.message) }));
  return { ...result, error: { issues } };
}

/** A form problem (lib/domain/auth-forms.ts) with its message and title in words. */
export function wordedProblem<P extends { message: string; title?: string } | null>(problem: P): P {
  if (!problem) return problem;
  return { ...problem, message: textOf(problem.message), ...(problem.title ? { title: textOf(problem.title) } : {}) };
}
