import "server-only";
import type { CheckoutProblem } from "@/lib/data/orders/orders";

// A flash sale's checkouts inside one server process. Two things keep hundreds of buyers of one
// coupon from queueing in the database, where each waiting buyer holds a pooled connection and
// all of them wake and sleep around the coupon's row lock (on two cores that contention, not the
// work, was most of each sale's time):
// - a gate: at most GATE_WIDTH reservations of one coupon are in the database at once; the
//   others wait here, in order, and other coupons' buyers keep the rest of the pool;
// - a sold-out memo: once the database has answered that a coupon has no units left, buyers
//   waiting at the gate, and those arriving in the next SOLD_OUT_MEMO_MS, are answered that at once.
//   A unit that comes back (a declined or cancelled payment, an expired hold) clears the memo
//   when this process handles it; when another process does (a separate worker), the memo is at
//   most SOLD_OUT_MEMO_MS old, as if the buyer had come a moment earlier. Nothing is written on
//   the memo's word, so it can only refuse, never sell.
// An attempt whose idempotency key this process has already sent to the database is never
// answered from the memo: a retried submit must find the order its first try may have made.

const GATE_WIDTH = 2;
export const SOLD_OUT_MEMO_MS = 1_000;
const KEYS_KEPT = 20_000;

type Holder = typeof globalThis & {
  __cupongtStockGate?: {
    inFlight: Map<string, number>;
    waiting: Map<string, (() => void)[]>;
    soldOut: Map<string, { until: number; problem: CheckoutProblem }>;
    keys: Set<string>;
  };
};
// On globalThis: the payment worker (instrumentation.ts's bundle) clears what checkouts (a route's
// bundle) remember.
const state = () =>
  ((globalThis as Holder).__cupongtStockGate ??= {
    inFlight: new Map(),
    waiting: new Map(),
    soldOut: new Map(),
    keys: new Set(),
  });

async function enter(couponId: string): Promise<void> {
  const { inFlight, waiting } = state();
  const n = inFlight.get(couponId) ?? 0;
  if (n < GATE_WIDTH) {
    inFlight.set(couponId, n + 1);
    return;
  }
  await new Promise<void>((resolve) => {
    const queue = waiting.get(couponId) ?? [];
    queue.push(resolve);
    waiting.set(couponId, queue);
  });
}

function leave(couponId: string): void {
  const { inFlight, waiting } = state();
  const next = waiting.get(couponId)?.shift();
  if (next) return next(); // the slot passes on: inFlight stays as it is
  if (waiting.get(couponId)?.length === 0) waiting.delete(couponId);
  const n = (inFlight.get(couponId) ?? 1) - 1;
  if (n <= 0) inFlight.delete(couponId);
  else inFlight.set(couponId, n);
}

/** What the memo answers for this attempt, or null when it must go to the database. */
function soldOutProblems(couponIds: readonly string[], key: string): CheckoutProblem[] | null {
  const { soldOut, keys } = state();
  if (keys.has(key)) return null;
  const now = Date.now();
  const problems = couponIds.flatMap((id) => {
    const memo = soldOut.get(id);
    if (!memo) return [];
    if (memo.until > now) return [memo.problem];
    soldOut.delete(id);
    return [];
  });
  return problems.length > 0 ? problems : null;
}

function remember(key: string): void {
  const { keys } = state();
  keys.delete(key);
  keys.add(key);
  if (keys.size > KEYS_KEPT) keys.delete(keys.values().next().value!);
}

/**
 * Runs one reservation through the gates of its coupons (taken in id order, as the database takes
 * their rows), or answers from the memo. `reserve` answers the database's problems, if any.
 */
export async function throughStockGate<T>(
  couponIds: readonly string[],
  key: string,
  refused: (problems: CheckoutProblem[]) => T,
  reserve: () => Promise<T>,
): Promise<T> {
  const early = soldOutProblems(couponIds, key);
  if (early) return refused(early);
  const ids = [...new Set(couponIds)].sort();
  const entered: string[] = [];
  try {
    for (const id of ids) {
      await enter(id);
      entered.push(id);
    }
    const late = soldOutProblems(couponIds, key);
    if (late) return refused(late);
    remember(key);
    return await reserve();
  } finally {
    for (const id of entered.reverse()) leave(id);
  }
}

/** The database answered these problems: a coupon with none left is remembered as sold out. */
export function noteProblems(problems: readonly CheckoutProblem[]): void {
  const until = Date.now() + SOLD_OUT_MEMO_MS;
  for (const p of problems) if (p.reason === "agotado") state().soldOut.set(p.couponId, { until, problem: p });
}

/** Units may have come back (a payment declined or cancelled, a hold expired): forget every sold out. */
export function stockMayHaveReturned(): void {
  state().soldOut.clear();
}
