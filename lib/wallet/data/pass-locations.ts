import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";

// Where a voucher can be used, for a wallet pass's `locations`: the lock screen shows the pass near
// one of them. The coupon's chosen branches, or all of its business's (a coupon without chosen
// branches is valid at every one), read as the voucher's holder under RLS. Apple reads at most
// ten locations, so the pass carries the first ten.

export interface PassLocation {
  latitude: number;
  longitude: number;
  relevantText?: string;
}

const APPLE_MAX_LOCATIONS = 10;

/** The query itself, in a transaction already opened as the holder (or as the pass web service). */
export async function readPassLocations(tx: Tx, voucherId: string): Promise<PassLocation[]> {
  const rows = rowsOf<{ lat: number; lng: number; name: string }>(
    await tx.execute(sql`
      select b.lat::float8 as lat, b.lng::float8 as lng, b.name
        from public.vouchers v
        join public.branches b on b.business_id = v.business_id
       where v.id = ${voucherId}::uuid
         and (not exists (select 1 from public.coupon_branches cb where cb.coupon_id = v.coupon_id)
              or exists (select 1 from public.coupon_branches cb
                          where cb.coupon_id = v.coupon_id and cb.branch_id = b.id))
       order by b.created_at, b.name
       limit ${APPLE_MAX_LOCATIONS}`),
  );
  return rows.map((r) => ({ latitude: Number(r.lat), longitude: Number(r.lng), relevantText: r.name }));
}

export async function passLocations(caller: Caller, voucherId: string): Promise<PassLocation[]> {
  if (caller.role !== "authenticated" || !isUuid(voucherId)) return [];
  return runAs(caller, (tx) => readPassLocations(tx, voucherId));
}
