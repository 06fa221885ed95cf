// The query shapes that bench/search-latency.ts and bench/explain-search.ts measure: text
// queries, the catalogue's broad listings and every sort the data layer knows.
import type { CouponQuery } from "@/lib/domain/coupon-query";

export const queries: CouponQuery[] = [
  { q: "pizza" },
  { q: "piza" },
  { q: "café" },
  { q: "spa", location: "antigua" },
  { category: "restaurantes", sort: "precio-asc" },
  { category: "spas" },
  { q: "masaje relajante", sort: "descuento-desc" },
  { location: "zona 10", page: 5 },
  { category: "experiencias-viajes", details: { kind: "trip", minDays: 3, maxDays: 4 } },
  { flashOnly: true, sort: "termina-pronto" },
  {},
  { sort: "popularidad", page: 50 },
  { sort: "calificacion" },
  { sort: "calificacion", page: 20 },
  // Issue 17: a typo with no exact match (typo-tolerant path) and two words no coupon has together
  // (the any-word fallback: a second count).
  { q: "masje" },
  { q: "cena romántica" },
];

/**
 * Issue 18: the deepest pages. The last numbered page of a bounded count (OFFSET ~10k) and the
 * page after it, reached by the keyset cursor the last numbered page links to. Built from the
 * database at hand (a cursor is a row's sort key), so the caller passes its search.
 */
export async function deepShapes(
  search: (q: CouponQuery) => Promise<{ pageCount: number; nextCursor: string | null; totalBounded: boolean }>,
): Promise<CouponQuery[]> {
  const out: CouponQuery[] = [];
  // A category's default order (newest) and price descending: the other walks a deep category page takes.
  const bases = [
    { sort: "popularidad" },
    { category: "restaurantes", sort: "precio-asc" },
    { sort: "calificacion" },
    { category: "restaurantes" },
    { category: "restaurantes", sort: "precio-desc" },
  ] satisfies CouponQuery[];
  for (const base of bases) {
    const first = await search(base);
    if (!first.totalBounded) continue;
    const last = await search({ ...base, page: first.pageCount });
    out.push({ ...base, page: first.pageCount });
    if (last.nextCursor) out.push({ ...base, page: first.pageCount + 1, cursor: last.nextCursor });
  }
  return out;
}
