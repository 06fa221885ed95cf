import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { searchGroups, type SearchGroup } from "@/lib/domain/search-terms";

// What lib/data/search/search.ts asks the database once per search, before its count and page, so the
// resolution is not repeated by each of them.

/**
 * A query's term groups as match_coupons takes them: plain (with or without an English typo's
 * alternatives), the any-word fallback, or resolved.
 */
export type TermGroups = Array<SearchGroup | { any: string[]; exact: true } | { like: string[]; words: string[] }>;

const fromJson = <T>(value: T | string | undefined): T | undefined =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * A query's term groups resolved once per search (public.resolve_search_terms: whether each term
 * matches as a substring, else the dictionary's closest words to a typo), so that the count and
 * the page do not both redo it (the typo lookup reads the dictionary's trigram index).
 */
export async function resolveTerms(tx: Tx, terms: string[]): Promise<TermGroups | undefined> {
  if (terms.length === 0) return undefined;
  const [row] = rowsOf<{ groups: TermGroups | string }>(
    await tx.execute(sql`select public.resolve_search_terms(${JSON.stringify(searchGroups(terms))}::jsonb) as groups`),
  );
  return fromJson(row?.groups);
}

// Migrations change the database's copy of the keywords, and a process runs after its migrations:
// an answer holds for the life of the process (only `true` is kept; a mismatch is asked again).
const storedKeywords = new Set<string>();

/**
 * Whether the database holds a catalogue category's keywords exactly as `keywords` (migration
 * 20261124100100): then coupons.keyword_categories is the same test as the keywords' LIKE patterns.
 */
export async function categoryKeywordsStored(tx: Tx, categoryId: string, keywords: string[]): Promise<boolean> {
  const key = `${categoryId}:${JSON.stringify(keywords)}`;
  if (storedKeywords.has(key)) return true;
  const [row] = rowsOf<{ same: boolean | null }>(
    await tx.execute(
      sql`select ${JSON.stringify(keywords)}::jsonb = public.catalogue_keywords(${categoryId}::text) as same`,
    ),
  );
  if (row?.same === true) storedKeywords.add(key);
  return row?.same === true;
}
