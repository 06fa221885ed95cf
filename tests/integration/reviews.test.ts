// Reviews (SPEC 5, 7, 8; PRODUCT 1) on every engine: the spec's error texts, RLS, the rating
// bounds, and 'Compra verificada' only for an author who bought, visible to anon without orders.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANON, type Caller } from "@/lib/data/caller";
import { reviewFailureText } from "@/lib/actions/_lib/review-messages";
import { createReview, listReviews, reviewFailureOf, type CreateReviewResult } from "@/lib/data/catalogue/reviews";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0, seller } from "./helpers/fixtures";
import { buy, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const cache = vi.hoisted(() => ({ updateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), ...cache }));

const { createReviewAction } = await import("@/lib/actions/coupons/create-review");
// The data layer answers codes; the action words them. Compared here as the shopper reads them.
const worded = (r: CreateReviewResult) => (r.ok ? r : { ok: false, error: reviewFailureText(r.code) });

const DUPLICATE = "Ya calificaste este cupón.";
const BLOCKED = "Inicia sesión para reseñar.";
const FAILED = "No se pudo enviar tu reseña.";

describe.each(testEngines())("reviews [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  beforeEach(() => {
    session.caller = buyer;
    cache.updateTag.mockClear();
    cache.revalidatePath.mockClear();
  });
  const coupon = () => makeCoupon(t.owner);

  it("writes a review once; the second gets 'Ya calificaste este cupón.'", async () => {
    const couponId = await coupon();
    const first = await createReview(buyer, { couponId, rating: 4, comment: "Muy bueno" });
    expect(first).toEqual({ ok: true, reviewId: expect.any(String) });
    expect(worded(await createReview(buyer, { couponId, rating: 2, comment: null }))).toEqual({
      ok: false,
      error: DUPLICATE,
    });
    const list = await listReviews(couponId);
    expect(list).toEqual([expect.objectContaining({ rating: 4, comment: "Muy bueno", verified: false })]);
  });

  it("refuses a visitor, and RLS refuses writing as someone else, with 'Inicia sesión para reseñar.'", async () => {
    const couponId = await coupon();
    expect(worded(await createReview(ANON, { couponId, rating: 5, comment: null }))).toEqual({
      ok: false,
      error: BLOCKED,
    });
    // What RLS answers when the author is not the caller (and anon has no insert grant at all).
    const asOther = runAs(buyer, (tx) => tx.insert(reviews).values({ couponId, userId: seller.userId!, rating: 5 }));
    expect(await failureOf(asOther)).toMatch(/row-level security/);
    const caught = await asOther.catch((e: unknown) => e);
    expect(reviewFailureText(reviewFailureOf(caught))).toBe(BLOCKED);
    const asAnon = await runAs(ANON, (tx) =>
      tx.insert(reviews).values({ couponId, userId: buyer.userId!, rating: 5 }),
    ).catch((e: unknown) => e);
    expect(reviewFailureText(reviewFailureOf(asAnon))).toBe(BLOCKED);
    expect(await listReviews(couponId)).toEqual([]);
  });

  it("maps any other failure to 'No se pudo enviar tu reseña.' and keeps ratings within 1-5 in the database", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const couponId = await coupon();
    // An unknown coupon (foreign key) and a rating the check constraint refuses.
    expect(worded(await createReview(buyer, { couponId: randomUUID(), rating: 5, comment: null }))).toEqual({
      ok: false,
      error: FAILED,
    });
    expect(worded(await createReview(buyer, { couponId, rating: 6, comment: null }))).toEqual({
      ok: false,
      error: FAILED,
    });
    expect(worded(await createReview(buyer, { couponId, rating: 0, comment: null }))).toEqual({
      ok: false,
      error: FAILED,
    });
    expect(await createReview(buyer, { couponId, rating: 1, comment: null })).toMatchObject({ ok: true });
    vi.restoreAllMocks();
  });

  it("marks 'Compra verificada' only for an author who bought the coupon; anon sees the mark but no order", async () => {
    const couponId = await coupon();
    const bought = await buy(buyer, { items: [{ couponId, quantity: 1 }] });
    expect(bought.ok).toBe(true);
    await createReview(buyer, { couponId, rating: 5, comment: "Lo compré" });
    await createReview(reviewer0, { couponId, rating: 3, comment: "No lo compré" });
    const list = await listReviews(couponId);
    expect(list.map((r) => [r.comment, r.verified])).toEqual([
      ["No lo compré", false],
      ["Lo compré", true],
    ]);
    // The mark comes from the function; the orders behind it stay private to their buyer.
    const itemsSeenBy = async (caller: Caller) =>
      rowsOf<{ n: number }>(
        await runAs(caller, (tx) =>
          tx.execute(sql`select count(*)::int as n from public.order_items where coupon_id = ${couponId}`),
        ),
      )[0]!.n;
    expect(await itemsSeenBy(ANON)).toBe(0);
    expect(await itemsSeenBy(reviewer0)).toBe(0);
    expect(await itemsSeenBy(buyer)).toBe(1);
  });

  it("createReviewAction: 'Debes iniciar sesión' for a visitor, the schema's rules, then writes and revalidates", async () => {
    const couponId = await coupon();
    session.caller = ANON;
    expect(await createReviewAction({ couponId, rating: 5 })).toEqual({
      ok: false,
      error: "Debes iniciar sesión",
      code: "sign_in_required",
    });
    session.caller = buyer;
    expect(await createReviewAction({ couponId, rating: 7 })).toMatchObject({
      ok: false,
      fieldErrors: { rating: "Elige una calificación de 1 a 5 estrellas." },
    });
    expect(await createReviewAction({ couponId: "abc", rating: 5 })).toMatchObject({
      ok: false,
      error: "Cupón no encontrado",
    });
    expect(await createReviewAction({ couponId, rating: "4", comment: "   " })).toEqual({
      ok: true,
      data: { reviewId: expect.any(String) },
    });
    expect(cache.updateTag).toHaveBeenCalledWith("coupons");
    expect(cache.revalidatePath).toHaveBeenCalledWith(`/cupon/${couponId}`);
    expect(await listReviews(couponId)).toEqual([expect.objectContaining({ rating: 4, comment: null })]);
    expect(await createReviewAction({ couponId, rating: 5 })).toEqual({ ok: false, error: DUPLICATE });
  });

  // Issue 15 item 8: what an author could send through the database API, refused by the database.
  const asAuthor = (caller: Caller, query: ReturnType<typeof sql>) =>
    runAs(caller, async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(query)));

  it("dates a review on the server: a created_at typed in (2099) is ignored and can't be changed later", async () => {
    const couponId = await coupon();
    const [row] = await asAuthor(
      buyer,
      sql`
      insert into public.reviews (coupon_id, user_id, rating, comment, created_at)
      values (${couponId}, ${buyer.userId}, 5, 'Del futuro', '2099-01-01T00:00:00Z') returning created_at`,
    );
    const createdAt = new Date(row!.created_at as string | Date).getTime();
    expect(Math.abs(createdAt - Date.now())).toBeLessThan(60_000);
    expect(
      await failureOf(
        asAuthor(buyer, sql`update public.reviews set created_at = '2099-01-01' where coupon_id = ${couponId}`),
      ),
    ).toMatch(/permission denied/);
    expect(Date.parse((await listReviews(couponId))[0]!.createdAt)).toBe(createdAt);
  });

  it("takes reviews on published coupons only: draft, paused and archived ones refuse even their seller", async () => {
    for (const status of ["draft", "paused", "archived"] as const) {
      const couponId = await makeCoupon(t.owner, { status });
      for (const author of [buyer, seller]) {
        const insert = sql`insert into public.reviews (coupon_id, user_id, rating) values (${couponId}, ${author.userId}, 5)`;
        expect(await failureOf(asAuthor(author, insert)), `${status} by ${author.userId}`).toMatch(
          /row-level security/,
        );
      }
      // The app's answer is the plain failure, the same as for a coupon that doesn't exist.
      expect(worded(await createReview(buyer, { couponId, rating: 5, comment: null }))).toEqual({
        ok: false,
        error: FAILED,
      });
      expect(worded(await createReview(buyer, { couponId: randomUUID(), rating: 5, comment: null }))).toEqual({
        ok: false,
        error: FAILED,
      });
      const [{ n }] = (await asAuthor(
        seller,
        sql`select count(*)::int as n from public.reviews where coupon_id = ${couponId}`,
      )) as [{ n: number }];
      expect(n).toBe(0);
    }
  });

  it("shows a review only where its coupon is visible: pausing a coupon hides its reviews from the public", async () => {
    const couponId = await coupon();
    expect(await createReview(reviewer0, { couponId, rating: 4, comment: "Visible" })).toMatchObject({ ok: true });
    await t.owner.execute(sql`update public.coupons set status = 'paused' where id = ${couponId}`);
    const count = async (caller: Caller) =>
      (
        (
          await asAuthor(caller, sql`select count(*)::int as n from public.reviews where coupon_id = ${couponId}`)
        )[0] as { n: number }
      ).n;
    expect(await count(ANON)).toBe(0);
    expect(await count(buyer)).toBe(0);
    expect(await count(reviewer0)).toBe(1); // its author
    expect(await count(seller)).toBe(1); // the coupon's seller still sees the coupon
  });
});
