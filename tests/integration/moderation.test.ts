// Issue 14, the operator: only an admin verifies or un-hides, reports are one per user and hide a
// coupon at exactly the third reporter, the audit log is append-only even for admins, and only an
// owner or manager of the coupon's business replies to its reviews.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideVerification, isAdmin, listAuditLog, reviewCoupon, setPremoderation } from "@/lib/data/admin/admin";
import { listReportedItems } from "@/lib/data/admin/lists";
import { ANON, authenticatedCaller, type Caller } from "@/lib/data/caller";
import { replyToReview, reportContent } from "@/lib/data/admin/moderation";
import { listNotifications } from "@/lib/data/accounts/notifications";
import { getHomeSections } from "@/lib/data/catalogue/home";
import { listReviews } from "@/lib/data/catalogue/reviews";
import { searchCoupons } from "@/lib/data/search/search";
import { listSitemapCoupons } from "@/lib/data/catalogue/sitemap";
import { runAs } from "@/lib/data/run-as";
import { requestVerification } from "@/lib/data/accounts/verification";
import { listMyVouchers } from "@/lib/data/orders/vouchers";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { nitCheckCharacter } from "@/lib/domain/nit";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, manager, otherBusinessId, reviewer0, seller, userId } from "./helpers/fixtures";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const admin = authenticatedCaller(userId(REVIEWERS[5]!.key));
const reporters: Caller[] = [
  buyer,
  reviewer0,
  authenticatedCaller(userId(REVIEWERS[1]!.key)),
  authenticatedCaller(userId(REVIEWERS[2]!.key)),
];
const NIT = `1234567${nitCheckCharacter("1234567")}`;
const DOC = "0b7c3c2e-6f9b-4a51-9d2a-3f1c5b7e9a10.pdf";

/** The messages of a refused statement (Drizzle puts the database's own under `cause`). */
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return [e.message, e.cause?.message].filter(Boolean).join(" | ");
  }
  throw new Error("expected the statement to be refused");
}

