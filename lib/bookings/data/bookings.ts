import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { bookings, branches } from "@/lib/db/schema";
import type { Caller } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import { isUuid } from "@/lib/domain/uuid";

// Booking writes go through the SECURITY DEFINER functions of supabase/schemas/28-bookings.sql, run
// as the caller: they check the voucher's holder or the business role, the slot against the
// schedule, and take the place under the slot's row lock. Nothing here trusts the page.

export type BookingRefusal =
  | "no_existe"
  | "no_requiere"
  | "canjeado"
  | "reembolsado"
  | "vencido"
  | "regalo_pendiente"
  | "sucursal_invalida"
  | "fuera_de_plazo"
  | "sin_horario"
  | "pasado"
  | "antelacion"
  | "horizonte"
  | "dia_cerrado"
  | "no_existe_horario"
  | "bloqueado"
  | "despues_de_vencer"
  | "lleno";

export type BookResult =
  { ok: true; kind: "creada" | "movida" | "sin_cambio"; bookingId: string } | { ok: false; reason: BookingRefusal };

type Answer =
  { ok: true; kind: "creada" | "movida" | "sin_cambio"; booking_id: string } | { ok: false; reason: BookingRefusal };

const toResult = (a: Answer): BookResult =>
  a.ok ? { ok: true, kind: a.kind, bookingId: a.booking_id } : { ok: false, reason: a.reason };

/** The buyer books (or changes to) a slot for a voucher of theirs. */
export async function bookVoucher(
  caller: Caller,
  voucherId: string,
  branchId: string,
  startsAt: Date,
): Promise<BookResult> {
  if (caller.role !== "authenticated") throw new Error("bookVoucher: sign-in required");
  if (!isUuid(voucherId)) return { ok: false, reason: "no_existe" };
  if (!isUuid(branchId)) return { ok: false, reason: "sucursal_invalida" };
  return runAs(caller, async (tx) =>
    toResult(
      rowsOf<{ r: Answer }>(
        await tx.execute(
          sql`select public.book_voucher(${voucherId}::uuid, ${branchId}::uuid, ${startsAt.toISOString()}::timestamptz) as r`,
        ),
      )[0]!.r,
    ),
  );
}

/** A seller (owner or manager) moves a booking to another slot. */
export async function moveBooking(
  caller: Caller,
  bookingId: string,
  branchId: string,
  startsAt: Date,
): Promise<BookResult> {
  if (caller.role !== "authenticated") throw new Error("moveBooking: sign-in required");
  if (!isUuid(bookingId) || !isUuid(branchId)) return { ok: false, reason: "no_existe" };
  return runAs(caller, async (tx) =>
    toResult(
      rowsOf<{ r: Answer }>(
        await tx.execute(
          sql`select public.move_booking(${bookingId}::uuid, ${branchId}::uuid, ${startsAt.toISOString()}::timestamptz) as r`,
        ),
      )[0]!.r,
    ),
  );
}

async function callText<T extends string>(
  caller: Caller,
  fn: "cancel_booking" | "mark_booking_no_show",
  bookingId: string,
): Promise<T | "no_existe"> {
  if (caller.role !== "authenticated") throw new Error(`${fn}: sign-in required`);
  if (!isUuid(bookingId)) return "no_existe";
  return runAs(
    caller,
    async (tx) => rowsOf<{ r: T }>(await tx.execute(sql`select public.${sql.raw(fn)}(${bookingId}::uuid) as r`))[0]!.r,
  );
}

/** The buyer (inside the change window) or the business's owner or manager cancels a booking. */
export const cancelBooking = (caller: Caller, bookingId: string) =>
  callText<"cancelada" | "fuera_de_plazo">(caller, "cancel_booking", bookingId);

/** After the slot, an owner or manager marks it missed; answers the coupon's term ('valido' or 'perdido'). */
export const markBookingNoShow = (caller: Caller, bookingId: string) =>
  callText<"valido" | "perdido" | "antes_de_terminar">(caller, "mark_booking_no_show", bookingId);

export type CheckInResult = { ok: true } | { ok: false; reason: string };

/** Check-in: redeems the booking's voucher at its branch, once (redeem_voucher). */
export async function checkInBooking(caller: Caller, bookingId: string): Promise<CheckInResult> {
  if (caller.role !== "authenticated") throw new Error("checkInBooking: sign-in required");
  if (!isUuid(bookingId)) return { ok: false, reason: "no_existe" };
  const a = await runAs(
    caller,
    async (tx) =>
      rowsOf<{ r: { ok: boolean; reason?: string } }>(
        await tx.execute(sql`select public.check_in_booking(${bookingId}::uuid) as r`),
      )[0]!.r,
  );
  return a.ok ? { ok: true } : { ok: false, reason: a.reason ?? "no_existe" };
}

export interface CalendarBooking {
  id: string;
  voucherId: string;
  startsAt: Date;
  endsAt: Date;
  status: "confirmada" | "asistio" | "no_show";
  couponTitle: string;
  buyer: string | null;
  codeLast4: string;
}

/** A branch's bookings in [from, to) for the seller's calendar (any member of its business). */
export async function listBranchBookings(
  caller: Caller,
  branchId: string,
  from: Date,
  to: Date,
): Promise<CalendarBooking[]> {
  if (caller.role !== "authenticated" || !isUuid(branchId)) return [];
  const rows = await runAs(caller, async (tx) =>
    rowsOf<{
      id: string;
      voucher_id: string;
      starts_at: string;
      ends_at: string;
      status: CalendarBooking["status"];
      coupon_title: string;
      buyer: string | null;
      code_last4: string;
    }>(
      await tx.execute(
        sql`select * from public.list_branch_bookings(${branchId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
      ),
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    voucherId: r.voucher_id,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    status: r.status,
    couponTitle: r.coupon_title,
    buyer: r.buyer,
    codeLast4: r.code_last4,
  }));
}

export interface VoucherBooking {
  id: string;
  voucherId: string;
  branchId: string;
  branchName: string;
  branchAddress: string;
  branchPhone: string | null;
  lat: number;
  lng: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
  sequence: number;
}

/** The live or attended bookings of some vouchers, as their holder (or a member) may read them. */
export async function bookingsOfVouchers(
  caller: Caller,
  voucherIds: readonly string[],
): Promise<Map<string, VoucherBooking>> {
  const ids = voucherIds.filter(isUuid);
  if (caller.role !== "authenticated" || ids.length === 0) return new Map();
  const rows = await runAs(caller, (tx) =>
    tx
      .select({
        id: bookings.id,
        voucherId: bookings.voucherId,
        branchId: bookings.branchId,
        branchName: branches.name,
        branchAddress: branches.address,
        branchPhone: branches.phone,
        lat: branches.lat,
        lng: branches.lng,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
        sequence: bookings.sequence,
      })
      .from(bookings)
      .innerJoin(branches, eq(branches.id, bookings.branchId))
      .where(and(inArray(bookings.voucherId, ids), inArray(bookings.status, ["confirmada", "asistio"])))
      .orderBy(asc(bookings.startsAt)),
  );
  return new Map(rows.map((r) => [r.voucherId, r]));
}
