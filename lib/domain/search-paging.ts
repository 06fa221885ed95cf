// Counting and deep pages of the catalogue search at a million coupons. Pure.
// An exact count of 900k matches reads 900k index entries (~100 ms and more) on every search, and
// an OFFSET of 9,000 reads 9,000 rows before the 9 it shows (12 times that in a category walked
// along a sort index: seconds). So a count stops at COUNT_BOUND + 1 rows ('Más de 10,000
// resultados'), page numbers reach MAX_NUMBERED_PAGE, and the pages after it are reached by a
// keyset cursor: the sort key of the last row shown, so the next page starts there in the index
// instead of counting up to it.
import type { CouponSort } from "./search";

/** Counts above this are shown as 'Más de 10,000'. */
export const COUNT_BOUND = 10_000;

/**
 * Near-me counts stop sooner ('Más de 1,000'): each counted coupon is read along the branches
 * nearest-first, and 10,001 of them took 30-40 ms at a million coupons, more than the search's
 * whole budget; a shopper looking around them reads the nearest pages, not the thousandth.
 */
export const NEAR_COUNT_BOUND = 1_000;

/**
 * Near-me counts with words or a place stop sooner still, in steps of this ('Más de 100'): the
 * text is not in coupons_near_idx (only its signature is), so each coupon counted is read from the
 * table; with a word in one coupon of sixteen, 1,001 of them meant ~16,000 rows read (20-25 ms at
 * a million coupons).
 */
export const NEAR_WORDS_COUNT_STEP = 100;

/**
 * The count bound of a near-me search with words on page `page`: the first step of
 * NEAR_WORDS_COUNT_STEP that covers this page's rows (so a bounded count always offers the next
 * page), at most NEAR_COUNT_BOUND. Page 1 of 9 counts to 101, page 12 to 201, and so on.
 */
export function nearWordsCountBound(page: number, pageSize: number): number {
  const p = Number.isFinite(page) ? Math.max(1, Math.trunc(page)) : 1;
  const step = NEAR_WORDS_COUNT_STEP;
  return Math.min(NEAR_COUNT_BOUND, step * Math.max(1, Math.ceil((p * pageSize) / step)));
}

/** The last page reached by number (OFFSET at most 99 pages); later pages follow a cursor. */
export const MAX_NUMBERED_PAGE = 100;

/** A count taken with `limit COUNT_BOUND + 1`: exact up to the bound, a lower bound above it. */
export interface BoundedCount {
  total: number;
  /** True when more than COUNT_BOUND rows match: `total` is then COUNT_BOUND + 1, not the real count. */
  bounded: boolean;
}

export function boundedCount(counted: number, bound = COUNT_BOUND): BoundedCount {
  const n = Math.max(0, Math.trunc(counted));
  return n > bound ? { total: bound + 1, bounded: true } : { total: n, bounded: false };
}

/** A bound as the shoppers read it: '10,000' (comma thousands, as prices are shown). */
export const countBoundLabel = (bound: number = COUNT_BOUND) => bound.toLocaleString("en-US");

export const COUNT_BOUND_LABEL = countBoundLabel();

/** The kind of each sort key value a cursor carries, so the data layer can cast it safely. */
export type KeyKind = "bigint" | "float" | "int" | "timestamp" | "uuid";

/** One column of an ordering: how it sorts and whether it may be NULL (sorted last). */
export interface SortKey {
  kind: KeyKind;
  dir: "asc" | "desc";
  nullable?: boolean;
}

const NEWEST: SortKey[] = [
  { kind: "timestamp", dir: "desc" },
  { kind: "uuid", dir: "desc" },
];

/**
 * The keys of each ordering, ending with the unique id so every row has its own position (ties
 * on price, sales or date still page without duplicates or gaps). Null for relevance with a query:
 * its match quality is computed per row, not read from an index, so a cursor would save nothing.
 */
export function sortKeys(sort: CouponSort, hasTerms: boolean): SortKey[] | null {
  switch (sort) {
    // Price in cents, discount and rating as floats: the stored sort keys of migration
    // 20261124090300_search_sort_keys (numeric comparisons cannot use an index under RLS).
    case "precio-asc":
      return [{ kind: "bigint", dir: "asc" }, ...NEWEST];
    case "precio-desc":
      return [{ kind: "bigint", dir: "desc" }, ...NEWEST];
    case "descuento-desc":
      return [{ kind: "float", dir: "desc", nullable: true }, ...NEWEST];
    case "popularidad":
      return [{ kind: "int", dir: "desc" }, ...NEWEST];
    case "vistas":
      return [{ kind: "int", dir: "desc" }, { kind: "int", dir: "desc" }, ...NEWEST];
    case "calificacion":
      return [{ kind: "float", dir: "desc", nullable: true }, { kind: "int", dir: "desc" }, ...NEWEST];
    case "termina-pronto":
      return [
        { kind: "timestamp", dir: "asc" },
        { kind: "uuid", dir: "desc" },
      ];
    case "recientes":
      return NEWEST;
    case "relevancia":
      return hasTerms ? null : NEWEST;
  }
}