describe.each(testEngines())("moderation and the operator [%s]", (engine) => {
  let t: TestDatabase;
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.owner.execute(query))[0]!;
  const status = async (id: string) =>
    (await one<{ status: string }>(sql`select status from public.coupons where id = ${id}::uuid`)).status;
  const publicSees = async (id: string) =>
    rowsOf(await runAs(ANON, (tx) => tx.execute(sql`select id from public.coupons where id = ${id}::uuid`))).length ===
    1;
  let couponId: string;
  /** Where a shopper or crawler finds a coupon: /buscar by its title, the sitemap, the home's newest. */
  const listed = async (id: string) => {
    const { title } = await one<{ title: string }>(sql`select title from public.coupons where id = ${id}::uuid`);
    return {
      search: (await searchCoupons({ q: title })).items.some((c) => c.id === id),
      sitemap: (await listSitemapCoupons(0, 50_000)).some((r) => r.key === id),
      newest: (await getHomeSections()).newest.some((c) => c.id === id),
    };
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    ({ id: couponId } = await one<{ id: string }>(
      sql`select id from public.coupons where business_id = ${demoBusinessId}::uuid and status = 'active' and end_time > now() order by id limit 1`,
    ));
    // The newest coupon, so the home's 'Recién llegados' shows it until it is hidden.
    await t.owner.execute(sql`update public.coupons set created_at = now() where id = ${couponId}::uuid`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("knows the admin, and no request can make itself one", async () => {
    expect(await isAdmin(admin)).toBe(true);
    expect(await isAdmin(seller)).toBe(false);
    await expect(
      runAs(seller, (tx) =>
        tx.execute(sql`insert into public.user_roles (user_id, role) values (${seller.userId}::uuid, 'admin')`),
      ),
    ).rejects.toThrow();
  });

  it("takes one report per user and hides the coupon exactly at the third reporter", async () => {
    const report = (who: Caller) =>
      reportContent(who, { kind: "coupon", targetId: couponId, reason: "misleading", details: "No es lo que dice" });
    expect(await report(reporters[0]!)).toEqual({ ok: true, outcome: "reported" });
    expect(await report(reporters[0]!)).toEqual({ ok: true, outcome: "duplicate" });
    expect(await report(reporters[1]!)).toEqual({ ok: true, outcome: "reported" });
    expect(await status(couponId)).toBe("active");
    expect(await publicSees(couponId)).toBe(true);
    expect(await listed(couponId)).toEqual({ search: true, sitemap: true, newest: true });
    expect(await report(reporters[2]!)).toEqual({ ok: true, outcome: "hidden" });
    expect(await status(couponId)).toBe("hidden");
    expect(await report(reporters[3]!)).toEqual({ ok: true, outcome: "reported" });
    expect(await publicSees(couponId)).toBe(false);
    expect(await reportContent(ANON, { kind: "coupon", targetId: couponId, reason: "spam", details: null })).toEqual({
      ok: false,
      code: "sign_in",
    });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from public.reports where coupon_id = ${couponId}::uuid`,
    );
    expect(n).toBe(4);
    const inbox = await listNotifications(seller);
    expect(inbox.items.some((i) => i.kind === "coupon_hidden")).toBe(true);
    expect((await listReportedItems(admin)).find((i) => i.targetId === couponId)).toMatchObject({
      status: "hidden",
      reporters: 4,
    });
    expect(await listReportedItems(seller)).toEqual([]);
  });

  it("keeps a hidden coupon's vouchers in its buyer's list", async () => {
    const held = await one<{ voucher: string; coupon: string; buyer: string }>(
      sql`select v.id as voucher, v.coupon_id as coupon, v.buyer_user_id as buyer from public.vouchers v join public.coupons c on c.id = v.coupon_id
          left join public.order_items i on i.id = v.order_item_id left join public.orders o on o.id = i.order_id
          where c.status = 'active' order by coalesce(o.created_at, v.created_at) desc limit 1`,
    );
    await t.owner.execute(sql`update public.coupons set status = 'hidden' where id = ${held.coupon}::uuid`);
    const mine = await listMyVouchers(authenticatedCaller(held.buyer));
    expect(mine.map((v) => v.id)).toContain(held.voucher);
    await t.owner.execute(sql`update public.coupons set status = 'active' where id = ${held.coupon}::uuid`);
  });

  it("lets nobody but an admin un-hide a coupon", async () => {
    expect(await reviewCoupon(seller, { couponId, decision: "restore", reason: null })).toEqual({
      ok: false,
      code: "forbidden",
    });
    await expect(
      runAs(seller, (tx) => tx.execute(sql`update public.coupons set status = 'active' where id = ${couponId}::uuid`)),
    ).rejects.toThrow();
    await expect(
      runAs(manager, (tx) => tx.execute(sql`update public.coupons set status = 'paused' where id = ${couponId}::uuid`)),
    ).rejects.toThrow();
    expect(await status(couponId)).toBe("hidden");
    expect(await reviewCoupon(admin, { couponId, decision: "restore", reason: "Revisado" })).toEqual({
      ok: true,
      status: "active",
    });
    expect(await publicSees(couponId)).toBe(true);
    expect((await listNotifications(seller)).items.some((i) => i.kind === "coupon_restored")).toBe(true);
  });

  it("lets nobody but an admin verify a business, after the owner asks", async () => {
    expect(await requestVerification(manager, { businessId: demoBusinessId, nit: NIT, documentName: DOC })).toEqual({
      ok: false,
      code: "forbidden",
    });
    expect(
      await requestVerification(seller, { businessId: demoBusinessId, nit: "1234567-0", documentName: DOC }),
    ).toMatchObject({ ok: true, outcome: "invalid_nit" });
    await t.owner.execute(sql`update public.businesses set is_verified = false where id = ${demoBusinessId}::uuid`);
    expect(await requestVerification(seller, { businessId: demoBusinessId, nit: NIT, documentName: DOC })).toEqual({
      ok: true,
      outcome: "requested",
    });
    expect(await requestVerification(seller, { businessId: demoBusinessId, nit: NIT, documentName: DOC })).toEqual({
      ok: true,
      outcome: "pending",
    });
    const { id } = await one<{ id: string }>(
      sql`select id from public.verification_requests where business_id = ${demoBusinessId}::uuid`,
    );
    expect(await decideVerification(seller, { requestId: id, approve: true, reason: null })).toEqual({
      ok: false,
      code: "forbidden",
    });
    await expect(
      runAs(seller, (tx) =>
        tx.execute(sql`update public.businesses set is_verified = true where id = ${demoBusinessId}::uuid`),
      ),
    ).rejects.toThrow();
    expect(
      (
        await one<{ v: boolean }>(
          sql`select is_verified as v from public.businesses where id = ${demoBusinessId}::uuid`,
        )
      ).v,
    ).toBe(false);
    expect(await decideVerification(admin, { requestId: id, approve: true, reason: null })).toEqual({
      ok: true,
      status: "approved",
    });
    expect(
      (
        await one<{ v: boolean }>(
          sql`select is_verified as v from public.businesses where id = ${demoBusinessId}::uuid`,
        )
      ).v,
    ).toBe(true);
    expect((await listNotifications(seller)).items.some((i) => i.kind === "verification_decided")).toBe(true);
  });

  it("keeps the audit log append-only, even for admins and the owner", async () => {
    expect(await setPremoderation(seller, true)).toEqual({ ok: false, code: "forbidden" });
    expect(await setPremoderation(admin, false)).toEqual({ ok: true });
    const log = await listAuditLog(admin);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(["auto_hide_coupon", "restore_coupon", "approve_verification", "set_setting"]),
    );
    expect(log.find((e) => e.action === "restore_coupon")).toMatchObject({
      before: { status: "hidden" },
      after: { status: "active" },
      reason: "Revisado",
    });
    expect(await listAuditLog(seller)).toEqual([]);
    for (const attempt of [
      sql`update public.admin_audit_log set reason = 'borrado'`,
      sql`delete from public.admin_audit_log`,
    ]) {
      await expect(runAs(admin, (tx) => tx.execute(attempt))).rejects.toThrow();
      expect(await failure(t.owner.execute(attempt))).toMatch(/append-only/);
    }
    expect(await failure(t.owner.execute(sql`truncate public.admin_audit_log`))).toMatch(/append-only/);
    await expect(
      runAs(admin, (tx) =>
        tx.execute(sql`insert into public.admin_audit_log (action, target_type) values ('fake', 'x')`),
      ),
    ).rejects.toThrow();
    expect((await listAuditLog(admin)).length).toBe(log.length);
  });

  it("lets only an owner or manager of the coupon's business reply, once, editable", async () => {
    const { id: reviewId, user_id: reviewer } = await one<{ id: string; user_id: string }>(
      sql`select r.id, r.user_id from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = ${demoBusinessId}::uuid order by r.id limit 1`,
    );
    expect(await replyToReview(editor, reviewId, "Gracias")).toEqual({ ok: false, code: "forbidden" });
    expect(await replyToReview(buyer, reviewId, "Gracias")).toEqual({ ok: false, code: "forbidden" });
    const stranger = (
      await one<{ id: string }>(
        sql`select owner_user_id as id from public.businesses where id = ${otherBusinessId}::uuid`,
      )
    ).id;
    expect(await replyToReview(authenticatedCaller(stranger), reviewId, "Gracias")).toEqual({
      ok: false,
      code: "forbidden",
    });
    expect(await replyToReview(manager, reviewId, "   ")).toEqual({ ok: false, code: "invalid" });
    expect(await replyToReview(manager, reviewId, "x".repeat(1001))).toEqual({ ok: false, code: "invalid" });
    expect(await replyToReview(manager, reviewId, "  ¡Gracias por venir!  ")).toMatchObject({
      ok: true,
      created: true,
    });
    expect(await replyToReview(seller, reviewId, "Gracias, te esperamos.")).toMatchObject({ ok: true, created: false });
    const couponOf = (
      await one<{ c: string }>(sql`select coupon_id as c from public.reviews where id = ${reviewId}::uuid`)
    ).c;
    expect((await listReviews(couponOf)).find((r) => r.id === reviewId)?.reply?.body).toBe("Gracias, te esperamos.");
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from public.notifications where user_id = ${reviewer}::uuid and kind = 'review_reply'`,
    );
    expect(n).toBe(1);
    await expect(
      runAs(manager, (tx) => tx.execute(sql`update public.review_replies set body = 'x'`)),
    ).rejects.toThrow();
  });

  it("holds a new business's first coupon for approval when pre-moderation is on", async () => {
    expect(await setPremoderation(admin, true)).toEqual({ ok: true });
    const { id: business } = await one<{ id: string }>(
      sql`insert into public.businesses (owner_user_id, name, slug) values (${seller.userId}::uuid, 'Nuevo Café', 'nuevo-cafe-moderado') returning id`,
    );
    const insertCoupon = (title: string) =>
      runAs(
        seller,
        async (tx) =>
          rowsOf<{ id: string; status: string }>(
            await tx.execute(sql`insert into public.coupons (seller_user_id, business_id, title, discount_price, end_time, remaining, total_stock)
            values (${seller.userId}::uuid, ${business}::uuid, ${title}, 10, now() + interval '10 days', 5, 5) returning id, status`),
          )[0]!,
      );
    const first = await insertCoupon("Primer cupón");
    expect(first.status).toBe("pending");
    expect(await publicSees(first.id)).toBe(false);
    expect(await reviewCoupon(admin, { couponId: first.id, decision: "restore", reason: null })).toEqual({
      ok: true,
      status: "active",
    });
    expect((await insertCoupon("Segundo cupón")).status).toBe("active");
    // An established business is not held.
    const established = await runAs(
      seller,
      async (tx) =>
        rowsOf<{ status: string }>(
          await tx.execute(sql`insert into public.coupons (seller_user_id, business_id, title, discount_price, end_time, remaining, total_stock)
        values (${seller.userId}::uuid, ${demoBusinessId}::uuid, 'Otro', 10, now() + interval '10 days', 5, 5) returning status`),
        )[0]!,
    );
    expect(established.status).toBe("active");
    await setPremoderation(admin, false);
  });
});
