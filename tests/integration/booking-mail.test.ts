// The booking mails on every engine, running the jobs the booking functions queue: the buyer's
// confirmation with an invitation a calendar parser reads, once however often the job runs; a change
// as SEQUENCE 1 of the same UID (the overtaken confirmation not sent); a cancellation as METHOD:CANCEL;
// a gift cancelling the giver's invitation and inviting the new holder; reminders that send nothing
// once the booking changed; the seller's mail to owners and managers unless the branch turned it off.
import { addDays } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookVoucher, cancelBooking } from "@/lib/bookings/data/bookings";
import { mailRecipient } from "@/lib/bookings/data/mail";
import { saveBookingSettings } from "@/lib/bookings/data/schedule";
import { bookingWhen } from "@/lib/bookings/email/when";
import { sendBookingSellerEmailJob } from "@/lib/bookings/jobs/mail";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import { authenticatedCaller } from "@/lib/data/caller";
import { jobs, notifications, profiles, vouchers } from "@/lib/db/schema";
import { DEMO_USERS, REVIEWERS } from "@/lib/db/seed/users";
import { readOutbox, type StoredEmail } from "@/lib/email/mailer";
import { invitationOf, runBookingJob } from "./helpers/booking-mail";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, seller, userId } from "./helpers/fixtures";
import { buy, couponRow, makeCoupon } from "./helpers/orders";
import { openEveryDay, plainDay } from "./helpers/bookings";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const newHolder = authenticatedCaller(userId(REVIEWERS[7]!.key));
const settings = { slotMinutes: 60, capacity: 1, leadHours: 0, horizonDays: 60, changeHours: 24 };

