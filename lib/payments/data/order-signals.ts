import "server-only";

// "This order just changed", inside one server process: the payment job (the in-process worker)
// says so after its commit, and the return page's event stream (app/api/pago/[orderId]/eventos)
// answers at once instead of at its next look. A change made in another process (a separate
// `npm run worker`) is not signalled: the stream looks again every second anyway.

type Waiter = () => void;
const g = globalThis as typeof globalThis & { __cupongtOrderWaiters?: Map<string, Set<Waiter>> };
// On globalThis: the worker runs in instrumentation.ts's bundle, the stream in a route's.
const waiters = () => (g.__cupongtOrderWaiters ??= new Map());

export function signalOrderChanged(orderId: string): void {
  const set = waiters().get(orderId);
  if (!set) return;
  waiters().delete(orderId);
  for (const wake of set) wake();
}

/** Resolves when the order is signalled, after `ms`, or when `signal` aborts, whichever is first. */
export function waitForOrderChange(orderId: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const map = waiters();
    const set = map.get(orderId) ?? new Set<Waiter>();
    map.set(orderId, set);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      set.delete(done);
      if (set.size === 0 && map.get(orderId) === set) map.delete(orderId);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done);
    set.add(done);
  });
}
