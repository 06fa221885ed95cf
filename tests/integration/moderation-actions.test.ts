// Issue 14's server actions on PGlite and PostgreSQL: Spanish answers, the report rate limit, and
// admin actions refused to anyone but an admin.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { rowsOf } from "@/lib/db/client";
import { REVIEWERS } from "@/lib/db/seed/users";
import { testEngines } from "./helpers/engines";
import { buyer, demoBusinessId, editor, seller, userId } from "./helpers/fixtures";
import { holdRateWindows } from "./helpers/rate-window";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
}));

const { reportContentAction } = await import("@/lib/actions/moderation/report-content");
const { replyToReviewAction } = await import("@/lib/actions/moderation/reply-to-review");
const { reviewCouponAction } = await import("@/lib/actions/admin/review-coupon");
const { decideVerificationAction } = await import("@/lib/actions/admin/decide-verification");
const { setPremoderationAction } = await import("@/lib/actions/admin/set-premoderation");

const admin = authenticatedCaller(userId(REVIEWERS[6]!.key));
holdRateWindows();

describe.each(testEngines())("moderation actions [%s]", (engine) => {
  let t: TestDatabase;
  let couponId: string;
  let reviewId: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.owner.execute(sql`insert into public.user_roles (user_id, role) values (${admin.userId}::uuid, 'admin')`);
    [{ c: couponId, r: reviewId }] = rowsOf<{ c: string; r: string }>(
      await t.owner
        .execute(sql`select c.id as c, r.id as r from public.coupons c join public.reviews r on r.coupon_id = c.id
        where c.business_id = ${demoBusinessId}::uuid and c.status = 'active' order by c.id desc limit 1`),
    ) as [{ c: string; r: string }];
  });
  afterAll(async () => {
    await t.drop();
  });

  it("asks a visitor to sign in and words a duplicate report", async () => {
    session.caller = null;
    expect(await reportContentAction({ kind: "coupon", targetId: couponId, reason: "spam" })).toMatchObject({
      ok: false,
      error: "Inicia sesión para reportar",
    });
    session.caller = buyer;
    expect(
      await reportContentAction({ kind: "review", targetId: reviewId, reason: "offensive", details: "Insultos" }),
    ).toEqual({ ok: true, data: { message: "Gracias. Revisaremos tu reporte." } });
    expect(await reportContentAction({ kind: "review", targetId: reviewId, reason: "offensive" })).toMatchObject({
      ok: false,
      error: "Ya reportaste esto.",
    });
    expect(await reportContentAction({ kind: "review", targetId: reviewId, reason: "aburrido" })).toMatchObject({
      ok: false,
      error: "Elige un motivo.",
    });
  });

  it("rate-limits reports per person (10 an hour)", async () => {
    session.caller = authenticatedCaller(userId(REVIEWERS[7]!.key));
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await reportContentAction({ kind: "coupon", targetId: couponId, reason: "misleading" }));
    expect(answers[0]).toMatchObject({ ok: true });
    expect(answers.slice(1, 10).every((a) => !a.ok && a.error === "Ya reportaste esto.")).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, error: "Enviaste demasiados reportes. Intenta más tarde." });
  });

  it("lets only the owner or a manager reply, in Spanish", async () => {
    session.caller = editor;
    expect(await replyToReviewAction({ reviewId, body: "Gracias" })).toMatchObject({
      ok: false,
      error: "Solo el dueño o un gerente del negocio puede responder.",
    });
    session.caller = seller;
    expect(await replyToReviewAction({ reviewId, body: "   " })).toMatchObject({
      ok: false,
      error: "Escribe tu respuesta.",
    });
    expect(await replyToReviewAction({ reviewId, body: "Gracias por venir" })).toMatchObject({
      ok: true,
      data: { message: "Respuesta publicada." },
    });
  });

  it("refuses admin actions to a seller and asks the admin for a reason to remove or reject", async () => {
    session.caller = seller;
    expect(await reviewCouponAction({ couponId, decision: "restore" })).toMatchObject({
      ok: false,
      error: "Solo un administrador puede hacer esto.",
    });
    expect(await setPremoderationAction({ on: true })).toMatchObject({
      ok: false,
      error: "Solo un administrador puede hacer esto.",
    });
    session.caller = admin;
    expect(await reviewCouponAction({ couponId, decision: "remove", reason: " " })).toMatchObject({
      ok: false,
      error: "Escribe el motivo.",
    });
    expect(await decideVerificationAction({ requestId: couponId, approve: false })).toMatchObject({
      ok: false,
      error: "Escribe el motivo.",
    });
    expect(await decideVerificationAction({ requestId: couponId, approve: true })).toMatchObject({
      ok: false,
      error: "Esto ya se decidió.",
    });
    expect(await reviewCouponAction({ couponId, decision: "restore" })).toMatchObject({
      ok: false,
      error: "Esto ya se decidió.",
    });
  });
});
