import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { coupons } from "@/lib/db/schema";
import type { TermGroups } from "./resolve";

// Words in a near-me search (lib/data/search/near.ts) are found one of two ways. Few matches (a
// rare word): those first, each measured to its nearest branch. Many matches ('promo' in one
// coupon of eight at a million coupons): measuring 120,000 of them took 2-3 s, while walking the
// branches nearest-first and testing each coupon's text finds the first hundred (the count's bound
// with words, nearWordsCountBound) in a few thousand rows. The planner's own estimate of the
// matches (pg_trgm's, within ~10 % at a million) picks the way.

const like = (column: SQL, term: string) => sql`${column} like ('%' || public.like_escape(${term}::text) || '%')`;
/** Every bit of the term's signature is in the coupon's (its text may contain the term). */
const signed = (term: string) =>
  sql`(${coupons.textSignature} & (select public.text_signature(${term}::text))) = (select public.text_signature(${term}::text))`;
/** The exact test reads the coupon's own row: `c` is that row's alias. */
const col = (c: string, name: string) => sql.raw(`${c}.${name}`);

/**
 * public.match_coupons' test as a condition on each row, for resolved term groups (the same SQL
 * the function builds: substrings, whole words of a typo, the any-word fallback), place terms and
 * a category's keywords; null when a group is not resolved (only match_coupons resolves it).
 *
 * With `signature` (the default), each word group is first tested on coupons.text_signature, a
 * column of coupons_near_idx: a coupon whose signature lacks a bit of every alternative cannot
 * match, and is skipped in the index alone. The exact test runs on what passes, on the row fetched
 * by id in a subquery: PostgreSQL tests a condition that names any column outside the index only
 * after fetching the row, so one condition on search_text would read every coupon of the walk.
 */
export function rowTextMatch(
  groups: TermGroups,
  placeTerms: string[],
  category: { categoryId: string | null; keywords: string[] } | null,
  { signature = true }: { signature?: boolean } = {},
): SQL | null {
  const c = signature ? "c2" : '"coupons"';
  const text = col(c, "search_text");
  const parts: SQL[] = [];
  const signatures: SQL[] = [];
  for (const group of groups) {
    if (Array.isArray(group) || "terms" in group) return null;
    const terms =
      "any" in group
        ? group.any.filter((t) => /^[a-z0-9 ]+$/.test(t))
        : [...group.like, ...group.words.filter((t) => /^[a-z0-9]+$/.test(t))];
    const alternatives: SQL[] =
      "any" in group
        ? terms.map((t) => sql`${text} ~ ${"\\m" + t + "(s|es)?\\M"}::text`)
        : [
            ...group.like.map((t) => like(text, t)),
            ...group.words.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => sql`${text} ~ ${"\\m" + t + "\\M"}::text`),
          ];
    if (alternatives.length > 0) {
      parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
      signatures.push(sql`(${sql.join(terms.map(signed), sql` or `)})`);
    }
  }
  for (const t of placeTerms) parts.push(like(col(c, "place_text"), t));
  if (category) {
    const alternatives = [
      ...(category.categoryId ? [sql`${col(c, "category")} = ${category.categoryId}::text`] : []),
      ...category.keywords.map((k) => like(text, k)),
    ];
    if (alternatives.length > 0) parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  if (parts.length === 0) return null;
  const exact = sql.join(parts, sql` and `);
  if (!signature) return exact;
  return sql.join(
    [...signatures, sql`exists (select 1 from ${coupons} c2 where c2.id = ${coupons.id} and ${exact})`],
    sql` and `,
  );
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
