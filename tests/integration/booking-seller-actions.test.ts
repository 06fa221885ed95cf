// The seller's booking actions on every engine: bad input gets a Spanish message and writes
// nothing; an editor sees the calendar but every change is refused; a manager saves the settings,
// blocks and unblocks a slot, moves a booking, checks one in (the voucher is redeemed), cancels one
// and marks a missed one per the coupon's terms; and the coupon editor saves "Requiere reserva".
import { addDays } from "date-fns";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookVoucher } from "@/lib/bookings/data/bookings";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import type { Caller } from "@/lib/data/caller";
import { bookingBlocks, bookings, bookingSettings, coupons, vouchers } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, seller } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { openEveryDay, plainDay } from "./helpers/bookings";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));

const { saveBookingSettingsAction } = await import("@/lib/actions/bookings/save-booking-settings");
const { blockBookingSlotAction } = await import("@/lib/actions/bookings/block-booking-slot");
const { unblockBookingSlotAction } = await import("@/lib/actions/bookings/unblock-booking-slot");
const { moveBookingAction } = await import("@/lib/actions/bookings/move-booking");
const { cancelBookingAsBusinessAction } = await import("@/lib/actions/bookings/cancel-booking-as-business");
const { checkInBookingAction } = await import("@/lib/actions/bookings/check-in-booking");
const { markBookingNoShowAction } = await import("@/lib/actions/bookings/mark-booking-no-show");
const { publishCouponAction } = await import("@/lib/actions/coupons/publish-coupon");
const { updateCouponAction } = await import("@/lib/actions/coupons/update-coupon");

const settingsForm = (branchId: string) => ({
  branchId,
  slotMinutes: "60",
  capacity: "2",
  leadHours: "0",
  horizonDays: "60",
  changeHours: "24",
  closedDates: [] as string[],
  openedHolidays: [] as string[],
  notifyEmail: true,
});

