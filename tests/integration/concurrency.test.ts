// Many requests at once: PGlite is one connection, so they must queue and all succeed, each with
// its own identity; on PostgreSQL the pool must do the same.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { searchCoupons } from "@/lib/data/search/search";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { profiles } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("concurrent requests [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("answers 300 simultaneous mixed requests, each as its own caller", async () => {
    const callers: Caller[] = Array.from({ length: 12 }, (_, i) => authenticatedCaller(userId(`reviewer-${i}`)));
    // What /buscar and the category pages read: a page of coupons and the total behind it.
    const countActiveCoupons = async () => (await searchCoupons({ pageSize: 1 })).total;
    const expected = await countActiveCoupons();
    const jobs = Array.from({ length: 300 }, async (_, i) => {
      if (i % 3 === 0) return (await searchCoupons({ sort: "recientes", pageSize: 12 })).items.length === 12;
      if (i % 3 === 1) return (await countActiveCoupons()) === expected;
      const caller = callers[Math.floor(i / 3) % callers.length]!;
      // A write and a read of the caller's own identity inside one transaction.
      return runAs(caller, async (tx) => {
        await tx
          .update(profiles)
          .set({ displayName: `Lectora ${i}` })
          .where(sql`id = auth.uid()`);
        const [who] = rowsOf<{ uid: string }>(await tx.execute(sql`select auth.uid() as uid`));
        return who?.uid === caller.userId;
      });
    });
    const results = await Promise.all(jobs);
    expect(results.every(Boolean)).toBe(true);
    // Each reviewer's name was written by its own requests only.
    const names = await t.owner.select({ id: profiles.id, name: profiles.displayName }).from(profiles);
    for (const [index, caller] of callers.entries()) {
      const row = names.find((n) => n.id === caller.userId);
      const writer = Number(row?.name?.replace("Lectora ", ""));
      expect(writer % 3).toBe(2);
      expect(Math.floor(writer / 3) % callers.length).toBe(index);
    }
  });

  it("rolls back a failed transaction without poisoning the queue", async () => {
    const failing = runAs(ANON, (tx) => tx.execute(sql`select 1/0`));
    const ok = searchCoupons({ pageSize: 1 }).then((p) => p.total);
    await expect(failing).rejects.toThrow();
    expect(await ok).toBeGreaterThan(0);
    expect((await searchCoupons({ pageSize: 1 })).total).toBeGreaterThan(0);
  });
});
