// Bookings on every engine: the capacity race for the last place, one live booking per voucher,
// the schedule checked in the database (past, lead time, horizon, grid, closed days, holidays,
// blocks), the voucher's life carried along (refund frees the place, a gift moves the booking,
// check-in redeems once, no-show per the coupon's terms), and who may read which booking.
import { addDays } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookVoucher,
  cancelBooking,
  checkInBooking,
  listBranchBookings,
  markBookingNoShow,
  moveBooking,
} from "@/lib/bookings/data/bookings";
import { saveBookingSettings } from "@/lib/bookings/data/schedule";
import { nextBookableSlot, slotsForDay } from "@/lib/bookings/data/slots";
import { guatemalaHolidays, holidayOn } from "@/lib/bookings/rules/holidays";
import { guatemalaDate, guatemalaInstant } from "@/lib/bookings/rules/slots";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { lookupVoucherForCounter } from "@/lib/data/orders/counter";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { runAs } from "@/lib/data/run-as";
import {
  bookingBlocks,
  bookingHolidays,
  bookingSlots,
  bookings,
  branches,
  jobs,
  vouchers,
  walletPasses,
} from "@/lib/db/schema";
import { businessOwner, REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import {
  buyer,
  demoBusinessId,
  editor,
  manager,
  otherBusiness,
  otherBusinessId,
  seller,
  userId,
} from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { openEveryDay, plainDay } from "./helpers/bookings";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const otherBuyer: Caller = authenticatedCaller(userId(REVIEWERS[7]!.key));
const otherOwner: Caller = authenticatedCaller(userId(businessOwner(otherBusiness.slug).key));

const settings = { slotMinutes: 60, capacity: 1, leadHours: 0, horizonDays: 60, changeHours: 24 };

describe.each(testEngines())("bookings [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  let otherBranchId: string;
  let couponId: string;
  const day = plainDay(3);
  const at = (hour: number, date = day) => guatemalaInstant(date, hour * 60);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    branchId = await openEveryDay(t.owner, demoBusinessId);
    const [other] = await t.owner
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.businessId, otherBusinessId));
    otherBranchId = other!.id;
    couponId = await makeCoupon(t.owner, { requiresBooking: true, totalStock: 200, endTime: addDays(new Date(), 90) });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(async () => {
    const saved = await saveBookingSettings(seller, branchId, {
      ...settings,
      closedDates: [],
      openedHolidays: [],
      notifyEmail: true,
    });
    expect(saved).toEqual({ ok: true });
  });

  async function vouchersOf(who: Caller, quantity: number, coupon = couponId): Promise<string[]> {
    const before = new Set(
      (await t.owner.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.couponId, coupon))).map((v) => v.id),
    );
    const result = await buy(who, { items: [{ couponId: coupon, quantity }] });
    if (!result.ok) throw new Error(`purchase refused: ${JSON.stringify(result)}`);
    const all = await t.owner.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.couponId, coupon));
    return all.map((v) => v.id).filter((id) => !before.has(id));
  }

  it("knows Guatemala's holidays in SQL, as the rules compute them, from every start", async () => {
    const year = new Date().getUTCFullYear();
    const rows = await t.owner
      .select({ day: bookingHolidays.day, fromMinute: bookingHolidays.fromMinute })
      .from(bookingHolidays)
      .where(sql`extract(year from ${bookingHolidays.day}) = ${year + 1}`)
      .orderBy(bookingHolidays.day);
    expect(rows).toEqual(guatemalaHolidays(year + 1).map((h) => ({ day: h.date, fromMinute: h.fromMinute })));
  });

  it("a hundred buyers racing for the last place of a slot give exactly one booking", async () => {
    const ids = [...(await vouchersOf(buyer, 50)), ...(await vouchersOf(buyer, 50))];
    const results = await Promise.all(ids.map((v) => bookVoucher(buyer, v, branchId, at(9))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "lleno")).toHaveLength(99);
    const [slot] = await t.owner
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.branchId, branchId), eq(bookingSlots.startsAt, at(9))));
    expect(slot).toMatchObject({ booked: 1, capacity: 1 });
  });

  it("keeps one live booking per voucher: the same slot again changes nothing, another slot moves it and frees the first", async () => {
    const [v] = await vouchersOf(buyer, 1);
    // The voucher is in Apple Wallet: the booking is on its pass, so the pass is marked changed.
    await t.owner.insert(walletPasses).values({ voucherId: v!, updatedAt: new Date(Date.now() - 60_000) });
    const first = await bookVoucher(buyer, v!, branchId, at(10));
    const pushes = await t.owner
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "push_pass_update"), sql`${jobs.payload}->>'voucherId' = ${v!}`));
    expect(pushes).toHaveLength(1);
    expect(first).toMatchObject({ ok: true, kind: "creada" });
    expect(await bookVoucher(buyer, v!, branchId, at(10))).toMatchObject({ ok: true, kind: "sin_cambio" });
    expect(await bookVoucher(buyer, v!, branchId, at(11))).toMatchObject({ ok: true, kind: "movida" });
    const live = await t.owner.select().from(bookings).where(eq(bookings.voucherId, v!));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ status: "confirmada", sequence: 1, startsAt: at(11) });
    const [freed] = await t.owner
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.branchId, branchId), eq(bookingSlots.startsAt, at(10))));
    expect(freed!.booked).toBe(0);
    // Confirmation, update and both reminders are queued; the seller's inbox mail too.
    const queued = await t.owner
      .select({ name: jobs.name, key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.key} like ${`%${first.ok && first.bookingId}%`}`);
    expect(queued.map((j) => j.name).sort()).toEqual(
      expect.arrayContaining(["send_booking_email", "send_booking_reminder", "send_booking_seller_email"]),
    );
  });

  it("the coupon page's next free time is the first place left, and moves on once it is taken", async () => {
    const next = await nextBookableSlot(couponId);
    expect(next).not.toBeNull();
    const [v] = await vouchersOf(buyer, 1);
    expect(await bookVoucher(buyer, v!, next!.branchId, new Date(next!.startsAt))).toMatchObject({ ok: true });
    const after = await nextBookableSlot(couponId);
    expect(new Date(after!.startsAt).getTime()).toBeGreaterThan(new Date(next!.startsAt).getTime());
  });

  it("refuses what the schedule does not offer and writes nothing", async () => {
    const [v] = await vouchersOf(buyer, 1);
    const refusal = async (startsAt: Date, branch = branchId) => {
      const r = await bookVoucher(buyer, v!, branch, startsAt);
      return r.ok ? "ok" : r.reason;
    };
    expect(await refusal(new Date(Date.now() - 3_600_000))).toBe("pasado");
    expect(await refusal(guatemalaInstant(day, 10 * 60 + 30))).toBe("no_existe_horario");
    expect(await refusal(at(7))).toBe("no_existe_horario");
    expect(await refusal(at(19, plainDay(70)))).toBe("horizonte");
    expect(await refusal(at(10), otherBranchId)).toBe("sucursal_invalida");
    await saveBookingSettings(seller, branchId, {
      ...settings,
      leadHours: 720,
      closedDates: [],
      openedHolidays: [],
      notifyEmail: true,
    });
    expect(await refusal(at(10))).toBe("antelacion");
    await saveBookingSettings(seller, branchId, {
      ...settings,
      closedDates: [day],
      openedHolidays: [],
      notifyEmail: true,
    });
    expect(await refusal(at(10))).toBe("dia_cerrado");
    await saveBookingSettings(seller, branchId, {
      ...settings,
      closedDates: [],
      openedHolidays: [],
      notifyEmail: true,
    });
    await t.owner.insert(bookingBlocks).values({ branchId, startsAt: at(12), endsAt: at(14) });
    expect(await refusal(at(13))).toBe("bloqueado");
    expect(
      (await slotsForDay(buyer, couponId, day))
        .flatMap((b) => b.slots)
        .some((s) => s.startsAt.getTime() === at(13).getTime()),
    ).toBe(false);
    // A holiday is closed unless opened: the next one inside a year.
    const holiday = Array.from({ length: 366 }, (_, i) => guatemalaDate(addDays(new Date(), i + 1))).find(
      (d) => holidayOn(d)?.fromMinute === 0,
    )!;
    await saveBookingSettings(seller, branchId, {
      ...settings,
      horizonDays: 365,
      closedDates: [],
      openedHolidays: [],
      notifyEmail: true,
    });
    expect(await refusal(at(10, holiday))).toBe("dia_cerrado");
    expect(await t.owner.select().from(bookings).where(eq(bookings.voucherId, v!))).toHaveLength(0);
    await saveBookingSettings(seller, branchId, {
      ...settings,
      horizonDays: 365,
      closedDates: [],
      openedHolidays: [holiday],
      notifyEmail: true,
    });
    expect(await refusal(at(10, holiday))).toBe("ok");
  });

  it("books only the holder's valid vouchers of a coupon that asks for it", async () => {
    const [mine] = await vouchersOf(buyer, 1);
    expect(await bookVoucher(otherBuyer, mine!, branchId, at(15))).toEqual({ ok: false, reason: "no_existe" });
    const plain = await makeCoupon(t.owner);
    const [unbookable] = await vouchersOf(buyer, 1, plain);
    expect(await bookVoucher(buyer, unbookable!, branchId, at(15))).toEqual({ ok: false, reason: "no_requiere" });
    await t.owner.update(vouchers).set({ status: "canjeado" }).where(eq(vouchers.id, mine!));
    expect(await bookVoucher(buyer, mine!, branchId, at(15))).toEqual({ ok: false, reason: "canjeado" });
    const [old] = await vouchersOf(buyer, 1);
    await t.owner
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, old!));
    expect(await bookVoucher(buyer, old!, branchId, at(15))).toEqual({ ok: false, reason: "vencido" });
  });

  it("a refund cancels the booking and frees its place; a gift moves it to the new holder", async () => {
    const [v, w] = await vouchersOf(buyer, 2);
    expect(await bookVoucher(buyer, v!, branchId, at(16))).toMatchObject({ ok: true });
    const refunded = await refundVoucher(buyer, v!);
    expect(refunded.ok).toBe(true);
    const [gone] = await t.owner.select().from(bookings).where(eq(bookings.voucherId, v!));
    expect(gone).toMatchObject({ status: "cancelada", cancelledBy: "reembolso" });
    expect(await bookVoucher(buyer, w!, branchId, at(16))).toMatchObject({ ok: true, kind: "creada" });
    await t.owner
      .update(vouchers)
      .set({ buyerUserId: otherBuyer.userId!, giftedBy: buyer.userId })
      .where(eq(vouchers.id, w!));
    const [moved] = await t.owner.select().from(bookings).where(eq(bookings.voucherId, w!));
    expect(moved).toMatchObject({ status: "confirmada", buyerUserId: otherBuyer.userId, sequence: 1 });
    const mails = await t.owner
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, "send_booking_email"), sql`${jobs.payload}->>'bookingId' = ${moved!.id}`));
    expect(mails.map((m) => m.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "cancelada", userId: buyer.userId }),
        expect.objectContaining({ kind: "creada", userId: otherBuyer.userId }),
      ]),
    );
  });

  it("check-in redeems the voucher once; the buyer cancels inside the window; the seller moves and cancels", async () => {
    const [v, w] = await vouchersOf(buyer, 2);
    const booked = await bookVoucher(buyer, v!, branchId, at(17));
    if (!booked.ok) throw new Error(booked.reason);
    const [row] = await t.owner.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, v!));
    expect(await lookupVoucherForCounter(manager, row!.code)).toMatchObject({ bookingAt: at(17).toISOString() });
    expect(await checkInBooking(editor, booked.bookingId)).toEqual({ ok: false, reason: "no_existe" });
    expect(await checkInBooking(manager, booked.bookingId)).toEqual({ ok: true });
    expect(await checkInBooking(seller, booked.bookingId)).toEqual({ ok: false, reason: "no_existe" });
    const [redeemed] = await t.owner.select().from(vouchers).where(eq(vouchers.id, v!));
    expect(redeemed!.status).toBe("canjeado");
    expect((await t.owner.select().from(bookings).where(eq(bookings.id, booked.bookingId)))[0]!.status).toBe("asistio");

    const second = await bookVoucher(buyer, w!, branchId, at(18));
    if (!second.ok) throw new Error(second.reason);
    expect(await moveBooking(editor, second.bookingId, branchId, at(19))).toEqual({ ok: false, reason: "no_existe" });
    expect(await moveBooking(seller, second.bookingId, branchId, at(19))).toMatchObject({ ok: true, kind: "movida" });
    expect(await cancelBooking(otherBuyer, second.bookingId)).toBe("no_existe");
    expect(await cancelBooking(buyer, second.bookingId)).toBe("cancelada");
    expect(await cancelBooking(buyer, second.bookingId)).toBe("no_existe");
  });

  it("outside the change window the buyer can neither change nor cancel; no-show follows the coupon's terms", async () => {
    const lost = await makeCoupon(t.owner, { requiresBooking: true, noShowPolicy: "perdido" });
    const [v] = await vouchersOf(buyer, 1, lost);
    const [voucher] = await t.owner.select().from(vouchers).where(eq(vouchers.id, v!));
    // A booking that already took place (written as the system: no caller may book the past).
    const [past] = await t.owner
      .insert(bookings)
      .values({
        voucherId: v!,
        branchId,
        businessId: voucher!.businessId!,
        buyerUserId: buyer.userId!,
        startsAt: new Date(Date.now() - 3 * 3_600_000),
        endsAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    expect(await cancelBooking(buyer, past!.id)).toBe("fuera_de_plazo");
    expect(await bookVoucher(buyer, v!, branchId, at(9, plainDay(5)))).toEqual({ ok: false, reason: "fuera_de_plazo" });
    expect(await markBookingNoShow(editor, past!.id)).toBe("no_existe");
    expect(await markBookingNoShow(seller, past!.id)).toBe("perdido");
    expect((await t.owner.select().from(vouchers).where(eq(vouchers.id, v!)))[0]!.status).toBe("vencido");
    const [w] = await vouchersOf(buyer, 1);
    const soon = await bookVoucher(buyer, w!, branchId, at(9, plainDay(4)));
    if (!soon.ok) throw new Error(soon.reason);
    expect(await markBookingNoShow(seller, soon.bookingId)).toBe("antes_de_terminar");
  });

  it("buyers read only their bookings, members only their business's, nobody else anything", async () => {
    const [v] = await vouchersOf(buyer, 1);
    const booked = await bookVoucher(buyer, v!, branchId, at(14, plainDay(6)));
    if (!booked.ok) throw new Error(booked.reason);
    const visible = (who: Caller) =>
      runAs(who, (tx) => tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booked.bookingId)));
    expect(await visible(buyer)).toHaveLength(1);
    expect(await visible(editor)).toHaveLength(1);
    expect(await visible(otherBuyer)).toHaveLength(0);
    expect(await visible(otherOwner)).toHaveLength(0);
    await expect(visible(ANON)).rejects.toThrow();
    const from = guatemalaInstant(plainDay(6), 0);
    expect((await listBranchBookings(editor, branchId, from, addDays(from, 1))).map((b) => b.id)).toContain(
      booked.bookingId,
    );
    expect(await listBranchBookings(otherOwner, branchId, from, addDays(from, 1))).toEqual([]);
    expect(await listBranchBookings(buyer, branchId, from, addDays(from, 1))).toEqual([]);
    // Nobody writes bookings or places but the functions.
    await expect(
      runAs(buyer, (tx) => tx.update(bookings).set({ status: "asistio" }).where(eq(bookings.id, booked.bookingId))),
    ).rejects.toThrow();
    await expect(runAs(seller, (tx) => tx.update(bookingSlots).set({ booked: 0 }))).rejects.toThrow();
    expect(
      await saveBookingSettings(otherOwner, branchId, {
        ...settings,
        closedDates: [],
        openedHolidays: [],
        notifyEmail: true,
      }),
    ).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });
});
