// Web push in its reader's language on every engine, read back from the local push service: what
// concerns an order (an expiry reminder, a completed refund, a claimed gift, a booking's reminder,
// move and cancellation) arrives in the language the order was placed in, linking to that
// language's page; what concerns no order (a followed business's new coupon) in the language of the
// reader's profile. Notices jobs write arrive as the inbox shows them; those database functions write
// in Spanish are written again in English for an English reader. Spanish readers get Spanish.
import { addDays } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookVoucher, cancelBooking, moveBooking } from "@/lib/bookings/data/bookings";
import { saveBookingSettings } from "@/lib/bookings/data/schedule";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import type { Caller } from "@/lib/data/caller";
import { listNotifications } from "@/lib/data/accounts/notifications";
import { userLanguage } from "@/lib/data/orders/buyer-language";
import { claimGift, createGift } from "@/lib/data/orders/gifts";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { follows, jobs, orderItems, vouchers } from "@/lib/db/schema";
import { withLocale } from "@/lib/i18n/page-locale";
import { scanExpiryReminders } from "@/lib/jobs/data/reminders";
import { savePushSubscription } from "@/lib/wallet/data/push-subscriptions";
import { startLocalPushService, type LocalPushService } from "@/lib/wallet/push/local-push-service";
import { noticeInLocale } from "@/lib/wallet/push/notice-text";
import { runBookingJob } from "./helpers/booking-mail";
import { openEveryDay, plainDay } from "./helpers/bookings";
import { testEngines } from "./helpers/engines";
import { demoBusinessId, seller } from "./helpers/fixtures";
import { buy, buyers, couponRow, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const keys = webPush.generateVAPIDKeys();
const vapid = vi.hoisted(() => ({ config: null as unknown }));
vapid.config = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: "mailto:soporte@cupongt.com" };
vi.mock("@/lib/wallet/push/config", () => ({ vapidConfig: () => vapid.config }));

const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { drainJobs } = await import("@/lib/jobs/worker");
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };
const HOUR = 3_600_000;
type Push = { title: string; body: string; url: string };

