import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutProblem } from "@/lib/data/orders/orders";
import {
  SOLD_OUT_MEMO_MS,
  noteProblems,
  noteUnitsLeft,
  stockMayHaveReturned,
  throughStockGate,
} from "@/lib/payments/data/stock-gate";

const soldOut = (couponId: string): CheckoutProblem => ({ couponId, title: "Cena", reason: "agotado", remaining: 0 });
const refused = (problems: CheckoutProblem[]): unknown => ({ refused: problems });
let n = 0;
const coupon = () => `c${++n}`;
const key = () => `key-${++n}`;
const one = (couponId: string) => [{ couponId, quantity: 1 }];

/** A reservation that waits until released, recording how many ran at once. */
function database() {
  let running = 0;
  let most = 0;
  const pending: (() => void)[] = [];
  const reserve = (answer: unknown = "reserved") => {
    running++;
    most = Math.max(most, running);
    return new Promise<unknown>((resolve) =>
      pending.push(() => {
        running--;
        resolve(answer);
      }),
    );
  };
  const next = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { reserve, next, most: () => most, waiting: () => pending.length };
}

// A flash sale inside one process: at most two reservations of one coupon are in the database at
// once, the rest wait in order; once the database says a coupon has none left, waiting and new
// attempts are refused from memory for SOLD_OUT_MEMO_MS, unless units came back or the attempt's
// key was already sent (a retried submit must find its order).
describe("the stock gate", () => {
  afterEach(() => {
    stockMayHaveReturned();
    vi.useRealTimers();
  });

  it("lets two reservations of one coupon into the database at once and the others in order", async () => {
    const db = database();
    const id = coupon();
    const order: number[] = [];
    const all = [1, 2, 3, 4, 5].map((i) =>
      throughStockGate(one(id), key(), refused, async () => {
        order.push(i);
        return db.reserve(i);
      }),
    );
    for (let i = 0; i < 5; i++) await db.next();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(db.most()).toBe(2);
  });

  it("keeps coupons apart: a crowded coupon does not hold back another's buyer", async () => {
    const db = database();
    const [busy, quiet] = [coupon(), coupon()];
    const crowd = [1, 2, 3].map(() => throughStockGate(one(busy), key(), refused, () => db.reserve()));
    const other = throughStockGate(one(quiet), key(), refused, () => db.reserve("quiet"));
    await vi.waitFor(() => expect(db.waiting()).toBe(3));
    for (let i = 0; i < 4; i++) await db.next();
    await Promise.all(crowd);
    expect(await other).toBeDefined();
  });

  it("answers waiting and new buyers from the memo once the database said sold out", async () => {
    const db = database();
    const id = coupon();
    const first = throughStockGate(one(id), key(), refused, async () => {
      const answer = await db.reserve("refused by the database");
      noteProblems([soldOut(id)]);
      return answer;
    });
    const second = throughStockGate(one(id), key(), refused, () => db.reserve("sold"));
    const waiting = throughStockGate(one(id), key(), refused, () => db.reserve("never"));
    await db.next();
    await db.next();
    expect(await first).toBe("refused by the database");
    expect(await second).toBe("sold");
    expect(await waiting).toEqual({ refused: [soldOut(id)] });
    expect(await throughStockGate(one(id), key(), refused, () => db.reserve("never"))).toEqual({
      refused: [soldOut(id)],
    });
  });

  it("forgets a sold out after its time, or at once when units may have come back", async () => {
    const id = coupon();
    const asked = vi.fn(async () => "asked the database");
    vi.useFakeTimers({ toFake: ["Date"] });
    noteProblems([soldOut(id), { couponId: coupon(), title: "x", reason: "stock_insuficiente", remaining: 1 }]);
    expect(await throughStockGate(one(id), key(), refused, asked)).toEqual({ refused: [soldOut(id)] });
    vi.setSystemTime(Date.now() + SOLD_OUT_MEMO_MS + 1);
    expect(await throughStockGate(one(id), key(), refused, asked)).toBe("asked the database");
    noteProblems([soldOut(id)]);
    stockMayHaveReturned();
    expect(await throughStockGate(one(id), key(), refused, asked)).toBe("asked the database");
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("sends a retried key to the database even while its coupon is remembered sold out", async () => {
    const id = coupon();
    const retried = key();
    expect(await throughStockGate(one(id), retried, refused, async () => "first try")).toBe("first try");
    noteProblems([soldOut(id)]);
    expect(await throughStockGate(one(id), retried, refused, async () => "its order")).toBe("its order");
    expect(await throughStockGate(one(id), key(), refused, async () => "never")).toEqual({ refused: [soldOut(id)] });
  });

  it("frees the gate when a reservation fails", async () => {
    const id = coupon();
    const failing = [1, 2].map(() =>
      throughStockGate(one(id), key(), refused, async () => {
        throw new Error("database down");
      }),
    );
    for (const f of failing) await expect(f).rejects.toThrow("database down");
    expect(await throughStockGate(one(id), key(), refused, async () => "after")).toBe("after");
  });

  it("answers at once the buyers queued past the units a reservation left", async () => {
    const db = database();
    const id = coupon();
    const all = [1, 2, 3, 4, 5, 6].map((i) =>
      throughStockGate(one(id), key(), refused, async () => {
        const answer = await db.reserve(i);
        // The first reservation leaves one unit: buyer 3 waits for it, 4 to 6 are past it.
        if (i === 1) noteUnitsLeft([{ couponId: id, title: "Cena", remaining: 1 }]);
        return answer;
      }),
    );
    await db.next();
    expect(await all[0]).toBe(1);
    for (const past of all.slice(3)) expect(await past).toEqual({ refused: [soldOut(id)] });
    await db.next();
    await db.next();
    expect(await Promise.all(all.slice(1, 3))).toEqual([2, 3]);
    expect(db.waiting()).toBe(0);
  });

  it("counts the units the buyers ahead ask for, and turns away a newcomer behind them", async () => {
    const db = database();
    const id = coupon();
    const two = (label: string) =>
      throughStockGate([{ couponId: id, quantity: 2 }], key(), refused, () => db.reserve(label));
    const inDatabase = [two("a"), two("b")];
    const queued = [two("c"), two("d"), two("e")];
    await vi.waitFor(() => expect(db.waiting()).toBe(2));
    // Three units left: "c" (2 units) and "d" (the third) may still get them; "e" may not.
    noteUnitsLeft([{ couponId: id, title: "Cena", remaining: 3 }]);
    expect(await queued[2]).toEqual({ refused: [soldOut(id)] });
    expect(await throughStockGate(one(id), key(), refused, () => db.reserve("late"))).toEqual({
      refused: [soldOut(id)],
    });
    for (let i = 0; i < 4; i++) await db.next();
    expect(await Promise.all([...inDatabase, ...queued.slice(0, 2)])).toEqual(["a", "b", "c", "d"]);
  });

  it("never turns away a retried key, and forgets the units left when stock may have come back", async () => {
    const db = database();
    const id = coupon();
    const retried = key();
    expect(await throughStockGate(one(id), retried, refused, async () => "first try")).toBe("first try");
    const inDatabase = [1, 2].map((i) => throughStockGate(one(id), key(), refused, () => db.reserve(i)));
    const ahead = throughStockGate(one(id), key(), refused, () => db.reserve("ahead"));
    const retry = throughStockGate(one(id), retried, refused, () => db.reserve("its order"));
    await vi.waitFor(() => expect(db.waiting()).toBe(2));
    noteUnitsLeft([{ couponId: id, title: "Cena", remaining: 1 }]);
    for (let i = 0; i < 4; i++) await db.next();
    expect(await Promise.all([...inDatabase, ahead, retry])).toEqual([1, 2, "ahead", "its order"]);
    noteUnitsLeft([{ couponId: id, title: "Cena", remaining: 0 }]);
    expect(await throughStockGate(one(id), key(), refused, async () => "never")).toEqual({ refused: [soldOut(id)] });
    stockMayHaveReturned();
    expect(await throughStockGate(one(id), key(), refused, async () => "asked")).toBe("asked");
  });
});
