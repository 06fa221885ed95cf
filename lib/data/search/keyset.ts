import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { coupons } from "@/lib/db/schema";
import type { CouponSort } from "@/lib/domain/search";
import { sortKeys, type Cursor, type KeyKind, type SortKey } from "@/lib/domain/search-paging";

// The SQL side of lib/domain/search-paging.ts: each ordering's key expressions (the same
// expressions, directions and NULLS placement as the partial indexes coupons_list_*_idx, so a page
// is a walk along one of them), its ORDER BY, and the "rows after this cursor" condition.

function keyExpressions(sort: CouponSort): SQL[] {
  const newest = [sql`${coupons.createdAt}`, sql`${coupons.id}`];
  switch (sort) {
    case "precio-asc":
    case "precio-desc":
      return [sql`${coupons.priceKey}`, ...newest];
    case "descuento-desc":
      return [sql`${coupons.discountKey}`, ...newest];
    case "popularidad":
      return [sql`${coupons.sold}`, ...newest];
    case "vistas":
      return [sql`${coupons.viewCount}`, sql`${coupons.sold}`, ...newest];
    case "calificacion":
      return [sql`${coupons.ratingKey}`, sql`${coupons.sold}`, ...newest];
    case "termina-pronto":
      return [sql`${coupons.endTime}`, sql`${coupons.id}`];
    case "recientes":
    case "relevancia":
      return newest;
  }
}

export interface Keyset {
  keys: SortKey[];
  exprs: SQL[];
}

/** The keyset of an ordering, or null where rows are ordered by a computed relevance. */
export function keysetOf(sort: CouponSort, hasTerms: boolean): Keyset | null {
  const keys = sortKeys(sort, hasTerms);
  return keys ? { keys, exprs: keyExpressions(sort) } : null;
}

/** A key read backwards (for the page before a cursor): the other direction, NULLs first. */
interface DirectedKey extends SortKey {
  nullsFirst: boolean;
}
const directed = (keys: SortKey[], reversed: boolean): DirectedKey[] =>
  keys.map((k) => ({
    ...k,
    dir: reversed ? (k.dir === "asc" ? "desc" : "asc") : k.dir,
    nullsFirst: reversed && k.nullable === true,
  }));

/**
 * ORDER BY of a keyset; a nullable key sorts its NULLs last, as its index does. Reversed for the
 * page before a cursor (the same index read backwards; the rows are put back in order after).
 */
export function orderByKeyset({ keys, exprs }: Keyset, reversed = false): SQL[] {
  return directed(keys, reversed).map((k, i) =>
    k.nullable
      ? sql`${exprs[i]} ${sql.raw(k.dir)} ${sql.raw(k.nullsFirst ? "nulls first" : "nulls last")}`
      : sql`${exprs[i]} ${sql.raw(k.dir)}`,
  );
}

const CASTS: Record<KeyKind, string> = {
  bigint: "bigint",
  float: "float8",
  int: "int",
  timestamp: "timestamptz",
  uuid: "uuid",
};
const cast = (v: string, kind: KeyKind) => sql`${v}::${sql.raw(CASTS[kind])}`;

/**
 * Rows strictly past the cursor in the keyset's order (after it, or before it read backwards):
 * past on the first key, or equal on it and past on the rest. The leading bounds are repeated on
 * their own (`price_key >= v`) so the planner starts the index walk at the cursor instead of
 * filtering from the first entry; every key type here has leakproof comparisons, which RLS needs
 * before it lets a condition into an index scan (migration 20261124090300_search_sort_keys).
 */
export function pastCursor({ keys, exprs }: Keyset, cursor: Cursor): SQL {
  const ks = directed(keys, cursor.direction === "b");
  const values = cursor.values;
  const step = (i: number): SQL => {
    const k = ks[i]!;
    const e = exprs[i]!;
    const v = values[i] ?? null;
    const op = sql.raw(k.dir === "asc" ? ">" : "<");
    let past: SQL | null;
    if (v === null)
      past = k.nullsFirst ? sql`${e} is not null` : null; // NULLs last: nothing but NULLs follows
    else
      past =
        k.nullable && !k.nullsFirst
          ? sql`(${e} ${op} ${cast(v, k.kind)} or ${e} is null)`
          : sql`${e} ${op} ${cast(v, k.kind)}`;
    const equal = v === null ? sql`${e} is null` : sql`${e} = ${cast(v, k.kind)}`;
    if (i === ks.length - 1) return past ?? sql`false`;
    const rest = sql`(${equal} and ${step(i + 1)})`;
    return past ? sql`(${past} or ${rest})` : rest;
  };
  // Bounds the index can seek with: a NULL key sorted last fixes that key (only NULLs follow), so
  // the next key bounds too (most coupons have no rating: the walk starts at the cursor's sales).
  const lead: SQL[] = [];
  for (let i = 0; i < ks.length; i++) {
    const k = ks[i]!;
    const v = values[i] ?? null;
    if (v === null) {
      if (k.nullsFirst) break;
      lead.push(sql`${exprs[i]} is null`);
      continue;
    }
    if (!k.nullable || k.nullsFirst)
      lead.push(sql`${exprs[i]} ${sql.raw(k.dir === "asc" ? ">=" : "<=")} ${cast(v, k.kind)}`);
    break;
  }
  return lead.length > 0 ? sql`(${sql.join(lead, sql` and `)} and ${step(0)})` : step(0);
}

/** The key values of a row as one JSON text (numbers and timestamps in PostgreSQL's exact text form). */
export function keyValuesColumn({ exprs }: Keyset): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    exprs.map((e) => sql`(${e})::text`),
    sql`, `,
  )})::text`;
}
