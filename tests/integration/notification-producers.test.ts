// Issue 13: each event notifies the right person exactly once, whatever retries or replays follow,
// on both engines: a paid order, a voucher about to expire, an unlocked achievement, a review on a
// seller's coupon, and a followed business's new coupon (fanned out to every follower by a job).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatedCaller } from "@/lib/data/caller";
import { listNotifications } from "@/lib/data/accounts/notifications";
import { createReview } from "@/lib/data/catalogue/reviews";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { notifyFollowers } from "@/lib/jobs/data/followers";
import { scanExpiryReminders } from "@/lib/jobs/data/reminders";
import { sendExpiryReminder } from "@/lib/jobs/handlers/reminders";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/worker";
import { testEngines } from "./helpers/engines";
import { buyer, otherBusinessId, reviewer0, seller } from "./helpers/fixtures";
import { buy, buyers, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const HOUR = 3_600_000;
const worker = { handlers: JOB_HANDLERS, backoff: { baseMs: 0, maxMs: 0 } };

describe.each(testEngines())("notification producers [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });

  /** Notifications of `kind` a user has, optionally only those with `key`. */
  const notices = async (userId: string, kind: string, key?: string) =>
    rowsOf<{ title: string; href: string | null; dedupe_key: string }>(
      await t.owner.execute(sql`select title, href, dedupe_key from public.notifications
        where user_id = ${userId}::uuid and kind = ${kind} and (${key ?? null}::text is null or dedupe_key = ${key ?? null})`),
    );

  it("tells the buyer once when an order is paid, not again on a replay, never for a declined payment", async () => {
    const couponId = await makeCoupon(t.owner);
    const key = randomUUID();
    const paid = await buy(buyers[1]!, { idempotencyKey: key, items: [{ couponId, quantity: 2 }] });
    if (!paid.ok) throw new Error("purchase refused");
    const replay = await buy(buyers[1]!, { idempotencyKey: key, items: [{ couponId, quantity: 2 }] });
    expect(replay.ok).toBe(true);
    const mine = await notices(buyers[1]!.userId!, "order_confirmed", `order:${paid.orderId}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: "Tu compra está confirmada", href: "/mis-cupones" });

    const before = (await notices(buyers[2]!.userId!, "order_confirmed")).length;
    const declined = await buy(buyers[2]!, { items: [{ couponId, quantity: 1 }] }, async () => ({
      approved: false as const,
    }));
    expect(declined.ok).toBe(false);
    expect(await notices(buyers[2]!.userId!, "order_confirmed")).toHaveLength(before);
  });

  it("notifies a voucher about to expire once per threshold, with two workers and a retried job", async () => {
    const couponId = await makeCoupon(t.owner, { endTime: new Date(Date.now() + 12 * HOUR) });
    const paid = await buy(buyers[3]!, { items: [{ couponId, quantity: 1 }] });
    if (!paid.ok) throw new Error("purchase refused");
    await Promise.all([scanExpiryReminders(), scanExpiryReminders()]);
    await Promise.all([drainJobs(worker), drainJobs(worker)]);
    const [voucher] = rowsOf<{ id: string }>(
      await t.owner.execute(
        sql`select v.id from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${paid.orderId}::uuid`,
      ),
    );
    await sendExpiryReminder({ voucherId: voucher!.id, days: 1 }, { jobId: 0, attempt: 2 }); // a retry
    const mine = await notices(buyers[3]!.userId!, "voucher_expiring", `expiry:${voucher!.id}:1`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe("Tu cupón vence mañana");
  });

  it("notifies an unlocked achievement once (the unlock itself is unique per user)", async () => {
    const [achievement] = rowsOf<{ id: string; title: string }>(
      await t.owner.execute(sql`select id, title from public.achievements order by xp limit 1`),
    );
    const unlock = () =>
      t.owner.execute(
        sql`insert into public.user_achievements (user_id, achievement_id) values (${reviewer0.userId}::uuid, ${achievement!.id}::uuid) on conflict do nothing`,
      );
    await unlock();
    await unlock();
    const mine = await notices(reviewer0.userId!, "achievement_unlocked", `achievement:${achievement!.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toContain(achievement!.title);
  });

  it("tells the coupon's seller and its business owner about a review, not the reviewer", async () => {
    const couponId = await makeCoupon(t.owner, { businessId: otherBusinessId });
    const [owner] = rowsOf<{ id: string }>(
      await t.owner.execute(sql`select owner_user_id as id from public.businesses where id = ${otherBusinessId}::uuid`),
    );
    const review = await createReview(buyers[4]!, { couponId, rating: 4, comment: "Muy bueno" });
    if (!review.ok) throw new Error("review refused");
    for (const userId of [seller.userId!, owner!.id]) {
      const mine = await notices(userId, "review_received", `review:${review.reviewId}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ title: "Nueva reseña de 4★ en tu cupón", href: `/cupon/${couponId}` });
    }
    expect(await notices(buyers[4]!.userId!, "review_received")).toHaveLength(0);
  });

  it("fans a new coupon out to every follower once through a job; publishing only queues it", async () => {
    const followers = 250;
    await t.owner.execute(sql`insert into auth.users (id, email)
      select gen_random_uuid(), 'seguidor-' || g || '-' || ${randomUUID()} || '@example.com' from generate_series(1, ${followers}) g`);
    await t.owner.execute(sql`insert into public.follows (user_id, business_id)
      select id, ${otherBusinessId}::uuid from auth.users where email like 'seguidor-%'`);
    await runAs(buyer, (tx) =>
      tx.execute(
        sql`insert into public.follows (user_id, business_id) values (${buyer.userId}::uuid, ${otherBusinessId}::uuid)`,
      ),
    );

    const couponId = await makeCoupon(t.owner, { businessId: otherBusinessId });
    const queued = rowsOf<{ state: string }>(
      await t.owner.execute(sql`select state from app_private.jobs where key = ${`followers:${couponId}`}`),
    );
    expect(queued).toEqual([{ state: "queued" }]);
    expect(await notices(buyer.userId!, "coupon_published", `coupon:${couponId}`)).toHaveLength(0); // not yet: the job does it

    await Promise.all([drainJobs(worker), drainJobs(worker)]);
    expect(await notifyFollowers(couponId)).toBe(0); // a retried job adds nothing
    const [fanned] = rowsOf<{ n: number; people: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n, count(distinct user_id)::int as people from public.notifications where dedupe_key = ${`coupon:${couponId}`}`,
      ),
    );
    expect(fanned).toEqual({ n: followers + 1, people: followers + 1 });
    const inbox = await listNotifications(buyer);
    expect(inbox.items.find((n) => n.href === `/cupon/${couponId}`)?.title).toMatch(/publicó un nuevo cupón$/);
    // Not a follower: nothing.
    expect(await notices(reviewer0.userId!, "coupon_published", `coupon:${couponId}`)).toHaveLength(0);
  });

  it("keeps every notification private to its owner", async () => {
    const sellerView = await listNotifications(seller);
    expect(sellerView.items.some((n) => n.kind === "order_confirmed")).toBe(false);
    const someoneElses = await runAs(seller, (tx) =>
      tx.execute(sql`select count(*)::int as n from public.notifications where user_id <> ${seller.userId}::uuid`),
    );
    expect(rowsOf<{ n: number }>(someoneElses)[0]!.n).toBe(0);
    const asVisitor = authenticatedCaller(randomUUID());
    expect((await listNotifications(asVisitor)).items).toEqual([]);
  });
});
