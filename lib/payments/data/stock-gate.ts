import "server-only";
import type { CheckoutProblem } from "@/lib/data/orders/orders";

// A flash sale's checkouts inside one server process. Three things keep hundreds of buyers of one
// coupon from queueing in the database, where each waiting buyer holds a pooled connection and
// all of them wake and sleep around the coupon's row lock (on two cores that contention, not the
// work, was most of each sale's time):
// - a gate: at most GATE_WIDTH reservations of one coupon are in the database at once; the
//   others wait here, in order, and other coupons' buyers keep the rest of the pool;
// - the units left: each reservation answers how many units its coupons have left after it. A
//   buyer queued behind at least that many units (the waiting buyers ahead of them, in order) is
//   answered sold out at once instead of after every one of them (500 buyers for 100 units: the
//   last 400 were answered after half a second, now within the first reservation's time). Only
//   the waiting buyers ahead count, not the two in the database, whose units the answer may
//   already include: an uncertain case goes to the database, which answers it exactly. A buyer
//   ahead whose reservation then fails for another reason (a hold limit, a new price) leaves a
//   unit for someone already answered; it stays on sale, as after a declined payment;
// - a sold-out memo: once the database has answered that a coupon has no units left, buyers
//   waiting at the gate, and those arriving in the next SOLD_OUT_MEMO_MS, are answered that at once.
// A unit that comes back (a declined or cancelled payment, an expired hold) clears what is known
// when this process handles it; when another process does (a separate worker), it is at most
// SOLD_OUT_MEMO_MS old, as if the buyer had come a moment earlier. Nothing is written on this
// process's word, so it can only refuse, never sell.
// An attempt whose idempotency key this process has already sent to the database is never
// answered from memory: a retried submit must find the order its first try may have made.

const GATE_WIDTH = 2;
export const SOLD_OUT_MEMO_MS = 1_000;
const KEYS_KEPT = 20_000;

/** A buyer waiting at a coupon's gate: the units they ask for, and the answer (true: go in). */
type Waiter = { units: number; exempt: boolean; admit: (go: boolean) => void };
/** What the database last said of a coupon: units left after a reservation, and its title. */
type Known = { units: number; title: string | null; until: number };

type Holder = typeof globalThis & {
  __cupongtStockGate?: {
    inFlight: Map<string, number>;
    waiting: Map<string, Waiter[]>;
    soldOut: Map<string, { until: number; problem: CheckoutProblem }>;
    left: Map<string, Known>;
    keys: Set<string>;
  };
};
// On globalThis: the payment worker (instrumentation.ts's bundle) clears what checkouts (a route's
// bundle) remember.
const state = (): NonNullable<Holder["__cupongtStockGate"]> =>
  ((globalThis as Holder).__cupongtStockGate ??= {
    inFlight: new Map(),
    waiting: new Map(),
    soldOut: new Map(),
    left: new Map(),
    keys: new Set(),
  });

/** The units the database last said are left of a coupon, while that answer is fresh. */
function knownLeft(couponId: string): Known | null {
  const known = state().left.get(couponId);
  if (!known) return null;
  if (known.until > Date.now()) return known;
  state().left.delete(couponId);
  return null;
}

/** True when the buyer may go in; false when the buyers waiting ahead take every unit left. */
async function enter(couponId: string, units: number, exempt: boolean): Promise<boolean> {
  const { inFlight, waiting } = state();
  const queue = waiting.get(couponId) ?? [];
  const known = knownLeft(couponId);
  if (known && !exempt && queue.reduce((sum, w) => sum + w.units, 0) >= known.units) return false;
  const n = inFlight.get(couponId) ?? 0;
  if (n < GATE_WIDTH) {
    inFlight.set(couponId, n + 1);
    return true;
  }
  return new Promise<boolean>((admit) => {
    queue.push({ units, exempt, admit });
    waiting.set(couponId, queue);
  });
}

function leave(couponId: string): void {
  const { inFlight, waiting } = state();
  const next = waiting.get(couponId)?.shift();
  if (next) return next.admit(true); // the slot passes on: inFlight stays as it is
  if (waiting.get(couponId)?.length === 0) waiting.delete(couponId);
  const n = (inFlight.get(couponId) ?? 1) - 1;
  if (n <= 0) inFlight.delete(couponId);
  else inFlight.set(couponId, n);
}

/** Answers at once every waiting buyer behind at least the units left (in queue order). */
function turnAwayBeyond(couponId: string): void {
  const known = knownLeft(couponId);
  const queue = state().waiting.get(couponId);
  if (!known || !queue) return;
  let ahead = 0;
  const kept = queue.filter((w) => {
    if (ahead >= known.units && !w.exempt) {
      w.admit(false);
      return false;
    }
    ahead += w.units;
    return true;
  });
  queue.splice(0, queue.length, ...kept);
}

/** The sold-out answer for a buyer turned away by the units left. */
function beyondStock(couponId: string): CheckoutProblem {
  return { couponId, title: state().left.get(couponId)?.title ?? null, reason: "agotado", remaining: 0 };
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
 * their rows), or answers from what the database last said. `reserve` answers the database's
 * problems and units left, if any.
 */
export async function throughStockGate<T>(
  items: readonly { couponId: string; quantity: number }[],
  key: string,
  refused: (problems: CheckoutProblem[]) => T,
  reserve: () => Promise<T>,
): Promise<T> {
  const couponIds = items.map((i) => i.couponId);
  const early = soldOutProblems(couponIds, key);
  if (early) return refused(early);
  const units = new Map<string, number>();
  for (const i of items) units.set(i.couponId, (units.get(i.couponId) ?? 0) + i.quantity);
  const exempt = state().keys.has(key);
  const entered: string[] = [];
  try {
    for (const id of [...units.keys()].sort()) {
      if (!(await enter(id, units.get(id)!, exempt))) return refused([beyondStock(id)]);
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

/** What the database said a coupon has left: remembered, a sold out too, and the queue past it answered. */
function learn(couponId: string, units: number, title: string | null): void {
  const until = Date.now() + SOLD_OUT_MEMO_MS;
  state().left.set(couponId, { units, title, until });
  if (units === 0) state().soldOut.set(couponId, { until, problem: beyondStock(couponId) });
  turnAwayBeyond(couponId);
}

/** A reservation went through: what its coupons have left, and whoever is queued past it. */
export function noteUnitsLeft(left: readonly { couponId: string; title: string | null; remaining: number }[]): void {
  for (const { couponId, title, remaining } of left) learn(couponId, remaining, title);
}

/** The database answered these problems: what a coupon has left, and none is a sold out. */
export function noteProblems(problems: readonly CheckoutProblem[]): void {
  for (const p of problems)
    if (p.reason === "agotado" || p.reason === "stock_insuficiente") learn(p.couponId, p.remaining, p.title);
}

/** Units may have come back (a payment declined or cancelled, a hold expired): forget what is known. */
export function stockMayHaveReturned(): void {
  state().soldOut.clear();
  state().left.clear();
}
