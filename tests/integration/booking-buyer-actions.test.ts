// The buyer's booking actions on every engine: a voucher is booked, changed and cancelled; bad
// input (a time in the past, an offset, a day that does not exist, another buyer's voucher, a full
// slot, no session) gets its Spanish text and writes nothing; the form entry reads FormData and
// goes to the booking page; and the reads behind /mis-cupones, the payment pages and the PDF.
import { addDays } from "date-fns";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPaymentBookingLinks } from "@/lib/bookings/after-payment";
import { saveBookingSettings } from "@/lib/bookings/data/schedule";
import { getVoucherForBooking } from "@/lib/bookings/data/voucher";
import { guatemalaDate, guatemalaInstant } from "@/lib/bookings/rules/slots";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { myVoucherForPdf } from "@/lib/data/orders/voucher-pdf";
import { listMyVouchers } from "@/lib/data/orders/vouchers";
import { bookings, bookingSlots, orderItems, vouchers } from "@/lib/db/schema";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, seller, userId } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { openEveryDay, plainDay } from "./helpers/bookings";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), revalidatePath }));

const { bookVoucherAction, bookVoucherFormAction } = await import("@/lib/actions/bookings/book-voucher");
const { cancelBookingAction } = await import("@/lib/actions/bookings/cancel-booking");

const otherBuyer: Caller = authenticatedCaller(userId(REVIEWERS[7]!.key));
const INVALID_TIME = "Elige un horario de la lista (día y hora, sin zona horaria).";

