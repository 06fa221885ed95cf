import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { RATE_RULES, type RateRuleName } from "@/lib/domain/rate-limits";
import { runAsSystem } from "./system";

/**
 * Counts one attempt under `rule` for `subject` (an IP or an e-mail) and says whether it is
 * still allowed. One atomic upsert, so concurrent requests on any instance count exactly.
 */
export async function hitRateLimit(rule: RateRuleName, subject: string): Promise<boolean> {
  const { limit, windowSeconds } = RATE_RULES[rule];
  const key = `${rule}:${subject.slice(0, 320)}`;
  return runAsSystem(async (tx) => {
    const rows = rowsOf<{ hits: number }>(
      await tx.execute(sql`
        insert into app_private.rate_limits (key, window_start, hits)
        values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
        on conflict (key, window_start) do update set hits = app_private.rate_limits.hits + 1
        returning hits`),
    );
    // Old windows are swept now and then rather than by a scheduler.
    if (Math.random() < 0.01) await tx.execute(sql`delete from app_private.rate_limits where window_start < now() - interval '1 day'`);
    return Number(rows[0]?.hits ?? 0) <= limit;
  });
}

/** Every rule must allow the attempt; all are counted either way. */
export async function allowed(checks: [RateRuleName, string][]): Promise<boolean> {
  const results = await Promise.all(checks.map(([rule, subject]) => hitRateLimit(rule, subject)));
  return results.every(Boolean);
}