const PATTERNS: Record<KeyKind, RegExp> = {
  bigint: /^-?\d{1,18}$/,
  // PostgreSQL's shortest exact text of a double ('0.35', '4.666666666666667', '1e-05').
  float: /^-?\d{1,17}(\.\d{1,17})?(e[+-]?\d{1,3})?$/,
  int: /^-?\d{1,9}$/,
  // PostgreSQL's text form of timestamptz ('2026-11-24 08:00:00.123456+00'): microseconds kept,
  // which a JavaScript Date would lose (two coupons created in one millisecond are still ordered).
  timestamp: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/** A timestamp's text names a real instant (no 13th month), checked in ISO form: '+00' is '+00:00'. */
function isRealTime(v: string): boolean {
  const iso = v.replace(" ", "T").replace(/([+-]\d{2})(\d{2})?$/, (_, h: string, m?: string) => `${h}:${m ?? "00"}`);
  return !Number.isNaN(Date.parse(iso));
}

export type CursorValues = Array<string | null>;

/** A position between two rows: the rows after it ('a', the next page) or before it ('b', the previous). */
export interface Cursor {
  direction: "a" | "b";
  values: CursorValues;
}

/** A cursor for the URL: the ordering's name, the direction and a row's key values, base64url JSON. */
export function encodeCursor(sort: CouponSort, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.direction, ...cursor.values]), "utf8").toString("base64url");
}

/**
 * The key values of a cursor, or null when it is malformed, for another ordering or carries a
 * value that is not of its key's kind: a hand-edited URL then shows the numbered page instead of
 * failing (every value is cast in SQL, so nothing unchecked may reach it).
 */
export function decodeCursor(
  raw: string | null | undefined,
  sort: CouponSort,
  keys: readonly SortKey[] | null,
): Cursor | null {
  if (!raw || !keys || raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== sort ||
    (parsed[1] !== "a" && parsed[1] !== "b") ||
    parsed.length !== keys.length + 2
  )
    return null;
  const values = parsed.slice(2) as unknown[];
  const ok = values.every((v, i) => {
    const key = keys[i]!;
    if (v === null) return key.nullable === true;
    return typeof v === "string" && PATTERNS[key.kind].test(v) && (key.kind !== "timestamp" || isRealTime(v));
  });
  return ok ? { direction: parsed[1] as Cursor["direction"], values: values as CursorValues } : null;
}

/** The ?desde= value of a URL when it looks like a cursor; decodeCursor checks the rest. */
export const CURSOR_PARAM = "desde";
export function cursorParam(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === "string" && raw.length <= 400 && /^[A-Za-z0-9_-]+$/.test(raw) ? raw : undefined;
}

/**
 * The last page reached by number: the count's last page, at most MAX_NUMBERED_PAGE. After it,
 * when more rows follow, 'Siguiente' carries a cursor.
 */
export function lastNumberedPage(total: number, pageSize: number): number {
  return Math.min(MAX_NUMBERED_PAGE, Math.max(1, Math.ceil(Math.min(total, COUNT_BOUND + 1) / pageSize)));
}

/** Where a pagination link goes: a numbered page, or a page reached through a cursor. */
export type PageLink = { page: number; cursor?: "next" | "prev" };

export interface PaginationPlan {
  prev: PageLink | null;
  numbers: Array<number | "ellipsis">;
  next: PageLink | null;
}

/**
 * The links of a results page. Numbered pages (at most 5 numbers, ellipses), up to the
 * last numbered page; past it (when rows follow: the data layer gives a cursor only then)
 * 'Siguiente' follows the cursor, and on a cursor page the current number follows the numbered
 * ones after an ellipsis.
 */
export function paginationPlan(
  p: { page: number; pageCount: number; hasNextCursor: boolean; hasPrevCursor: boolean },
  numbersFor: (current: number, last: number) => Array<number | "ellipsis">,
): PaginationPlan {
  const { page, pageCount } = p;
  const beyond = page > pageCount;
  const numbers: Array<number | "ellipsis"> = beyond
    ? [...numbersFor(pageCount, pageCount), ...(page > pageCount + 1 ? (["ellipsis"] as const) : []), page]
    : numbersFor(page, pageCount);
  const prev: PageLink | null =
    page <= 1
      ? null
      : page - 1 <= pageCount
        ? { page: page - 1 }
        : p.hasPrevCursor
          ? { page: page - 1, cursor: "prev" }
          : null;
  const next: PageLink | null =
    page < pageCount ? { page: page + 1 } : p.hasNextCursor ? { page: page + 1, cursor: "next" } : null;
  return { prev, numbers, next };
}