describe.each(testEngines())("buyer booking actions [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  let couponId: string;
  const day = plainDay(3);
  const start = (hour: number, date = day) => `${date}T${String(hour).padStart(2, "0")}:00`;

  async function voucherOf(who: Caller, coupon = couponId): Promise<{ voucherId: string; orderId: string }> {
    const before = new Set((await t.owner.select({ id: vouchers.id }).from(vouchers)).map((v) => v.id));
    const bought = await buy(who, { items: [{ couponId: coupon, quantity: 1 }] });
    if (!bought.ok) throw new Error("purchase refused");
    const [v] = (
      await t.owner
        .select({ id: vouchers.id, orderId: orderItems.orderId })
        .from(vouchers)
        .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
        .where(eq(vouchers.couponId, coupon))
    ).filter((x) => !before.has(x.id));
    return { voucherId: v!.id, orderId: v!.orderId };
  }
  const liveBookings = (voucherId: string) =>
    t.owner
      .select()
      .from(bookings)
      .where(and(eq(bookings.voucherId, voucherId), eq(bookings.status, "confirmada")));
  const bookingCount = async () => (await t.owner.select({ id: bookings.id }).from(bookings)).length;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    branchId = await openEveryDay(t.owner, demoBusinessId);
    couponId = await makeCoupon(t.owner, { requiresBooking: true, totalStock: 50, endTime: addDays(new Date(), 90) });
    const saved = await saveBookingSettings(seller, branchId, {
      slotMinutes: 60,
      capacity: 1,
      leadHours: 0,
      horizonDays: 60,
      changeHours: 24,
      closedDates: [],
      openedHolidays: [],
      notifyEmail: false,
    });
    expect(saved).toEqual({ ok: true });
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
    revalidatePath.mockClear();
  });

  it("books, changes and cancels a voucher's time, refreshing /mis-cupones each time", async () => {
    const { voucherId, orderId } = await voucherOf(buyer);
    expect((await afterPaymentBookingLinks(buyer, orderId)).links).toEqual([
      { href: `/mis-cupones/${voucherId}/reservar`, label: expect.stringMatching(/^Reservar tu horario: Prueba /) },
    ]);
    const booked = await bookVoucherAction({ voucherId, branchId, start: start(10) });
    expect(booked).toEqual({
      ok: true,
      data: {
        voucherId,
        kind: "creada",
        bookingId: expect.any(String),
        message: "¡Listo! Tu reserva quedó confirmada.",
      },
    });
    expect(revalidatePath).toHaveBeenCalledWith("/mis-cupones", "layout");
    expect(await bookVoucherAction({ voucherId, branchId, start: start(10) })).toMatchObject({
      ok: true,
      data: { kind: "sin_cambio", message: "Ya tenías reservado ese horario." },
    });
    const moved = await bookVoucherAction({ voucherId, branchId, start: start(11) });
    expect(moved).toMatchObject({ ok: true, data: { kind: "movida", message: "Listo: cambiamos tu reserva." } });
    const [live] = await liveBookings(voucherId);
    expect(live!.startsAt).toEqual(guatemalaInstant(day, 11 * 60));

    // What the pages read: the list, the booking page, the PDF and the payment pages' links.
    const listed = (await listMyVouchers(buyer)).find((v) => v.id === voucherId);
    expect(listed).toMatchObject({ requiresBooking: true, state: "vigente" });
    expect(await getVoucherForBooking(buyer, voucherId)).toMatchObject({
      requiresBooking: true,
      noShowPolicy: "valido",
      booking: { id: live!.id, branchId, startsAt: guatemalaInstant(day, 11 * 60), changeHours: 24 },
    });
    expect(await getVoucherForBooking(otherBuyer, voucherId)).toBeNull();
    expect((await myVoucherForPdf(buyer, voucherId))?.booking).toMatchObject({
      startsAt: guatemalaInstant(day, 11 * 60).toISOString(),
      lat: expect.any(Number),
    });
    expect((await afterPaymentBookingLinks(buyer, orderId)).links).toEqual([]);

    revalidatePath.mockClear();
    expect(await cancelBookingAction({ bookingId: live!.id })).toEqual({
      ok: true,
      data: { message: "Cancelamos tu reserva. Puedes reservar otro horario cuando quieras." },
    });
    expect(revalidatePath).toHaveBeenCalledWith("/mis-cupones", "layout");
    expect(await liveBookings(voucherId)).toEqual([]);
    expect(await cancelBookingAction({ bookingId: live!.id })).toEqual({
      ok: false,
      error: "No encontramos ese cupón o esa reserva en tu cuenta.",
    });
  });

  it("refuses bad input with its Spanish text and writes nothing", async () => {
    const { voucherId } = await voucherOf(buyer);
    const before = await bookingCount();
    const refusal = async (input: Record<string, unknown>) => {
      const r = await bookVoucherAction({ voucherId, branchId, ...input });
      return r.ok ? "ok" : r.error;
    };
    const yesterday = guatemalaDate(addDays(new Date(), -1));
    expect(await refusal({ start: start(10, yesterday) })).toBe("Ese horario ya pasó.");
    for (const bad of [`${day}T10:00-06:00`, "2027-03-10T10:00-06:00", "2027-02-29T10:00", `${day}T10:00Z`, "", 42]) {
      expect(await bookVoucherAction({ voucherId, branchId, start: bad }), String(bad)).toMatchObject({
        ok: false,
        error: INVALID_TIME,
        fieldErrors: { start: INVALID_TIME },
      });
    }
    expect(await refusal({ start: start(10), voucherId: "mio" })).toBe(
      "No encontramos ese cupón o esa reserva en tu cuenta.",
    );
    expect(await refusal({ start: start(10), branchId: "sucursal" })).toBe(
      "Elige una sucursal donde se puede usar este cupón.",
    );
    expect(await refusal({ start: `${day}T10:30` })).toBe("Ese horario no existe en la agenda de la sucursal.");

    // Another buyer's voucher reads as missing; a full slot is refused to the next one.
    const theirs = await voucherOf(otherBuyer);
    expect(await refusal({ start: start(12), voucherId: theirs.voucherId })).toBe(
      "No encontramos ese cupón o esa reserva en tu cuenta.",
    );
    session.caller = otherBuyer;
    expect(await bookVoucherAction({ voucherId: theirs.voucherId, branchId, start: start(13) })).toMatchObject({
      ok: true,
    });
    session.caller = buyer;
    expect(await refusal({ start: start(13) })).toBe("Ese horario ya está lleno: elige otro.");
    const [slot] = await t.owner
      .select()
      .from(bookingSlots)
      .where(and(eq(bookingSlots.branchId, branchId), eq(bookingSlots.startsAt, guatemalaInstant(day, 13 * 60))));
    expect(slot!.booked).toBe(1);

    // A coupon without bookings, and a visitor without a session.
    const plain = await makeCoupon(t.owner);
    const unbookable = await voucherOf(buyer, plain);
    expect(await refusal({ start: start(14), voucherId: unbookable.voucherId })).toBe(
      "Este cupón no necesita reserva.",
    );
    session.caller = null;
    expect(await bookVoucherAction({ voucherId, branchId, start: start(14) })).toMatchObject({
      ok: false,
      error: "Debes iniciar sesión.",
      code: "sign_in_required",
    });
    expect(await cancelBookingAction({ bookingId: "nada" })).toMatchObject({ ok: false });

    expect(await bookingCount()).toBe(before + 1); // the other buyer's booking only
    expect(await liveBookings(voucherId)).toEqual([]);
    expect(revalidatePath).toHaveBeenCalledTimes(1);
  });

  it("the form entry reads FormData: a refusal stays on the page, a booking goes to the booking page", async () => {
    const { voucherId } = await voucherOf(buyer);
    const form = (value: string) => {
      const f = new FormData();
      f.set("voucherId", voucherId);
      f.set("branchId", branchId);
      f.set("start", value);
      return f;
    };
    expect(await bookVoucherFormAction(null, form("2027-03-10T10:00-06:00"))).toMatchObject({
      ok: false,
      error: INVALID_TIME,
    });
    await expect(bookVoucherFormAction(null, form(start(15)))).rejects.toMatchObject({
      digest: expect.stringContaining(`/mis-cupones/${voucherId}/reservar?hecho=creada`),
    });
    expect(await liveBookings(voucherId)).toHaveLength(1);
  });
});
