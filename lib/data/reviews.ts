import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { profiles, reviews } from "@/lib/db/schema";
import { isUuid } from "@/lib/domain/uuid";
import { message } from "@/lib/i18n/messages";
import { CACHE_TAGS, publicCache } from "./cache";
import { ANON, type Caller } from "./caller";
import { PG, pgErrorOf } from "./db-errors";
import { revalidateCatalogue } from "./revalidate";
import { runAs } from "./run-as";

// Reviews (SPEC 5, 7, 8): public reads newest first with the 'Compra verificada' mark, and a
// write as the author under RLS (reviews_insert_self) whose failures become the spec's texts.

export interface CouponReview {
  id: string;
  rating: number;
  comment: string | null;
  /** ISO 8601 */
  createdAt: string;
  reviewerName: string | null;
  /** The author bought this coupon (public.review_is_verified: orders themselves stay private). */
  verified: boolean;
}

async function selectReviews(couponId: string): Promise<CouponReview[]> {
  return runAs(ANON, async (tx) => {
    const rows = await tx
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        reviewerName: profiles.displayName,
        verified: sql<boolean>`public.review_is_verified(${reviews.id})`,
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(eq(reviews.couponId, couponId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(100);
    return rows.map((r) => ({ ...r, verified: r.verified === true, createdAt: r.createdAt.toISOString() }));
  });
}

// Cached with the catalogue: the same for every visitor; a new review revalidates the tag.
const selectReviewsCached = publicCache(selectReviews, "reviews:by-coupon", [CACHE_TAGS.coupons]);

/** A coupon's reviews, newest first, with the reviewer's display name (at most 100). */
export async function listReviews(couponId: string): Promise<CouponReview[]> {
  if (!isUuid(couponId)) return [];
  return selectReviewsCached(couponId.toLowerCase());
}

export type CreateReviewResult = { ok: true; reviewId: string } | { ok: false; error: string };

/** SPEC 8: duplicate -> 'Ya calificaste este cupón.', RLS -> 'Inicia sesión para reseñar.', else the generic text. */
export function reviewErrorMessage(error: unknown): string {
  const { code, constraint } = pgErrorOf(error);
  const texts: string[] = [];
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const m = (e as { message?: unknown }).message;
    if (typeof m === "string") texts.push(m);
    e = (e as { cause?: unknown }).cause;
  }
  if (constraint === "unique_user_coupon_review" || texts.some((t) => t.includes("unique_user_coupon_review"))) {
    return message("reviews.duplicate");
  }
  if (code === PG.insufficientPrivilege) return message("reviews.blocked");
  return message("reviews.failed");
}

/** Writes the caller's one review of a coupon. Input is already parsed (lib/domain/review-form). */
export async function createReview(
  caller: Caller,
  input: { couponId: string; rating: number; comment: string | null },
): Promise<CreateReviewResult> {
  // A visitor has no author id to write: the same answer RLS would give, without a round trip.
  if (caller.role !== "authenticated") return { ok: false, error: message("reviews.blocked") };
  if (!isUuid(input.couponId)) return { ok: false, error: message("reviews.failed") };
  try {
    const [row] = await runAs(caller, (tx) =>
      tx
        .insert(reviews)
        .values({ couponId: input.couponId.toLowerCase(), userId: caller.userId, rating: input.rating, comment: input.comment })
        .returning({ id: reviews.id }),
    );
    // Average, count and the list on every card and detail page change with it.
    revalidateCatalogue(CACHE_TAGS.coupons);
    return { ok: true, reviewId: row!.id };
  } catch (error) {
    const text = reviewErrorMessage(error);
    if (text === message("reviews.failed")) console.error("[createReview]", error);
    return { ok: false, error: text };
  }
}
