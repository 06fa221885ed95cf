import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { businessMembers, businesses } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import type { Caller } from "../caller";
import { runAs } from "../run-as";

// The counter (a business's till): the confirm card before a redemption, the redemptions' history and
// undoing one. Each goes through a SECURITY DEFINER function of supabase/schemas/12-counter.sql that
// checks the caller's role in the voucher's business, run as the caller; nothing here trusts the UI.

/** Roles that redeem at the counter: every role but the plain 'member'. */
export const COUNTER_ROLES = ["owner", "manager", "editor", "cajero"] as const;

/** The businesses where the caller may redeem, by name: the seller panel shows the counter for them. */
export async function listMyCounterBusinesses(caller: Caller): Promise<{ id: string; name: string; role: string }[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, (tx) =>
    tx
      .select({ id: businesses.id, name: businesses.name, role: businessMembers.role })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
      .where(and(eq(businessMembers.userId, caller.userId), inArray(businessMembers.role, [...COUNTER_ROLES])))
      .orderBy(asc(businesses.name), asc(businesses.id)),
  );
}

export type CounterVoucherState = "valido" | "canjeado" | "vencido" | "reembolsado" | "regalo_pendiente";

export type CounterLookup =
  | { kind: "no_existe" }
  | { kind: "otro_negocio" }
  | {
      kind: "voucher";
      voucherId: string;
      couponTitle: string;
      /** The coupon's branches, by name: the cashier says at which one when there are several. */
      branches: { id: string; name: string }[];
      branchNames: string[];
      /** "Ana L.": first name and last initial, null when the buyer left no name. */
      buyerName: string | null;
      /** The voucher's live booking's start, when it has one (a "Requiere reserva" coupon). */
      bookingAt: string | null;
      state: CounterVoucherState;
      expiresAt: string;
      /** Only for 'canjeado': when and by which member (display name). */
      redeemedAt: string | null;
      redeemedBy: string | null;
    };

type LookupAnswer =
  | { kind: "no_existe" | "otro_negocio" }
  | {
      kind: "voucher";
      voucher_id: string;
      coupon_title: string;
      branches: { id: string; name: string }[];
      buyer: string | null;
      booking_at: string | null;
      state: CounterVoucherState;
      expires_at: string;
      redeemed_at: string | null;
      redeemed_by: string | null;
    };

const iso = (pgTime: string | null) => (pgTime ? new Date(pgTime).toISOString() : null);

/** What the counter shows before "Canjear": only to members of the voucher's business who may redeem. */
export async function lookupVoucherForCounter(caller: Caller, code: string): Promise<CounterLookup> {
  if (caller.role !== "authenticated") throw new Error("lookupVoucherForCounter: sign-in required");
  const a = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: LookupAnswer }>(await tx.execute(sql`select public.lookup_voucher_for_counter(${code}) as r`))[0]!.r,
  );
  if (a.kind !== "voucher") return { kind: a.kind };
  return {
    kind: "voucher",
    voucherId: a.voucher_id,
    couponTitle: a.coupon_title,
    branches: a.branches,
    branchNames: a.branches.map((b) => b.name),
    buyerName: a.buyer,
    bookingAt: iso(a.booking_at),
    state: a.state,
    expiresAt: iso(a.expires_at)!,
    redeemedAt: iso(a.redeemed_at),
    redeemedBy: a.redeemed_by,
  };
}

export type UndoRedemptionResult = "undone" | "not_found" | "already_undone" | "too_late";

/** An owner or manager undoes a redemption made less than 10 minutes ago. */
export async function undoVoucherRedemption(caller: Caller, redemptionId: string): Promise<UndoRedemptionResult> {
  if (caller.role !== "authenticated") throw new Error("undoVoucherRedemption: sign-in required");
  if (!isUuid(redemptionId)) return "not_found";
  return runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: UndoRedemptionResult }>(
        await tx.execute(sql`select public.undo_voucher_redemption(${redemptionId}::uuid) as r`),
      )[0]!.r,
  );
}

export interface RedemptionFilters {
  /** ISO instants, from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
  branchId?: string | null;
  memberUserId?: string | null;
}

export interface RedemptionEntry {
  id: string;
  redeemedAt: string;
  codeLast4: string;
  couponTitle: string;
  memberUserId: string | null;
  memberName: string;
  branchId: string | null;
  branchName: string | null;
  undoneAt: string | null;
}

interface RedemptionRowDb {
  id: string;
  redeemed_at: string;
  code_last4: string;
  coupon_title: string;
  member_user_id: string | null;
  member_name: string;
  branch_id: string | null;
  branch_name: string | null;
  undone_at: string | null;
}

const uuidOrNull = (v: string | null | undefined) => (v && isUuid(v) ? v : null);

/**
 * A business's redemptions, newest first (at most 1,000): all of them for its owner and managers,
 * only the caller's own for an editor or a cashier, nothing for anyone else. Codes masked.
 */
export async function listBusinessRedemptions(
  caller: Caller,
  businessId: string,
  filters: RedemptionFilters = {},
): Promise<RedemptionEntry[]> {
  if (caller.role !== "authenticated" || !isUuid(businessId)) return [];
  const from = filters.from ? new Date(filters.from).toISOString() : null;
  const to = filters.to ? new Date(filters.to).toISOString() : null;
  const rows = await runAs(caller, async (tx) =>
    rowsOf<RedemptionRowDb>(
      await tx.execute(sql`select * from public.list_voucher_redemptions(${businessId}::uuid,
        ${from}::timestamptz, ${to}::timestamptz, ${uuidOrNull(filters.branchId)}::uuid,
        ${uuidOrNull(filters.memberUserId)}::uuid)`),
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    redeemedAt: iso(r.redeemed_at)!,
    codeLast4: r.code_last4,
    couponTitle: r.coupon_title,
    memberUserId: r.member_user_id,
    memberName: r.member_name,
    branchId: r.branch_id,
    branchName: r.branch_name,
    undoneAt: iso(r.undone_at),
  }));
}

/** What the voucher's public link says to anyone: 'no_existe' for an unknown or malformed code. */
export type VoucherPublicState = "valido" | "canjeado" | "vencido" | "no_valido" | "no_existe";

export async function voucherPublicState(caller: Caller, code: string): Promise<VoucherPublicState> {
  return runAs(
    caller,
    async (tx) =>
      rowsOf<{ s: VoucherPublicState }>(await tx.execute(sql`select public.voucher_public_state(${code}) as s`))[0]!.s,
  );
}