describe.each(testEngines())("push in the reader's language [%s]", (engine) => {
  let t: TestDatabase;
  let service: LocalPushService;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    service = await startLocalPushService();
  });
  afterAll(async () => {
    await service.close();
    await t.drop();
  });

  /** A phone of `who` subscribed to pushes; answers what it has received so far. */
  async function phoneOf(who: Caller): Promise<() => Push[]> {
    const s = service.subscribe();
    await savePushSubscription(who as Extract<Caller, { role: "authenticated" }>, { ...s, userAgent: "Prueba/1.0" });
    return () =>
      service.received
        .filter((r) => r.endpoint === s.endpoint)
        .map((r) => JSON.parse(r.payload) as Push & { tag: string })
        .map(({ title, body, url }) => ({ title, body, url }));
  }
  /** `who` buys one unit of a new coupon from a page in `locale`; answers the voucher and its title. */
  async function bought(who: Caller, locale: "es" | "en", coupon: Parameters<typeof makeCoupon>[1] = {}) {
    const couponId = await makeCoupon(t.owner, coupon);
    const paid = await withLocale(locale, () => buy(who, { items: [{ couponId, quantity: 1 }] }));
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner
      .select({ id: vouchers.id })
      .from(vouchers)
      .innerJoin(orderItems, eq(orderItems.id, vouchers.orderItemId))
      .where(eq(orderItems.orderId, paid.orderId));
    return { voucherId: v!.id, title: (await couponRow(t.owner, couponId)).title };
  }

  it("an expiry reminder and a completed refund, in the order's language", async () => {
    const [en, es] = [buyers[1]!, buyers[2]!];
    const [enPhone, esPhone] = [await phoneOf(en), await phoneOf(es)];
    const soon = { endTime: new Date(Date.now() + 20 * HOUR) };
    const [enSoon, esSoon] = [await bought(en, "en", soon), await bought(es, "es", soon)];
    await scanExpiryReminders();
    await drainJobs(worker);
    expect(enPhone()).toContainEqual({
      title: "Your coupon expires tomorrow",
      body: `${enSoon.title}. Use it in time!`,
      url: "/en/my-coupons",
    });
    expect(esPhone()).toContainEqual({
      title: "Tu cupón vence mañana",
      body: `${esSoon.title}. ¡Úsalo a tiempo!`,
      url: "/mis-cupones",
    });

    for (const [who, locale] of [
      [en, "en"],
      [es, "es"],
    ] as const) {
      const { voucherId } = await bought(who, locale);
      expect(await refundVoucher(who, voucherId)).toMatchObject({ ok: true });
    }
    await drainJobs(worker);
    expect(enPhone()).toContainEqual(
      expect.objectContaining({ title: expect.stringMatching(/^We refunded Q\d/), url: "/en/my-purchases" }),
    );
    expect(esPhone()).toContainEqual(
      expect.objectContaining({ title: expect.stringMatching(/^Te devolvimos Q\d/), url: "/mis-compras" }),
    );
  });

  it("a claimed gift, which the database writes in Spanish, reaches an English giver in English", async () => {
    const [en, es, friend] = [buyers[3]!, buyers[4]!, buyers[5]!];
    const [enPhone, esPhone] = [await phoneOf(en), await phoneOf(es)];
    for (const [giver, locale] of [
      [en, "en"],
      [es, "es"],
    ] as const) {
      const { voucherId } = await bought(giver, locale);
      const gift = await createGift(giver, { voucherId, email: "amiga@example.com", message: null });
      if (!gift.ok) throw new Error(gift.reason);
      expect(await claimGift(friend, gift.token)).toMatchObject({ ok: true });
    }
    await drainJobs(worker);
    expect(enPhone()).toEqual([
      {
        title: "Your gift was claimed",
        body: expect.stringMatching(/^Prueba \w+ is now in the hands of the person you gave it to\.$/),
        url: "/en/my-coupons",
      },
    ]);
    expect(esPhone()).toEqual([expect.objectContaining({ title: "Tu regalo fue reclamado", url: "/mis-cupones" })]);

    // The inbox row stays the database's Spanish; the drawer of an English page shows it in English.
    const [row] = (await listNotifications(en)).items.filter((n) => n.kind === "gift_claimed");
    expect(row).toMatchObject({ title: "Tu regalo fue reclamado", href: "/mis-cupones" });
    const notice = { ...row!, userId: (en as { userId: string }).userId };
    expect(await noticeInLocale(notice, "en")).toEqual({
      title: "Your gift was claimed",
      body: expect.stringMatching(/is now in the hands of the person you gave it to\.$/),
      href: "/en/my-coupons",
    });
    expect(await noticeInLocale(notice, "es")).toMatchObject({
      title: "Tu regalo fue reclamado",
      href: "/mis-cupones",
    });
  });

  it("a booking's reminder, and its move and cancellation by the business, in the order's language", async () => {
    const branchId = await openEveryDay(t.owner, demoBusinessId);
    const settings = { slotMinutes: 60, capacity: 5, leadHours: 0, horizonDays: 60, changeHours: 24 };
    expect(
      await saveBookingSettings(seller, branchId, {
        ...settings,
        closedDates: [],
        openedHolidays: [],
        notifyEmail: false,
      }),
    ).toEqual({ ok: true });
    const day = plainDay(3);
    const pushesOf = async (who: Caller, locale: "es" | "en") => {
      const phone = await phoneOf(who);
      const booking = { requiresBooking: true, endTime: addDays(new Date(), 90) };
      const { voucherId } = await bought(who, locale, booking);
      const booked = await bookVoucher(who, voucherId, branchId, guatemalaInstant(day, 10 * 60));
      if (!booked.ok) throw new Error(booked.reason);
      const [reminder] = await t.owner
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.name, "send_booking_reminder"), sql`${jobs.payload}->>'bookingId' = ${booked.bookingId}`));
      await runBookingJob.send_booking_reminder!(reminder!.payload);
      expect(await moveBooking(seller, booked.bookingId, branchId, guatemalaInstant(day, 12 * 60))).toMatchObject({
        ok: true,
      });
      expect(await cancelBooking(seller, booked.bookingId)).toBe("cancelada");
      await drainJobs(worker);
      return phone();
    };

    const english = await pushesOf(buyers[6]!, "en");
    expect(english.map((p) => p.title).sort()).toEqual([
      "The business canceled your booking",
      "The business changed your booking",
      expect.stringMatching(/^Your booking is (tomorrow|in 2 hours)$/),
    ]);
    expect(english.every((p) => p.url === "/en/my-coupons")).toBe(true);
    expect(english.map((p) => p.body).join(" ")).toMatch(
      /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \w+ \d+ at 10:00 AM/,
    );

    const spanish = await pushesOf(buyers[7]!, "es");
    expect(spanish.map((p) => p.title)).toContain("El negocio canceló tu reserva");
    expect(spanish.every((p) => p.url === "/mis-cupones")).toBe(true);
    expect(spanish.map((p) => p.body).join(" ")).toMatch(/10:00 a\. m\./);
  });

  it("a followed business's new coupon, in the language of each follower's profile", async () => {
    const [en, es] = [buyers[8]!, buyers[9]!];
    await t.owner.execute(sql`update public.profiles set locale = 'en' where id = ${en.userId}::uuid`);
    expect([await userLanguage(en.userId!), await userLanguage(es.userId!)]).toEqual(["en", "es"]);
    const [enPhone, esPhone] = [await phoneOf(en), await phoneOf(es)];
    for (const who of [en, es])
      await t.owner.insert(follows).values({ userId: who.userId!, businessId: demoBusinessId }).onConflictDoNothing();
    const couponId = await makeCoupon(t.owner, { titleEn: "Two pizzas for one" });
    const { title } = await couponRow(t.owner, couponId);
    await t.owner.execute(sql`select app_private.notify_followers(${couponId}::uuid)`);
    await drainJobs(worker);
    const [push] = enPhone();
    expect(push).toEqual({
      title: expect.stringMatching(/ published a new coupon$/),
      body: "Two pizzas for one",
      url: `/en/coupon/${couponId}`,
    });
    expect(esPhone()).toEqual([
      {
        title: push!.title.replace("published a new coupon", "publicó un nuevo cupón"),
        body: title,
        url: `/cupon/${couponId}`,
      },
    ]);
  });
});
