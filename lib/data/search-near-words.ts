import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import type { TermGroups } from "./search-resolve";

// Words in a near-me search (lib/data/search-near.ts) are found one of two ways. Few matches (a
// rare word): those first, each measured to its nearest branch. Many matches ('promo' in one
// coupon of eight at a million coupons): measuring 120,000 of them took 2-3 s, while walking the
// branches nearest-first and testing each coupon's text finds the first hundred (the count's bound
// with words, nearWordsCountBound) in a few thousand rows. The planner's own estimate of the
// matches (pg_trgm's, within ~10 % at a million) picks the way.

const like = (column: SQL, term: string) => sql`${column} like ('%' || public.like_escape(${term}::text) || '%')`;

/**
 * public.match_coupons' test as a condition on each row, for resolved term groups (the same SQL
 * the function builds: substrings, whole words of a typo, the any-word fallback), place terms and
 * a category's keywords; null when a group is not resolved (only match_coupons resolves it).
 */
export function rowTextMatch(
  groups: TermGroups,
  placeTerms: string[],
  category: { categoryId: string | null; keywords: string[] } | null,
): SQL | null {
  const text = sql`${coupons.searchText}`;
  const parts: SQL[] = [];
  for (const group of groups) {
    if (Array.isArray(group)) return null;
    const alternatives: SQL[] =
      "any" in group
        ? group.any.filter((t) => /^[a-z0-9 ]+$/.test(t)).map((t) => sql`${text} ~ ${"\\m" + t + "(s|es)?\\M"}::text`)
        : [
            ...group.like.map((t) => like(text, t)),
            ...group.words.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => sql`${text} ~ ${"\\m" + t + "\\M"}::text`),
          ];
    if (alternatives.length > 0) parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  for (const t of placeTerms) parts.push(like(sql`${coupons.placeText}`, t));
  if (category) {
    const alternatives = [
      ...(category.categoryId ? [sql`${coupons.category} = ${category.categoryId}::text`] : []),
      ...category.keywords.map((k) => like(text, k)),
    ];
    if (alternatives.length > 0) parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : null;
}

/**
 * Whether walking the branches beats starting from the matches: the matches' nearest branches
 * cost ~20 µs each, a walked row ~3 µs, and a walk reads about `bound` × coupons / matches rows
 * before its count is full. So walk when 20 × matches² > 3 × bound × coupons (from about 3,900
 * matches in a million at page 1's bound of 100, 12,000 at 1,000). Between ~2,000 and ~10,000
 * matches both ways cost about the same (measuring 9,000 matches: ~35 ms in match_coupons alone). `call` is textMatch's match_coupons call; its
 * arguments go to public.estimate_coupon_matches, the planner's estimate as the table's owner.
 */
export async function walkBeatsMatches(tx: Tx, call: SQL, bound: number): Promise<boolean> {
  const [row] = rowsOf<{ matches: number | string | null; rows: number | string }>(
    await tx.execute(sql`select ${call} as matches,
      (select reltuples from pg_class where oid = 'public.coupons'::regclass) as rows`),
  );
  const matches = Number(row?.matches ?? 0);
  return 20 * matches * matches > 3 * bound * Math.max(Number(row?.rows ?? 0), 1);
}