describe.each(testEngines())("booking mails [%s]", (engine) => {
  let t: TestDatabase;
  let branchId: string;
  const day = plainDay(3);
  const at = (hour: number) => guatemalaInstant(day, hour * 60);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    branchId = await openEveryDay(t.owner, demoBusinessId);
  });
  afterAll(async () => {
    await t.drop();
  });
  const saveSettings = (notifyEmail: boolean) =>
    saveBookingSettings(seller, branchId, { ...settings, closedDates: [], openedHolidays: [], notifyEmail });
  beforeEach(async () => {
    expect(await saveSettings(true)).toEqual({ ok: true });
  });

  /** A new "Requiere reserva" coupon (its title singles out this test's mails) and a voucher of it. */
  async function voucher(): Promise<{ title: string; voucherId: string }> {
    const couponId = await makeCoupon(t.owner, { requiresBooking: true, endTime: addDays(new Date(), 90) });
    const result = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!result.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.couponId, couponId));
    return { title: (await couponRow(t.owner, couponId)).title, voucherId: v!.id };
  }

  async function book(voucherId: string, hour: number): Promise<string> {
    const r = await bookVoucher(buyer, voucherId, branchId, at(hour));
    if (!r.ok) throw new Error(r.reason);
    return r.bookingId;
  }

  const queued = (bookingId: string) =>
    t.owner
      .select({ name: jobs.name, payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload}->>'bookingId' = ${bookingId}`)
      .orderBy(jobs.id);
  /** Runs every job queued for the booking in order, as the worker would (`times` for retries). */
  async function runJobs(bookingId: string, times = 1): Promise<void> {
    const all = await queued(bookingId);
    for (let i = 0; i < times; i++) for (const job of all) await runBookingJob[job.name]!(job.payload);
  }

  /** The mails about one coupon to one address by subject (the outbox is shared by every test file). */
  const mailsTo = async (to: string, title: string) =>
    (await readOutbox(to)).filter((m) => m.text.includes(title)).sort((a, b) => a.subject.localeCompare(b.subject));
  const subjects = (mails: StoredEmail[]) => mails.map((m) => m.subject);

  it("confirms with an invitation a calendar reads, once however often the jobs run; the owner and manager hear of it", async () => {
    const { title, voucherId } = await voucher();
    const bookingId = await book(voucherId, 10);
    await runJobs(bookingId, 2);
    const mails = await mailsTo(DEMO_USERS.buyer.email, title);
    // The confirmation and both reminders (the slot is days away; run early here, as a test may).
    expect(subjects(mails)).toEqual(["Tu reserva es en 2 horas", "Tu reserva es mañana", "Tu reserva está confirmada"]);
    const confirmation = mails.find((m) => m.subject === "Tu reserva está confirmada");
    expect(invitationOf(confirmation)).toEqual({
      contentType: "text/calendar; method=REQUEST",
      method: "REQUEST",
      status: "CONFIRMED",
      uid: `${bookingId}@cupongt`,
      sequence: 0,
      start: at(10).toISOString(),
    });
    expect(confirmation!.text).toContain(bookingWhen(at(10)));
    expect(confirmation!.text).toMatch(
      /Agregar a Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    for (const to of [DEMO_USERS.seller.email, DEMO_USERS.manager.email]) {
      const seller = await mailsTo(to, title);
      expect(subjects(seller)).toEqual(["Nueva reserva"]);
      expect(seller[0]!.text).toContain(`/vendedor/reservas?sucursal=${branchId}&dia=${day}`);
    }
    expect(await mailsTo(DEMO_USERS.editor.email, title)).toEqual([]);
    const inbox = await t.owner
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.userId!), eq(notifications.kind, "booking_reminder")));
    expect(inbox.map((n) => n.key)).toEqual(
      expect.arrayContaining([`booking:${bookingId}:0:reminder:24`, `booking:${bookingId}:0:reminder:2`]),
    );
  });

  it("each manager reads the business's mail in the language of their profile", async () => {
    const manager = userId(DEMO_USERS.manager.key);
    await t.owner.update(profiles).set({ locale: "en" }).where(eq(profiles.id, manager));
    try {
      const { title, voucherId } = await voucher();
      await runJobs(await book(voucherId, 17));
      const [english] = await mailsTo(DEMO_USERS.manager.email, title);
      expect(english!.subject).toBe("New booking");
      expect(english!.text).toContain(bookingWhen(at(17), "en"));
      expect(english!.text).toContain(`/en/seller/bookings?sucursal=${branchId}&dia=${day}`);
      expect(subjects(await mailsTo(DEMO_USERS.seller.email, title))).toEqual(["Nueva reserva"]);
    } finally {
      await t.owner.update(profiles).set({ locale: "es" }).where(eq(profiles.id, manager));
    }
  });

  it("a change is SEQUENCE 1 of the same event; the overtaken confirmation and reminders send nothing", async () => {
    const { title, voucherId } = await voucher();
    const bookingId = await book(voucherId, 11);
    expect(await book(voucherId, 12)).toBe(bookingId);
    await runJobs(bookingId);
    const mails = await mailsTo(DEMO_USERS.buyer.email, title);
    expect(subjects(mails)).toEqual(["Tu reserva cambió", "Tu reserva es en 2 horas", "Tu reserva es mañana"]);
    for (const mail of mails) expect(mail.text).toContain(bookingWhen(at(12)));
    expect(invitationOf(mails.find((m) => m.subject === "Tu reserva cambió"))).toMatchObject({
      method: "REQUEST",
      uid: `${bookingId}@cupongt`,
      sequence: 1,
      start: at(12).toISOString(),
    });
    const stale = eq(notifications.dedupeKey, `booking:${bookingId}:0:reminder:24`);
    expect(await t.owner.select().from(notifications).where(stale)).toEqual([]);
  });

  it("a cancellation is a CANCEL of the same event, sent though nothing newer follows; its reminders stay silent", async () => {
    const { title, voucherId } = await voucher();
    const bookingId = await book(voucherId, 13);
    expect(await cancelBooking(buyer, bookingId)).toBe("cancelada");
    await runJobs(bookingId);
    const mails = await mailsTo(DEMO_USERS.buyer.email, title);
    expect(subjects(mails)).toEqual(["Tu reserva fue cancelada"]);
    expect(invitationOf(mails[0])).toMatchObject({
      contentType: "text/calendar; method=CANCEL",
      method: "CANCEL",
      status: "CANCELLED",
      uid: `${bookingId}@cupongt`,
      sequence: 1,
    });
    expect(mails[0]!.text).not.toContain("calendar.google.com");
    expect(subjects(await mailsTo(DEMO_USERS.seller.email, title))).toEqual(["Reserva cancelada"]);
  });

  it("a gift cancels the giver's invitation and invites the new holder to the same event", async () => {
    const { title, voucherId } = await voucher();
    const bookingId = await book(voucherId, 14);
    await t.owner
      .update(vouchers)
      .set({ buyerUserId: newHolder.userId!, giftedBy: buyer.userId })
      .where(eq(vouchers.id, voucherId));
    await runJobs(bookingId);
    const giver = await mailsTo(DEMO_USERS.buyer.email, title);
    expect(subjects(giver)).toEqual(["Tu reserva fue cancelada"]);
    expect(invitationOf(giver[0])).toMatchObject({ method: "CANCEL", uid: `${bookingId}@cupongt` });
    expect(giver[0]!.text).toContain("Regalaste el cupón");
    const holder = await mailRecipient(newHolder.userId!);
    const received = (await mailsTo(holder!.email, title)).filter((m) => m.subject === "Tu reserva está confirmada");
    expect(received).toHaveLength(1);
    expect(invitationOf(received[0])).toMatchObject({ method: "REQUEST", uid: `${bookingId}@cupongt`, sequence: 1 });
  });

  it("sends the seller nothing when the branch turned booking mails off", async () => {
    await saveSettings(false);
    const { title, voucherId } = await voucher();
    const bookingId = await book(voucherId, 15);
    expect((await queued(bookingId)).map((j) => j.name)).not.toContain("send_booking_seller_email");
    // A job queued before the switch finds it off too.
    await sendBookingSellerEmailJob({ bookingId, sequence: 0, kind: "creada" }, { jobId: 1, attempt: 1 });
    await runJobs(bookingId);
    expect(await mailsTo(DEMO_USERS.seller.email, title)).toEqual([]);
    expect(subjects(await mailsTo(DEMO_USERS.buyer.email, title))).toContain("Tu reserva está confirmada");
  });
});
