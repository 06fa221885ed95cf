// For bad days: remember, per server process, that the database just failed to answer, so
// the pages that need it answer 503 at once (proxy.ts) instead of each waiting for its own timeout
// while cached pages keep being served. No I/O and no Node-only import: the proxy imports it.
//
// Closed: everything goes through. A connection-class failure (refused, reset, hung past the
// request deadline, server shutting down) opens it. Open: a page that needs the database is
// refused, except one request per PROBE_MS, which goes through as a probe; the first success of
// any query (that probe, a health check, a background job, a cached page's regeneration) closes it.
// So the app recovers by itself within about a second of the database answering again.

export const PROBE_MS = 1000;

interface BreakerState {
  downSince: number | null;
  lastProbeAt: number;
}

const KEY = Symbol.for("cupongt.dbBreaker");
type Holder = typeof globalThis & { [KEY]?: BreakerState };

// On globalThis: the proxy and the pages run in one Node process but in separate bundles.
function state(): BreakerState {
  const g = globalThis as Holder;
  return (g[KEY] ??= { downSince: null, lastProbeAt: 0 });
}

/** Records how a database call ended: `true` closes the breaker, `false` opens it. */
export function reportDatabaseOutcome(ok: boolean, now: number = Date.now()): void {
  const s = state();
  if (ok) s.downSince = null;
  else s.downSince ??= now;
}

/** Since when the database has been failing (ms epoch), or null while it answers. */
export function databaseDownSince(): number | null {
  return state().downSince;
}

/**
 * Should a request that needs the database be refused now? False while the breaker is closed, and
 * false for one request per PROBE_MS while it is open (that request probes the database).
 */
export function refuseWhileDatabaseDown(now: number = Date.now()): boolean {
  const s = state();
  if (s.downSince === null) return false;
  if (now - s.lastProbeAt >= PROBE_MS) {
    s.lastProbeAt = now;
    return false;
  }
  return true;
}

/** Back to closed (tests). */
export function resetDatabaseBreaker(): void {
  const s = state();
  s.downSince = null;
  s.lastProbeAt = 0;
}
