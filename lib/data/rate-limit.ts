import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { rateRules, windowStart, type RateRuleName } from "@/lib/domain/rate-limits";
import { env } from "@/lib/env";
import { runAsSystem } from "./system";

const RULES = rateRules({
  signInPerIp: env.RATE_LIMIT_SIGN_IN_PER_IP,
  signInPerEmailIp: env.RATE_LIMIT_SIGN_IN_PER_EMAIL_IP,
  signInPerEmail: env.RATE_LIMIT_SIGN_IN_PER_EMAIL,
  signUpPerIp: env.RATE_LIMIT_SIGN_UP_PER_IP,
  signUpPerEmail: env.RATE_LIMIT_SIGN_UP_PER_EMAIL,
  emailLinkPerIp: env.RATE_LIMIT_EMAIL_LINK_PER_IP,
  emailLinkPerAddress: env.RATE_LIMIT_EMAIL_LINK_PER_ADDRESS,
  uploadPerUser: env.RATE_LIMIT_UPLOADS_PER_USER,
  uploadBytesPerUser: env.RATE_LIMIT_UPLOAD_BYTES_PER_USER,
  viewBeaconPerIp: env.RATE_LIMIT_VIEW_BEACON_PER_IP,
});

/**
 * Counts one attempt under `rule` for `subject` (an IP or an e-mail) and says whether it is
 * still allowed. One atomic upsert, so concurrent requests on any instance count exactly.
 */
export async function hitRateLimit(rule: RateRuleName, subject: string): Promise<boolean> {
  const { limit, windowSeconds } = RULES[rule];
  const key = `${rule}:${subject.slice(0, 320)}`;
  return runAsSystem(async (tx) => {
    const rows = rowsOf<{ hits: number }>(
      await tx.execute(sql`
        insert into app_private.rate_limits (key, window_start, hits)
        values (${key}, ${windowStart(Date.now(), windowSeconds)}::timestamptz, 1)
        on conflict (key, window_start) do update set hits = app_private.rate_limits.hits + 1
        returning hits`),
    );
    // Old windows are swept now and then rather than by a scheduler.
    if (Math.random() < 0.01)
      await tx.execute(sql`delete from app_private.rate_limits where window_start < now() - interval '1 day'`);
    return Number(rows[0]?.hits ?? 0) <= limit;
  });
}

/** Every rule must allow the attempt; all are counted either way. */
export async function allowed(checks: [RateRuleName, string][]): Promise<boolean> {
  const results = await Promise.all(checks.map(([rule, subject]) => hitRateLimit(rule, subject)));
  return results.every(Boolean);
}

/**
 * Adds `amount` (bytes, say) to `subject`'s counter under `rule` only if the total stays within
 * the limit; otherwise nothing is counted and the answer is false. One guarded upsert, so
 * concurrent uploads cannot overshoot together.
 */
export async function consumeQuota(rule: RateRuleName, subject: string, amount: number): Promise<boolean> {
  const { limit, windowSeconds } = RULES[rule];
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > limit) return false;
  const key = `${rule}:${subject.slice(0, 320)}`;
  return runAsSystem(async (tx) => {
    const rows = rowsOf<{ hits: number }>(
      await tx.execute(sql`
        insert into app_private.rate_limits (key, window_start, hits)
        values (${key}, ${windowStart(Date.now(), windowSeconds)}::timestamptz, ${amount})
        on conflict (key, window_start) do update set hits = app_private.rate_limits.hits + excluded.hits
        where app_private.rate_limits.hits + excluded.hits <= ${limit}
        returning hits`),
    );
    return rows.length > 0;
  });
}
