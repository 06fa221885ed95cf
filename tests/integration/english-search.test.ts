// English words find coupons, on both engines: words of a coupon's English title and description
// (typo-tolerant like Spanish ones), English words of the bilingual list ('massage' finds the
// seed's masajes, 'volcano' its volcanes, 'masage' too), near me as well; Spanish searches return
// what they returned before any English text existed.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import { searchCoupons } from "@/lib/data/search/search";
import type { CouponQuery } from "@/lib/domain/coupon-query";
import { normalizeText } from "@/lib/domain/search";
import { knownPlace } from "@/lib/places/rules/guatemala";
import { testEngines } from "./helpers/engines";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const ZONA_10 = knownPlace("zona-10")!;
const SPANISH_QUERIES: CouponQuery[] = [
  { q: "masaje" },
  { q: "volcán" },
  { q: "piza" },
  { q: "masje" },
  { q: "cena romántica" },
  { q: "clases de ingles" },
  { q: "tour", category: "experiencias-viajes" },
  { q: "lago", location: "atitlan" },
];

const ids = async (query: CouponQuery) => (await searchCoupons({ ...query, pageSize: 60 })).items.map((c) => c.id);
const texts = async (query: CouponQuery) =>
  (await searchCoupons({ ...query, pageSize: 60 })).items.map((c) => normalizeText(`${c.title} ${c.description}`));

describe.each(testEngines())("English search [%s]", (engine) => {
  let t: TestDatabase;
  let stargazing: string;
  const before = new Map<CouponQuery, { ids: string[]; total: number }>();
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    for (const query of SPANISH_QUERIES) {
      const page = await searchCoupons({ ...query, pageSize: 60 });
      before.set(query, { ids: page.items.map((c) => c.id), total: page.total });
    }
    // A seed coupon gets an English version (as its seller would through the editor).
    const [coupon] = (await searchCoupons({ q: "kayak", pageSize: 1 })).items;
    stargazing = coupon!.id;
    await t.owner
      .update(coupons)
      .set({ titleEn: "Stargazing by the lake", descriptionEn: "Telescopes and hot cocoa under the stars." })
      .where(eq(coupons.id, stargazing));
  });
  afterAll(() => t?.drop());

  it("finds a coupon by a word of its English title or description, and within a typo", async () => {
    expect(await ids({ q: "stargazing" })).toEqual([stargazing]);
    expect(await ids({ q: "telescopes cocoa" })).toEqual([stargazing]);
    // The English words joined the typo dictionary, as the Spanish ones are.
    expect(await ids({ q: "stargazng" })).toContain(stargazing);
    const [row] = rowsOf<{ n: number }>(
      await t.owner.execute(sql`select count(*)::int as n from public.search_words where word = 'stargazing'`),
    );
    expect(row!.n).toBe(1);
  });

  it("finds the Spanish coupons for an English word: 'massage' the masajes, 'volcano' the volcanes", async () => {
    const massage = await searchCoupons({ q: "massage", pageSize: 60 });
    expect(massage.total).toBeGreaterThan(0);
    expect(massage.total).toBe((await searchCoupons({ q: "masaje" })).total);
    for (const text of await texts({ q: "massage" })) expect(text).toMatch(/masaj/);
    const volcano = await searchCoupons({ q: "volcanoes", pageSize: 60 });
    expect(volcano.total).toBeGreaterThan(0);
    expect(volcano.items.map((c) => c.id).sort()).toEqual((await ids({ q: "volcán" })).sort());
    expect(volcano.items.some((c) => c.title.includes("Volcán"))).toBe(true);
    // Two English words, each its own group: a lake kayak.
    for (const text of await texts({ q: "lake kayak" })) expect(text).toMatch(/lago|lake/);
  });

  it("tolerates typos in English words: 'masage' finds the masajes, 'brekfast' the desayunos", async () => {
    const masage = await texts({ q: "masage" });
    expect(masage.length).toBeGreaterThan(0);
    expect(masage[0]).toMatch(/masaj/);
    // Nothing in the catalogue is spelled like 'brekfast': only the list's 'breakfast' leads to 'desayuno'.
    const brekfast = await texts({ q: "brekfast" });
    expect(brekfast.length).toBeGreaterThan(0);
    for (const text of brekfast) expect(text).toMatch(/desayuno|breakfast/);
  });

  it("finds English words near me too", async () => {
    const near = { point: { lat: ZONA_10.lat, lng: ZONA_10.lng }, radiusM: 25_000 };
    const spanish = (await ids({ q: "masaje", near })).sort();
    expect(spanish.length).toBeGreaterThan(0);
    expect((await ids({ q: "massage", near })).sort()).toEqual(spanish);
    expect((await ids({ q: "masage", near })).length).toBeGreaterThan(0);
  });

  it("returns for Spanish queries exactly what they returned before", async () => {
    for (const query of SPANISH_QUERIES) {
      const page = await searchCoupons({ ...query, pageSize: 60 });
      expect({ ids: page.items.map((c) => c.id), total: page.total }, JSON.stringify(query)).toEqual(before.get(query));
    }
    // A coupon without English text keeps the very search columns it had before there were any.
    const [row] = rowsOf<{ n: number }>(
      await t.owner.execute(sql`select count(*)::int as n from public.coupons
        where title_en is null and description_en is null and (
          search_text is distinct from lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, '')))
          or text_signature is distinct from public.text_signature(lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))))
          or keyword_categories is distinct from public.keyword_categories(lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))), category)
        )`),
    );
    expect(row!.n).toBe(0);
  });
});
