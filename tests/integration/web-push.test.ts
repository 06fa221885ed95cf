// Web push on every engine, against the local push service on 127.0.0.1 (which checks the VAPID
// token and decrypts each message with the subscription's own keys): subscriptions are stored per
// user and device under owner-only RLS; an inbox row of a pushed kind reaches every device of its
// user, encrypted and signed; a kind turned off stops it (before and after it was queued); a device
// the service calls gone (410) is deleted; the drawer's action refuses anything but a browser's
// push service; a claimed gift tells its giver, on the phone too.
import { eq, sql } from "drizzle-orm";
import webPush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/data/caller";
import { claimGift, createGift } from "@/lib/data/orders/gifts";
import { refundVoucher } from "@/lib/data/orders/refunds";
import {
  deletePushSubscription,
  pushPreferences,
  savePushSubscription,
  setPushKind,
} from "@/lib/wallet/data/push-subscriptions";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { pushSubscriptions, vouchers } from "@/lib/db/schema";
import {
  startLocalPushService,
  type LocalPushService,
  type LocalSubscription,
} from "@/lib/wallet/push/local-push-service";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0 } from "./helpers/fixtures";
import { buy, buyers, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const keys = webPush.generateVAPIDKeys();
const vapid = vi.hoisted(() => ({ config: null as unknown }));
vapid.config = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: "mailto:soporte@cupongt.com" };
vi.mock("@/lib/wallet/push/config", () => ({ vapidConfig: () => vapid.config }));
const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));

