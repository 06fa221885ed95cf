import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { coupons, publicProfiles, reviewReplies, reviews } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS, publicCache } from "../cache";
import { ANON, type Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";
import { logger } from "@/lib/observability/log";

// Reviews: public reads newest first with the 'Compra verificada' mark, and a
// write as the author under RLS (reviews_insert_self) whose failures come back as codes that the
// action words as the spec's texts (messages/es.json `reviews.<code>`).

export interface CouponReview {
  id: string;
  rating: number;
  comment: string | null;
  /** ISO 8601 */
  createdAt: string;
  reviewerName: string | null;
  /** The author bought this coupon (public.review_is_verified: orders themselves stay private). */
  verified: boolean;
  /** The business's answer, shown under the review. */
  reply: { body: string; updatedAt: string } | null;
}

async function selectReviews(couponId: string): Promise<CouponReview[]> {
  return runAs(ANON, async (tx) => {
    const rows = await tx
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerName: publicProfiles.displayName,
        verified: sql<boolean>`public.review_is_verified(${reviews.id})`,
        replyBody: reviewReplies.body,
        replyUpdatedAt: reviewReplies.updatedAt,
      })
      .from(reviews)
      .leftJoin(publicProfiles, eq(publicProfiles.id, reviews.userId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(eq(reviews.couponId, couponId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100);
    return rows.map(({ replyBody, replyUpdatedAt, ...r }) => ({
      ...r,
      verified: r.verified === true,
      createdAt: r.createdAt.toISOString(),
      reply:
        replyBody !== null && replyUpdatedAt !== null
          ? { body: replyBody, updatedAt: replyUpdatedAt.toISOString() }
          : null,
    }));
  });
}

// Cached with the catalogue: the same for every visitor; a new review revalidates the tag.
const selectReviewsCached = publicCache(selectReviews, "reviews:by-coupon", [CACHE_TAGS.coupons]);

/** A coupon's reviews, newest first, with the reviewer's display name (at most 100). */
export async function listReviews(couponId: string): Promise<CouponReview[]> {
  if (!isUuid(couponId)) return [];
  return selectReviewsCached(couponId.toLowerCase());
}

/** Why a review was not taken: a duplicate (one per person and coupon), refused by RLS (sign in), anything else. */
export type ReviewFailure = "duplicate" | "blocked" | "failed";
export type CreateReviewResult = { ok: true; reviewId: string } | { ok: false; code: ReviewFailure };

/** Duplicate -> 'Ya calificaste este cupón.', RLS -> 'Inicia sesión para reseñar.', else the generic text. */
export function reviewFailureOf(error: unknown): ReviewFailure {
  const { code, constraint } = pgErrorOf(error);
  const texts: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const m = (e as { message?: unknown }).message;
    if (typeof m === "string") texts.push(m);
    e = (e as { cause?: unknown }).cause;
  }
  if (constraint === "unique_user_coupon_review" || texts.some((t) => t.includes("unique_user_coupon_review"))) {
    return "duplicate";
  }
  if (code === PG.insufficientPrivilege) return "blocked";
  return "failed";
}

/** Writes the caller's one review of a coupon. Input is already parsed (lib/domain/review-form). */
export async function createReview(
  caller: Caller,
  input: { couponId: string; rating: number; comment: string | null },
): Promise<CreateReviewResult> {
  // A visitor has no author id to write: the same answer RLS would give, without a round trip.
  if (caller.role !== "authenticated") return { ok: false, code: "blocked" };
  if (!isUuid(input.couponId)) return { ok: false, code: "failed" };
  const couponId = input.couponId.toLowerCase();
  try {
    const row = await runAs(caller, async (tx) => {
      // RLS takes reviews for published coupons only (reviews_insert_self). Asked first so that a
      // draft, paused or unknown coupon gets the same plain failure, not the sign-in text.
      const [published] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.id, couponId), eq(coupons.status, "active")))
        .limit(1);
      if (!published) return null;
      const [inserted] = await tx
        .insert(reviews)
        .values({ couponId, userId: caller.userId, rating: input.rating, comment: input.comment })
        .returning({ id: reviews.id });
      return inserted!;
    });
    if (!row) return { ok: false, code: "failed" };
    // Average, count and the list on every card and detail page change with it.
    revalidateCatalogue(CACHE_TAGS.coupons);
    return { ok: true, reviewId: row.id };
  } catch (error) {
    const failure = reviewFailureOf(error);
    if (failure === "failed") logger({ component: "reviews" }).error({ err: error }, "review not created");
    return { ok: false, code: failure };
  }
}
