// Near-me search with words walks the branches when the words match many coupons, testing each
// coupon on the way (lib/data/search/near-words.ts): that test must pick exactly the rows
// public.match_coupons picks, on both engines, for substrings, typos, the any-word fallback, a
// place and a category's keywords; and the planner's estimate of the matches is a number.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import { ANON } from "@/lib/data/caller";
import { listable } from "@/lib/data/catalogue/coupon-summary";
import { runAs } from "@/lib/data/run-as";
import { textMatch } from "@/lib/data/search/conditions";
import { rowTextMatch, walkBeatsMatches } from "@/lib/data/search/near-words";
import { resolveTerms, type TermGroups } from "@/lib/data/search/resolve";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { categoryFilter, searchTerms } from "@/lib/domain/search";
import { anyTermGroup, termGroups } from "@/lib/domain/search-terms";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const QUERIES: Array<{ query: CouponQuery; anyWord?: boolean }> = [
  { query: { q: "pizza" } },
  { query: { q: "piza" } },
  { query: { q: "masaje relajante" } },
  { query: { q: "cena romántica hotel" }, anyWord: true },
  { query: { q: "2x1" } },
  { query: { q: "café", location: "zona 10" } },
  { query: { location: "antigua" } },
  { query: { q: "masaje", category: "spas" } },
  { query: { q: "cena", category: "restaurantes" } },
];

describe.each(testEngines())("near-me words, row by row [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t?.drop());

  it("picks exactly match_coupons' rows", async () => {
    let nonEmpty = 0;
    for (const { query, anyWord } of QUERIES) {
      const terms = searchTerms(query.q);
      await runAs(ANON, async (tx) => {
        await tx.execute(sql`select set_config('search_path', 'public, extensions', true)`);
        const groups: TermGroups = anyWord
          ? anyTermGroup(terms)!
          : ((await resolveTerms(tx, terms)) ?? termGroups(terms));
        const text = textMatch(query, terms, groups)!;
        const rowText = rowTextMatch(groups, searchTerms(query.location), categoryFilter(query.category))!;
        expect(rowText).not.toBeNull();
        const ids = async (where: ReturnType<typeof sql>) =>
          rowsOf<{ id: string }>(
            await tx.execute(sql`select ${coupons.id} as id from ${coupons} where ${where} order by 1`),
          ).map((r) => r.id);
        const byFunction = await ids(sql`${listable()} and ${text.inSet}`);
        const byRow = await ids(sql`${listable()} and ${rowText}`);
        expect(byRow, JSON.stringify(query)).toEqual(byFunction);
        if (byRow.length > 0) nonEmpty++;
        // The seed's few coupons: starting from the matches is always the cheaper way.
        expect(await walkBeatsMatches(tx, text.estimate, 1_000)).toBe(false);
      });
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(6);
  });

  it("never loses a match to the signature test", async () => {
    // Accents, plurals, typos, short words, several words and the any-word fallback: the walk's
    // test with the signature must keep exactly the coupons the exact test alone keeps.
    const words = ["sesión", "masajes", "pizzas", "piza", "café", "2x1", "a", "hotel romántico", "spa niños"];
    let nonEmpty = 0;
    for (const q of words) {
      const terms = searchTerms(q);
      await runAs(ANON, async (tx) => {
        await tx.execute(sql`select set_config('search_path', 'public, extensions', true)`);
        const resolved = (await resolveTerms(tx, terms)) ?? termGroups(terms);
        const anyWord = anyTermGroup(terms);
        for (const groups of anyWord ? [resolved, anyWord] : [resolved]) {
          const ids = async (where: ReturnType<typeof sql>) =>
            rowsOf<{ id: string }>(
              await tx.execute(sql`select ${coupons.id} as id from ${coupons} where ${where} order by 1`),
            ).map((r) => r.id);
          const signed = await ids(sql`${listable()} and ${rowTextMatch(groups, [], null)!}`);
          const exact = await ids(sql`${listable()} and ${rowTextMatch(groups, [], null, { signature: false })!}`);
          expect(signed, q).toEqual(exact);
          if (exact.length > 0) nonEmpty++;
        }
      });
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(8);
  });

  it("leaves a group match_coupons has not resolved to match_coupons", () => {
    expect(rowTextMatch([["pizza"]], [], null)).toBeNull();
  });
});
