import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { ANON } from "./caller";
import { isDatabaseDown } from "./db-errors";
import { runAs } from "./run-as";

export interface HealthReport {
  ok: boolean;
  engine?: string;
  latencyMs?: number;
  error?: string;
}

/** Is the database reachable, as the anonymous role sees it? Bounded by `timeoutMs`. */
export async function checkDatabaseHealth(timeoutMs = 3000): Promise<HealthReport> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
  });
  try {
    const check = (async () => {
      const { engine } = await getDatabase();
      const probe = () => runAs(ANON, (tx) => tx.execute(sql`select 1`));
      // Right after the server restarts, a pooled connection may still be one the old server
      // ended: the pool drops it on that failure, so one more try on a fresh connection tells
      // whether the database is back (a database still down fails the second try too).
      await probe().catch((error: unknown) => {
        if (!isDatabaseDown(error)) throw error;
        return probe();
      });
      return engine;
    })();
    const engine = await Promise.race([check, timeout]);
    return { ok: true, engine, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "unknown" };
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the database (migrating the embedded one on first use) and names its engine: the server's start. */
export async function openDatabase(): Promise<string> {
  const { engine } = await getDatabase();
  return engine;
}