describe.each(testEngines())("seller booking actions [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  let couponId: string;
  const day = plainDay(3);
  const at = (hour: number) => guatemalaInstant(day, hour * 60);
  const start = (hour: number) => `${day}T${String(hour).padStart(2, "0")}:00`;

  async function bookedAt(hour: number, coupon = couponId): Promise<string> {
    const before = new Set((await t.owner.select({ id: vouchers.id }).from(vouchers)).map((v) => v.id));
    const bought = await buy(buyer, { items: [{ couponId: coupon, quantity: 1 }] });
    if (!bought.ok) throw new Error("purchase refused");
    const [v] = (await t.owner.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.couponId, coupon))).filter(
      (x) => !before.has(x.id),
    );
    const booked = await bookVoucher(buyer, v!.id, branchId, at(hour));
    if (!booked.ok) throw new Error(booked.reason);
    return booked.bookingId;
  }
  const blockCount = async () =>
    (await t.owner.select({ n: count() }).from(bookingBlocks).where(eq(bookingBlocks.branchId, branchId)))[0]!.n;
  const bookingRow = async (id: string) => (await t.owner.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    branchId = await openEveryDay(t.owner, demoBusinessId);
    couponId = await makeCoupon(t.owner, { requiresBooking: true, totalStock: 50, endTime: addDays(new Date(), 90) });
    session.caller = manager;
    expect(await saveBookingSettingsAction(settingsForm(branchId))).toEqual({
      ok: true,
      data: { message: "Ajustes de reservas guardados." },
    });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = manager;
  });

  it("answers bad input in Spanish and writes nothing", async () => {
    const saved = await saveBookingSettingsAction({ ...settingsForm(branchId), slotMinutes: "5", capacity: "0" });
    expect(saved).toMatchObject({
      ok: false,
      fieldErrors: {
        slotMinutes: "La duración de cada horario debe ser de 15 a 240 minutos.",
        capacity: "El cupo por horario debe ser de 1 a 500 reservas.",
      },
    });
    expect(await saveBookingSettingsAction({ ...settingsForm(branchId), closedDates: ["2027-02-30"] })).toMatchObject({
      ok: false,
      fieldErrors: { closedDates: "Escribe fechas válidas (AAAA-MM-DD)." },
    });
    expect(await saveBookingSettingsAction({ ...settingsForm("sucursal"), capacity: "3" })).toMatchObject({
      ok: false,
      fieldErrors: { branchId: "Elige una sucursal de tu negocio." },
    });
    const [settings] = await t.owner.select().from(bookingSettings).where(eq(bookingSettings.branchId, branchId));
    expect(settings).toMatchObject({ slotMinutes: 60, capacity: 2, closedDates: [] });

    for (const bad of [`${day}T10:00-06:00`, `${day} 10:00`, "2027-02-29T10:00", ""]) {
      expect(await blockBookingSlotAction({ branchId, start: bad }), bad).toEqual({
        ok: false,
        error: "Elige un horario de la lista (día y hora, sin zona horaria).",
        fieldErrors: { start: "Elige un horario de la lista (día y hora, sin zona horaria)." },
      });
    }
    expect(await moveBookingAction({ bookingId: "1; drop table bookings", branchId, start: start(11) })).toMatchObject({
      ok: false,
      error: "No encontramos esa reserva o no tienes permiso para administrarla.",
    });
    expect(await blockCount()).toBe(0);

    session.caller = null;
    expect(await checkInBookingAction({ bookingId: branchId })).toMatchObject({ ok: false, code: "sign_in_required" });
  });

  it("lets an editor look but refuses every change, in Spanish", async () => {
    const id = await bookedAt(9);
    session.caller = editor;
    expect(await saveBookingSettingsAction({ ...settingsForm(branchId), capacity: "9" })).toEqual({
      ok: false,
      error: "No tienes permiso para administrar las reservas de esta sucursal.",
    });
    expect(await blockBookingSlotAction({ branchId, start: start(15) })).toEqual({
      ok: false,
      error: "No tienes permiso para administrar las reservas de esta sucursal.",
    });
    const refused = { ok: false, error: "No encontramos esa reserva o no tienes permiso para administrarla." };
    expect(await moveBookingAction({ bookingId: id, branchId, start: start(16) })).toEqual(refused);
    expect(await checkInBookingAction({ bookingId: id })).toEqual(refused);
    expect(await cancelBookingAsBusinessAction({ bookingId: id })).toEqual(refused);
    expect(await markBookingNoShowAction({ bookingId: id })).toEqual(refused);
    expect(await bookingRow(id)).toMatchObject({ status: "confirmada", startsAt: at(9), sequence: 0 });
    expect(await blockCount()).toBe(0);
    const [settings] = await t.owner.select().from(bookingSettings).where(eq(bookingSettings.branchId, branchId));
    expect(settings!.capacity).toBe(2);
  });

  it("lets a manager block and unblock a slot, move, check in, cancel and mark a no-show", async () => {
    expect(await blockBookingSlotAction({ branchId, start: start(12) })).toEqual({
      ok: true,
      data: { message: "Horario bloqueado." },
    });
    const [block] = await t.owner.select().from(bookingBlocks).where(eq(bookingBlocks.branchId, branchId));
    expect(block).toMatchObject({ startsAt: at(12), endsAt: at(13), createdBy: manager.userId });

    const id = await bookedAt(10);
    expect(await moveBookingAction({ bookingId: id, branchId, start: start(12) })).toEqual({
      ok: false,
      error: "Ese horario no está disponible.",
    });
    expect(await unblockBookingSlotAction({ branchId, start: start(12) })).toEqual({
      ok: true,
      data: { message: "Horario desbloqueado." },
    });
    expect(await unblockBookingSlotAction({ branchId, start: start(12) })).toEqual({
      ok: false,
      error: "No encontramos ese horario bloqueado.",
    });
    expect(await moveBookingAction({ bookingId: id, branchId, start: start(12) })).toEqual({
      ok: true,
      data: { message: "Reserva movida. Le avisamos al comprador." },
    });
    expect(await bookingRow(id)).toMatchObject({ status: "confirmada", startsAt: at(12), sequence: 1 });

    expect(await checkInBookingAction({ bookingId: id })).toEqual({ ok: true, data: { message: "Canjeado." } });
    expect(await bookingRow(id)).toMatchObject({ status: "asistio" });
    const [voucher] = await t.owner
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, (await bookingRow(id)).voucherId));
    expect(voucher!.status).toBe("canjeado");
    expect((await checkInBookingAction({ bookingId: id })).ok).toBe(false);

    const other = await bookedAt(14);
    expect(await markBookingNoShowAction({ bookingId: other })).toEqual({
      ok: false,
      error: "Solo puedes marcar que no asistió cuando el horario ya terminó.",
    });
    expect(await cancelBookingAsBusinessAction({ bookingId: other })).toEqual({
      ok: true,
      data: { message: "Reserva cancelada. Le avisamos al comprador." },
    });
    expect(await bookingRow(other)).toMatchObject({ status: "cancelada", cancelledBy: "negocio" });

    // A booking that already took place, of a coupon whose terms lose the voucher on a no-show.
    const lost = await makeCoupon(t.owner, { requiresBooking: true, noShowPolicy: "perdido" });
    const missed = await bookedAt(17, lost);
    await t.owner
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 3 * 3_600_000), endsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(bookings.id, missed));
    expect(await markBookingNoShowAction({ bookingId: missed })).toEqual({
      ok: true,
      data: {
        policy: "perdido",
        message: "Marcada como no asistió. Según las condiciones del cupón, el cupón se perdió.",
      },
    });
    expect(await bookingRow(missed)).toMatchObject({ status: "no_show" });
  });

  it("saves a manager's settings: numbers, closed dates, opened holidays and the e-mail switch", async () => {
    const closed = plainDay(10);
    const saved = await saveBookingSettingsAction({
      ...settingsForm(branchId),
      slotMinutes: "30",
      capacity: "4",
      closedDates: `${closed}\n${closed}`,
      openedHolidays: ["2027-09-15"],
      notifyEmail: false,
    });
    expect(saved).toMatchObject({ ok: true });
    const [row] = await t.owner.select().from(bookingSettings).where(eq(bookingSettings.branchId, branchId));
    expect(row).toMatchObject({
      slotMinutes: 30,
      capacity: 4,
      closedDates: [closed],
      openedHolidays: ["2027-09-15"],
      notifyEmail: false,
    });
    await saveBookingSettingsAction(settingsForm(branchId));
  });

  it("the coupon editor saves 'Requiere reserva' and the no-show term", async () => {
    session.caller = seller;
    const form = {
      businessId: demoBusinessId,
      title: "Masaje con reserva",
      originalPrice: "300.00",
      discountPrice: "200.00",
      endTime: addDays(new Date(), 20).toISOString(),
      stock: "10",
      category: "",
      isFlashSale: false,
    };
    expect(await publishCouponAction({ ...form, requiresBooking: "on", noShowPolicy: "nunca" })).toMatchObject({
      ok: false,
      fieldErrors: { noShowPolicy: "Elige qué pasa si el cliente no asiste." },
    });
    const published = await publishCouponAction(form);
    if (!published.ok) throw new Error(published.error);
    const id = published.data.id;
    const row = async () =>
      (
        await t.owner
          .select()
          .from(coupons)
          .where(and(eq(coupons.id, id), eq(coupons.businessId, demoBusinessId)))
      )[0]!;
    expect(await row()).toMatchObject({ requiresBooking: false, noShowPolicy: "valido" });
    expect(await updateCouponAction({ ...form, id, requiresBooking: true, noShowPolicy: "perdido" })).toEqual({
      ok: true,
      data: { id },
    });
    expect(await row()).toMatchObject({ requiresBooking: true, noShowPolicy: "perdido" });
    // A manager of the business changes it too, through the same column grants.
    session.caller = manager;
    expect(await updateCouponAction({ ...form, id, requiresBooking: false })).toEqual({ ok: true, data: { id } });
    expect(await row()).toMatchObject({ requiresBooking: false, noShowPolicy: "valido" });
  });
});