const { JOB_HANDLERS } = await import("@/lib/jobs/registry");
const { drainJobs } = await import("@/lib/jobs/worker");
const { savePushSubscriptionAction } = await import("@/lib/actions/push/save-push-subscription");
const { setPushKindAction } = await import("@/lib/actions/push/set-push-kind");
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("web push [%s]", (engine) => {
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

  const store = (who: Caller, s: LocalSubscription) =>
    savePushSubscription(who as Extract<Caller, { role: "authenticated" }>, { ...s, userAgent: "Prueba/1.0" });
  /** Writes an inbox row the way every producer does (app_private.notify); answers its id. */
  const notify = async (userId: string, kind: string, title: string) => {
    await t.owner.execute(
      sql`select app_private.notify(${userId}::uuid, ${kind}, ${title}, 'Cuerpo del aviso', '/mis-cupones', ${crypto.randomUUID()})`,
    );
    const [row] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select id from public.notifications where user_id = ${userId}::uuid and title = ${title}`,
      ),
    );
    return row!.id;
  };
  const queued = async (notificationId: string) =>
    rowsOf<{ n: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n from app_private.jobs where name = 'send_push' and key = ${`push:${notificationId}`}`,
      ),
    )[0]!.n;
  const receivedTitles = (endpoint: string) =>
    service.received.filter((r) => r.endpoint === endpoint).map((r) => JSON.parse(r.payload).title as string);

  it("stores subscriptions per user and device, each user seeing and removing only their own", async () => {
    const phone = service.subscribe();
    const laptop = service.subscribe();
    await store(buyer, phone);
    await store(buyer, laptop);
    await store(buyer, { ...phone, auth: service.subscribe().auth }); // the browser renewed its keys
    await store(reviewer0, service.subscribe());
    expect((await pushPreferences(buyer as never)).devices).toBe(2);
    expect((await pushPreferences(reviewer0 as never)).devices).toBe(1);
    // The reviewer can neither see, remove nor write a row in the buyer's name.
    const seen = await runAs(reviewer0, (tx) => tx.select().from(pushSubscriptions));
    expect(seen.every((r) => r.userId === reviewer0.userId)).toBe(true);
    expect(await deletePushSubscription(reviewer0 as never, laptop.endpoint)).toBe(false);
    await expect(
      runAs(reviewer0, (tx) =>
        tx.insert(pushSubscriptions).values({
          userId: buyer.userId!,
          endpoint: "https://fcm.googleapis.com/x",
          p256dh: phone.p256dh,
          auth: phone.auth,
        }),
      ),
    ).rejects.toThrow();
    expect(await deletePushSubscription(buyer as never, laptop.endpoint)).toBe(true);
    expect((await pushPreferences(buyer as never)).devices).toBe(1);
  });

  it("pushes an inbox row to every device of its user, encrypted for each and VAPID-signed", async () => {
    const [a, b] = [service.subscribe(), service.subscribe()];
    const who = buyers[2]!;
    await store(who, a);
    await store(who, b);
    const id = await notify(who.userId!, "voucher_expiring", "Tu cupón vence mañana");
    // Not pushed: the kind is inbox-only, and a user without devices gets no job.
    const inboxOnly = await notify(who.userId!, "order_confirmed", "Tu compra está confirmada");
    const noDevice = await notify(buyers[3]!.userId!, "voucher_expiring", "Sin teléfono");
    expect([await queued(id), await queued(inboxOnly), await queued(noDevice)]).toEqual([1, 0, 0]);
    await drainJobs(worker);
    for (const s of [a, b]) {
      const [got] = service.received.filter((r) => r.endpoint === s.endpoint);
      expect(JSON.parse(got!.payload)).toEqual({
        title: "Tu cupón vence mañana",
        body: "Cuerpo del aviso",
        url: "/mis-cupones",
        tag: id,
      });
      expect(got!.vapid.publicKey).toBe(keys.publicKey);
      expect(got!.vapid.claims).toMatchObject({ aud: service.origin, sub: "mailto:soporte@cupongt.com" });
      expect(Number(got!.ttl)).toBeGreaterThan(0);
    }
    expect(service.refused).toBe(0);
    const stamped = await t.owner.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.userId!));
    expect(stamped.every((r) => r.lastSentAt !== null)).toBe(true);
  });

  it("a kind turned off in /perfil is not pushed, even when it was already queued", async () => {
    const who = buyers[4]!;
    const phone = service.subscribe();
    await store(who, phone);
    session.caller = who;
    expect(await setPushKindAction({ kind: "coupon_published", enabled: false })).toMatchObject({ ok: true });
    expect(await setPushKindAction({ kind: "no_such_kind", enabled: false })).toMatchObject({
      ok: false,
      error: "Revisa los datos ingresados.",
    });
    expect((await pushPreferences(who as never)).off).toEqual(["coupon_published"]);
    const off = await notify(who.userId!, "coupon_published", "Nuevo cupón de tu negocio");
    expect(await queued(off)).toBe(0);
    // Queued first, turned off before the worker ran: the job sends nothing.
    const late = await notify(who.userId!, "review_reply", "El negocio respondió a tu reseña");
    expect(await queued(late)).toBe(1);
    await setPushKind(who as never, "review_reply", false);
    await drainJobs(worker);
    expect(receivedTitles(phone.endpoint)).toEqual([]);
    // Turned back on, it reaches the phone again.
    await setPushKind(who as never, "coupon_published", true);
    await notify(who.userId!, "coupon_published", "Otro cupón nuevo");
    await drainJobs(worker);
    expect(receivedTitles(phone.endpoint)).toEqual(["Otro cupón nuevo"]);
  });

  it("deletes a subscription the push service answers 410 Gone, and keeps the others", async () => {
    const who = buyers[5]!;
    const [gone, alive] = [service.subscribe(), service.subscribe()];
    await store(who, gone);
    await store(who, alive);
    service.markGone(gone.endpoint);
    await notify(who.userId!, "refund_settled", "Te devolvimos tu reembolso");
    await drainJobs(worker);
    const left = await t.owner.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.userId!));
    expect(left.map((r) => r.endpoint)).toEqual([alive.endpoint]);
    expect(receivedTitles(alive.endpoint)).toEqual(["Te devolvimos tu reembolso"]);
  });

  it("the drawer's action stores a browser's subscription and refuses any other endpoint", async () => {
    const who = buyers[6]!;
    session.caller = who;
    const s = service.subscribe();
    const keysOf = { p256dh: s.p256dh, auth: s.auth };
    for (const endpoint of [
      s.endpoint,
      "https://169.254.169.254/latest",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.test/x",
    ]) {
      const refused = await savePushSubscriptionAction({ endpoint, keys: keysOf });
      expect(refused).toMatchObject({
        ok: false,
        error: "Este navegador no entregó una suscripción válida para avisos.",
      });
    }
    expect(
      await savePushSubscriptionAction({
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        keys: { p256dh: "x", auth: s.auth },
      }),
    ).toMatchObject({ ok: false });
    expect((await pushPreferences(who as never)).devices).toBe(0);
    const ok = await savePushSubscriptionAction({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
      keys: keysOf,
    });
    expect(ok).toMatchObject({ ok: true });
    expect((await pushPreferences(who as never)).devices).toBe(1);
    session.caller = null;
    expect(
      await savePushSubscriptionAction({ endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", keys: keysOf }),
    ).toMatchObject({ ok: false, code: "sign_in_required" });
  });

  it("a completed refund tells its buyer on the phone", async () => {
    const who = buyers[7]!;
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(who, { items: [{ couponId, quantity: 1 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const phone = service.subscribe();
    await store(who, phone);
    expect(await refundVoucher(who, v!.id)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(receivedTitles(phone.endpoint)).toEqual([expect.stringMatching(/^Te devolvimos Q\d/)]);
  });

  it("a claimed gift tells its giver in the inbox and on the phone", async () => {
    const couponId = await makeCoupon(t.owner);
    const paid = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const [v] = await t.owner.select().from(vouchers).where(eq(vouchers.couponId, couponId));
    const phone = service.subscribe();
    await store(buyer, phone);
    const gift = await createGift(buyer, { voucherId: v!.id, email: "amiga@example.com", message: null });
    if (!gift.ok) throw new Error(gift.reason);
    expect(await claimGift(reviewer0, gift.token)).toMatchObject({ ok: true });
    await drainJobs(worker);
    expect(receivedTitles(phone.endpoint)).toContain("Tu regalo fue reclamado");
  });
});
