// Reviews (SPEC 5, 7, 8; PRODUCT 1) on every engine: the spec's error texts, RLS, the rating
// bounds, and 'Compra verificada' only for an author who bought, visible to anon without orders.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ANON, type Caller } from "@/lib/data/caller";
import { placeOrder } from "@/lib/data/orders";
import { createReview, listReviews, reviewErrorMessage } from "@/lib/data/reviews";
import { runAs } from "@/lib/data/run-as";
import { rowsOf } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { testEngines } from "./helpers/engines";
import { buyer, reviewer0, seller } from "./helpers/fixtures";
import { contact, failureOf, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const session = vi.hoisted(() => ({ caller: { role: "anon", userId: null } as Caller }));
vi.mock("@/lib/auth/session", async () => (await import("./helpers/mock-session")).sessionModule(() => session.caller));
const cache = vi.hoisted(() => ({ updateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), ...cache }));

const { createReviewAction } = await import("@/lib/actions/create-review");

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
  const coupon = () => makeCoupon(t.handle.db);

  it("writes a review once; the second gets 'Ya calificaste este cupón.'", async () => {
    const couponId = await coupon();
    const first = await createReview(buyer, { couponId, rating: 4, comment: "Muy bueno" });
    expect(first).toEqual({ ok: true, reviewId: expect.any(String) });
    expect(await createReview(buyer, { couponId, rating: 2, comment: null })).toEqual({ ok: false, error: DUPLICATE });
    const list = await listReviews(couponId);
    expect(list).toEqual([expect.objectContaining({ rating: 4, comment: "Muy bueno", verified: false })]);
  });

  it("refuses a visitor, and RLS refuses writing as someone else, with 'Inicia sesión para reseñar.'", async () => {
    const couponId = await coupon();
    expect(await createReview(ANON, { couponId, rating: 5, comment: null })).toEqual({ ok: false, error: BLOCKED });
    // What RLS answers when the author is not the caller (and anon has no insert grant at all).
    const asOther = runAs(buyer, (tx) => tx.insert(reviews).values({ couponId, userId: seller.userId!, rating: 5 }));
    expect(await failureOf(asOther)).toMatch(/row-level security/);
    const caught = await asOther.catch((e: unknown) => e);
    expect(reviewErrorMessage(caught)).toBe(BLOCKED);
    const asAnon = await runAs(ANON, (tx) => tx.insert(reviews).values({ couponId, userId: buyer.userId!, rating: 5 })).catch((e: unknown) => e);
    expect(reviewErrorMessage(asAnon)).toBe(BLOCKED);
    expect(await listReviews(couponId)).toEqual([]);
  });

  it("maps any other failure to 'No se pudo enviar tu reseña.' and keeps ratings within 1-5 in the database", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const couponId = await coupon();
    // An unknown coupon (foreign key) and a rating the check constraint refuses.
    expect(await createReview(buyer, { couponId: randomUUID(), rating: 5, comment: null })).toEqual({ ok: false, error: FAILED });
    expect(await createReview(buyer, { couponId, rating: 6, comment: null })).toEqual({ ok: false, error: FAILED });
    expect(await createReview(buyer, { couponId, rating: 0, comment: null })).toEqual({ ok: false, error: FAILED });
    expect(await createReview(buyer, { couponId, rating: 1, comment: null })).toMatchObject({ ok: true });
    vi.restoreAllMocks();
  });

  it("marks 'Compra verificada' only for an author who bought the coupon; anon sees the mark but no order", async () => {
    const couponId = await coupon();
    const bought = await placeOrder(buyer, { idempotencyKey: randomUUID(), items: [{ couponId, quantity: 1 }], contact });
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
      rowsOf<{ n: number }>(await runAs(caller, (tx) => tx.execute(sql`select count(*)::int as n from public.order_items where coupon_id = ${couponId}`)))[0]!.n;
    expect(await itemsSeenBy(ANON)).toBe(0);
    expect(await itemsSeenBy(reviewer0)).toBe(0);
    expect(await itemsSeenBy(buyer)).toBe(1);
  });

  it("createReviewAction: 'Debes iniciar sesión' for a visitor, the schema's rules, then writes and revalidates", async () => {
    const couponId = await coupon();
    session.caller = ANON;
    expect(await createReviewAction({ couponId, rating: 5 })).toEqual({ ok: false, error: "Debes iniciar sesión", code: "sign_in_required" });
    session.caller = buyer;
    expect(await createReviewAction({ couponId, rating: 7 })).toMatchObject({ ok: false, fieldErrors: { rating: "Elige una calificación de 1 a 5 estrellas." } });
    expect(await createReviewAction({ couponId: "abc", rating: 5 })).toMatchObject({ ok: false, error: "Cupón no encontrado" });
    expect(await createReviewAction({ couponId, rating: "4", comment: "   " })).toEqual({ ok: true, data: { reviewId: expect.any(String) } });
    expect(cache.updateTag).toHaveBeenCalledWith("coupons");
    expect(cache.revalidatePath).toHaveBeenCalledWith(`/cupon/${couponId}`);
    expect(await listReviews(couponId)).toEqual([expect.objectContaining({ rating: 4, comment: null })]);
    expect(await createReviewAction({ couponId, rating: 5 })).toEqual({ ok: false, error: DUPLICATE });
  });
});
