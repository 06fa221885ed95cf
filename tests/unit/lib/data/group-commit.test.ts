import { describe, expect, it } from "vitest";
import { groupCommit } from "@/lib/data/group-commit";

/** A write that takes until `release()` and records each group it was given. */
function slowWrite() {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: number[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve) => pending.push(() => resolve(items.map((i) => `ok ${i}`))));
  };
  const releaseAll = async () => {
    while (pending.length > 0) {
      for (const release of pending.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { groups, write, releaseAll };
}

describe("groupCommit", () => {
  it("writes an item alone and at once when nothing else is under way", async () => {
    const w = slowWrite();
    const record = groupCommit({ max: 10, parallel: 1, write: w.write });
    const answer = record(1);
    expect(w.groups).toEqual([[1]]);
    await w.releaseAll();
    expect(await answer).toBe("ok 1");
  });

  it("writes what arrives during a write together next, up to max per write and parallel writes", async () => {
    const w = slowWrite();
    const record = groupCommit({ max: 3, parallel: 2, write: w.write });
    const answers = Array.from({ length: 9 }, (_, i) => record(i));
    // Two writes start at once; the other seven wait for them.
    expect(w.groups).toEqual([[0], [1]]);
    await w.releaseAll();
    expect(w.groups).toEqual([[0], [1], [2, 3, 4], [5, 6, 7], [8]]);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 9 }, (_, i) => `ok ${i}`));
  });

  it("writes a failed group again one item at a time, so one bad item fails alone", async () => {
    const groups: number[][] = [];
    const record = groupCommit({
      max: 10,
      parallel: 1,
      write: async (items: number[]) => {
        groups.push(items);
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (items.includes(2)) throw new Error("item 2 is refused");
        return items.map((i) => i * 10);
      },
    });
    const answers = await Promise.allSettled([0, 1, 2, 3].map((i) => record(i)));
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : (a.reason as Error).message))).toEqual([
      0,
      10,
      "item 2 is refused",
      30,
    ]);
    expect(groups).toEqual([[0], [1, 2, 3], [1], [2], [3]]);
  });

  it("fails a whole group without retrying when the error says so (an outage)", async () => {
    let writes = 0;
    const record = groupCommit({
      max: 10,
      parallel: 1,
      retryAlone: () => false,
      write: async (items: number[]) => {
        writes++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (items.length > 1) throw new Error("database unavailable");
        return items;
      },
    });
    const answers = await Promise.allSettled([0, 1, 2].map((i) => record(i)));
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected", "rejected"]);
    expect(writes).toBe(2);
  });
});
