// Pure rules of the background job queue (lib/jobs): when a failed attempt is retried, and which
// period a scheduled job belongs to, so two workers schedule it once per period.

export interface BackoffPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No retry waits longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, maxMs: 60 * 60_000 };

/** Delay before the next attempt after `attempts` failed ones (1, 2, ...): base x 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`attempts must be a positive integer: ${attempts}`);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempts - 1, 30));
}

/** After a failed attempt: retry later, or give up when the attempts are spent. */
export function afterFailure(
  attempts: number,
  maxAttempts: number,
  policy?: BackoffPolicy,
): { state: "queued"; delayMs: number } | { state: "failed" } {
  return attempts >= maxAttempts ? { state: "failed" } : { state: "queued", delayMs: retryDelayMs(attempts, policy) };
}

/**
 * The singleton key of a scheduled job for the period holding `now`: every worker computes the
 * same key in the same period, and the queue's unique key keeps one of their inserts.
 */
export function periodKey(name: string, everyMs: number, now: Date): string {
  if (!Number.isInteger(everyMs) || everyMs <= 0)
    throw new RangeError(`everyMs must be a positive integer: ${everyMs}`);
  return `schedule:${name}:${Math.floor(now.getTime() / everyMs)}`;
}

/** Short text of an error for the job's last_error column. */
export function errorText(error: unknown, max = 1000): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
