import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { coupons } from "@/lib/db/schema";
import type { CouponSort } from "@/lib/domain/search";
import { sortKeys, type Cursor, type KeyKind, type SortKey } from "@/lib/domain/search-paging";

// The SQL side of lib/domain/search-paging.ts: each ordering's key expressions (the same
// expressions, directions and NULLS placement as the partial indexes coupons_list_*_idx, so a page
// is a walk along one of them), its ORDER BY, and the "rows after this cursor" condition.

const discount = sql`((${coupons.originalPrice} - ${coupons.discountPrice}) / nullif(${coupons.originalPrice}, 0))`;

function keyExpressions(sort: CouponSort): SQL[] {
  const newest = [sql`${coupons.createdAt}`, sql`${coupons.id}`];
  switch (sort) {
    case "precio-asc":
    case "precio-desc":
      return [sql`${coupons.discountPrice}`, ...newest];
    case "descuento-desc":
      return [discount, ...newest];
    case "popularidad":
      return [sql`${coupons.sold}`, ...newest];
    case "vistas":
      return [sql`${coupons.viewCount}`, sql`${coupons.sold}`, ...newest];
    case "calificacion":
      return [sql`${coupons.ratingAvg}`, sql`${coupons.sold}`, ...newest];
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
  keys.map((k) => ({ ...k, dir: reversed ? (k.dir === "asc" ? "desc" : "asc") : k.dir, nullsFirst: reversed && k.nullable === true }));

/**
 * ORDER BY of a keyset; a nullable key sorts its NULLs last, as its index does. Reversed for the
 * page before a cursor (the same index read backwards; the rows are put back in order after).
 */
export function orderByKeyset({ keys, exprs }: Keyset, reversed = false): SQL[] {
  return directed(keys, reversed).map((k, i) =>
    k.nullable ? sql`${exprs[i]} ${sql.raw(k.dir)} ${sql.raw(k.nullsFirst ? "nulls first" : "nulls last")}` : sql`${exprs[i]} ${sql.raw(k.dir)}`,
  );
}

const CASTS: Record<KeyKind, string> = { numeric: "numeric", int: "int", timestamp: "timestamptz", uuid: "uuid" };
const cast = (v: string, kind: KeyKind) => sql`${v}::${sql.raw(CASTS[kind])}`;

/**
 * Rows strictly past the cursor in the keyset's order (after it, or before it read backwards):
 * past on the first key, or equal on it and past on the rest. The first key's bound is repeated on
 * its own (`price >= v`) so the planner starts the index walk at the cursor instead of filtering
 * from the first entry.
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
    if (v === null) past = k.nullsFirst ? sql`${e} is not null` : null; // NULLs last: nothing but NULLs follows
    else past = k.nullable && !k.nullsFirst ? sql`(${e} ${op} ${cast(v, k.kind)} or ${e} is null)` : sql`${e} ${op} ${cast(v, k.kind)}`;
    const equal = v === null ? sql`${e} is null` : sql`${e} = ${cast(v, k.kind)}`;
    if (i === ks.length - 1) return past ?? sql`false`;
    const rest = sql`(${equal} and ${step(i + 1)})`;
    return past ? sql`(${past} or ${rest})` : rest;
  };
  const first = ks[0]!;
  const v0 = values[0] ?? null;
  const from = sql.raw(first.dir === "asc" ? ">=" : "<=");
  let lead: SQL | null = null;
  if (v0 === null) lead = first.nullsFirst ? null : sql`${exprs[0]} is null`;
  else if (!first.nullable || first.nullsFirst) lead = sql`${exprs[0]} ${from} ${cast(v0, first.kind)}`;
  return lead ? sql`(${lead} and ${step(0)})` : step(0);
}

/** The key values of a row as one JSON text (numbers and timestamps in PostgreSQL's exact text form). */
export function keyValuesColumn({ exprs }: Keyset): SQL<string> {
  return sql<string>`json_build_array(${sql.join(exprs.map((e) => sql`(${e})::text`), sql`, `)})::text`;
}
