// Issue 18: a category page walking a sort index tests each row of another category with the
// stored coupons.keyword_categories instead of its keywords' LIKE patterns (migration
// 20261124100100). That is only the same test while the database's copy of the catalogue's
// keywords equals lib/domain/categories.ts, and while the stored column follows the text.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { searchCoupons } from "@/lib/data/search/search";
import { CATEGORIES } from "@/lib/domain/categories";
import { categoryFilter } from "@/lib/domain/search";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

describe.each(testEngines())("category keywords in the database [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("holds every catalogue category's keywords exactly as the data layer passes them", async () => {
    for (const c of CATEGORIES) {
      const [row] = rowsOf<{ k: unknown }>(await t.owner.execute(sql`select public.catalogue_keywords(${c.id}) as k`));
      const stored = typeof row?.k === "string" ? JSON.parse(row.k) : row?.k;
      expect(stored, c.id).toEqual(categoryFilter(c.id)!.keywords);
    }
  });

  it("gives every coupon and category the same answer as the keywords' LIKE patterns", async () => {
    const rows = rowsOf<{ category: string; search_text: string; keyword_categories: string[] | null }>(
      await t.owner.execute(sql`select category, search_text, keyword_categories from public.coupons`),
    );
    expect(rows.length).toBeGreaterThan(100);
    let matches = 0;
    for (const row of rows) {
      for (const c of CATEGORIES) {
        const byKeywords =
          c.id !== row.category && categoryFilter(c.id)!.keywords.some((k) => row.search_text.includes(k));
        if (byKeywords) matches++;
        expect(row.keyword_categories?.includes(c.id) ?? false, `${c.id}: ${row.search_text}`).toBe(byKeywords);
      }
    }
    expect(matches).toBeGreaterThan(0);
  });

  it("follows an edited description: the coupon joins that category's pages", async () => {
    const [coupon] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select id from public.coupons where status = 'active' and end_time > now() and category = 'mascotas' and keyword_categories is null limit 1`,
      ),
    );
    // In the cocina subcategory, so that the page is a walk of that subset testing each row.
    await t.owner.execute(
      sql`update public.coupons set description = 'Incluye un taller de reposteria para dueños.', subcategory = 'cocina' where id = ${coupon!.id}`,
    );
    const [row] = rowsOf<{ k: string[] }>(
      await t.owner.execute(sql`select keyword_categories as k from public.coupons where id = ${coupon!.id}`),
    );
    expect(row!.k).toEqual(["educacion-cursos"]);
    const query = { category: "educacion-cursos", subcategory: "cocina", sort: "precio-asc" } as const;
    const all = (await searchCoupons({ ...query, pageSize: 60 })).items.map((c) => c.id);
    expect(all).toContain(coupon!.id);
    // Pages of 2: past the first, each picks its ids first (the deep-page path), in the same order.
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const r = await searchCoupons({ ...query, page, pageSize: 2 });
      ids.push(...r.items.map((c) => c.id));
      if (page >= r.pageCount) break;
    }
    expect(all.length).toBeGreaterThan(4);
    expect(ids).toEqual(all);
  });
});
