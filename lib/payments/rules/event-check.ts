// What a signed webhook event must look like before it goes near the database. A genuine
// signature proves who sent a body, not that the database can store it: a NUL character (text
// refuses it), a year PostgreSQL cannot hold (JavaScript dates reach +275760), an amount past
// numeric(12,2), JSON nested deeper than serialising it can recurse, or an id hundreds of
// characters long would each fail inside the insert and answer 500, printing the failed query.
// Checked here, such an event is answered 422 and nothing is written. Pure (no I/O).
import { z } from "zod";

/** Far above any real event (Recurrente's nest four or five levels); below what serialising can recurse. */
export const MAX_EVENT_DEPTH = 32;
/** Svix ids are "msg_" and 27 characters; provider ids are shorter still. */
export const MAX_EVENT_ID_LENGTH = 128;
/** numeric(12,2): at most 9,999,999,999.99, so fewer than 10^12 cents either way. */
export const MAX_EVENT_CENTS = 999_999_999_999;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

// Text PostgreSQL can store: no NUL, and no lone surrogate (invalid UTF-8 once encoded).
const storable = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes("\u0000") && s.isWellFormed(), "not storable text");
const id = storable(MAX_EVENT_ID_LENGTH).regex(/^[A-Za-z0-9_.:-]+$/);
const instant = z.date().refine((d) => {
  const t = d.getTime();
  return Number.isFinite(t) && t >= EARLIEST && t < LATEST;
}, "outside the years 2000 to 2099");

export const paymentEventSchema = z.object({
  eventId: id,
  type: storable(100),
  status: z.enum(["pending", "succeeded", "failed", "cancelled", "expired"]),
  checkoutId: id.nullable(),
  orderId: storable(64).nullable(),
  paymentId: id.nullable(),
  amountCents: z.number().int().min(-MAX_EVENT_CENTS).max(MAX_EVENT_CENTS).nullable(),
  currency: storable(8).nullable(),
  occurredAt: instant,
  deadline: instant.nullable(),
});

/**
 * True when `value` (a parsed JSON payload) nests at most `max` levels and every string in it,
 * keys included, is storable. Iterative: a 100,000-deep body must not overflow this check either.
 */
export function isStorableJson(value: unknown, max = MAX_EVENT_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\u0000") || !v.isWellFormed()) return false;
      continue;
    }
    if (typeof v === "number" && !Number.isFinite(v)) return false;
    if (v === null || typeof v !== "object") continue;
    if (depth >= max) return false;
    for (const [key, entry] of Object.entries(v)) {
      if (key.includes("\u0000") || !key.isWellFormed()) return false;
      stack.push([entry, depth + 1]);
    }
  }
  return true;
}

/** Whether a verified event can be stored as it is; the reason when not (for the log, never the body). */
export function checkPaymentEvent(event: unknown): { ok: true } | { ok: false; reason: string } {
  const parsed = paymentEventSchema.safeParse(event);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${issue?.path.join(".") || "event"}: ${issue?.message ?? "invalid"}` };
  }
  if (!isStorableJson((event as { raw?: unknown }).raw ?? null)) return { ok: false, reason: "raw: not storable" };
  return { ok: true };
}
