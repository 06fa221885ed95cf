import "server-only";
import { sql } from "drizzle-orm";
import { countWebhook } from "@/lib/observability/metrics";
import { runAsSystem } from "@/lib/data/system";

// Deliveries whose signature did not verify. Anyone can post them, as fast as they like, so
// counting one must cost no database work on the request: each is counted in memory (and in the
// metrics at once), and the counts are written aggregated, one upsert per provider and day, at
// most every FLUSH_MS. Updating one per-day row per forged post serialised a flood on that row
// and held the system connections that sign-in and sessions also need. A process that dies
// loses at most FLUSH_MS of counts of requests that were refused anyway.

export const REJECTION_FLUSH_MS = 5_000;

const KEY = Symbol.for("cupongt.webhookRejections");
interface Pending {
  counts: Map<string, { provider: string; day: string; count: number; lastAt: Date }>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
}
type Holder = typeof globalThis & { [KEY]?: Pending };
const pending = (): Pending => ((globalThis as Holder)[KEY] ??= { counts: new Map(), timer: null, flushing: null });

/** Counts a rejected delivery; no I/O (the count is written later, aggregated). */
export function countRejectedWebhook(provider: string, now: Date = new Date()): void {
  countWebhook("rejected");
  const p = pending();
  const day = now.toISOString().slice(0, 10);
  const key = `${provider}\u0000${day}`;
  const entry = p.counts.get(key);
  if (entry) {
    entry.count += 1;
    entry.lastAt = now;
  } else p.counts.set(key, { provider, day, count: 1, lastAt: now });
  if (!p.timer) {
    p.timer = setTimeout(() => {
      p.timer = null;
      void flushRejectedWebhooks().catch(() => {});
    }, REJECTION_FLUSH_MS);
    // Never what keeps a process (a script, a test run) alive.
    p.timer.unref?.();
  }
}

/** Counted but not yet written (tests; the admin pages read the table). */
export function unflushedRejectedWebhooks(): number {
  let n = 0;
  for (const e of pending().counts.values()) n += e.count;
  return n;
}

/** Writes the counts gathered so far, one upsert per provider and day; on failure they are kept for the next flush. */
export async function flushRejectedWebhooks(): Promise<void> {
  const p = pending();
  if (p.flushing) await p.flushing;
  if (p.counts.size === 0) return;
  const batch = [...p.counts.values()];
  p.counts.clear();
  p.flushing = (async () => {
    try {
      await runAsSystem(
        async (tx) => {
          for (const e of batch) {
            await tx.execute(sql`
            insert into public.payment_webhook_rejections (provider, day, count, last_at)
            values (${e.provider}, ${e.day}::date, ${e.count}, ${e.lastAt.toISOString()}::timestamptz)
            on conflict (provider, day) do update
              set count = payment_webhook_rejections.count + excluded.count,
                  last_at = greatest(payment_webhook_rejections.last_at, excluded.last_at)`);
          }
        },
        { lane: "ingress" },
      );
    } catch (error) {
      // Kept for the next flush rather than lost (the database may be briefly away).
      for (const e of batch) {
        const key = `${e.provider}\u0000${e.day}`;
        const now = p.counts.get(key);
        if (now) now.count += e.count;
        else p.counts.set(key, e);
      }
      throw error;
    } finally {
      p.flushing = null;
    }
  })();
  await p.flushing;
}
