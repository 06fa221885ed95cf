// SPEC 5 'Reviews': rating 1-5 default 5, optional trimmed comment (empty -> null, at most 1000), uuid coupon id.
import { describe, expect, it } from "vitest";
import { REVIEW_COMMENT_MAX, reviewSchema } from "@/lib/domain/review-form";
import { textOf } from "@/lib/i18n/messages";

const ID = "6f9619ff-8b86-4011-b42d-00c04fc964ff";
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), textOf(i.message)]));

describe("reviewSchema", () => {
  it("defaults the rating to 5 and an absent or blank comment to null", () => {
    expect(reviewSchema.parse({ couponId: ID })).toEqual({ couponId: ID, rating: 5, comment: null });
    expect(reviewSchema.parse({ couponId: ID, rating: "", comment: "   " })).toEqual({
      couponId: ID,
      rating: 5,
      comment: null,
    });
    expect(reviewSchema.parse({ couponId: ID, rating: null, comment: null })).toEqual({
      couponId: ID,
      rating: 5,
      comment: null,
    });
  });

  it("accepts ratings 1 to 5, as numbers or form text, and refuses the rest", () => {
    for (const r of [1, 2, 3, 4, 5]) expect(reviewSchema.parse({ couponId: ID, rating: r }).rating).toBe(r);
    expect(reviewSchema.parse({ couponId: ID, rating: " 3 " }).rating).toBe(3);
    for (const bad of [0, 6, -1, 4.5, "abc", "6", Number.NaN, true]) {
      expect(errorsOf(reviewSchema.safeParse({ couponId: ID, rating: bad }))).toEqual({
        rating: "Elige una calificación de 1 a 5 estrellas.",
      });
    }
  });

  it("trims the comment and allows at most 1000 characters after trimming", () => {
    expect(reviewSchema.parse({ couponId: ID, comment: "  Excelente servicio  " }).comment).toBe("Excelente servicio");
    expect(reviewSchema.parse({ couponId: ID, comment: `  ${"a".repeat(REVIEW_COMMENT_MAX)}  ` }).comment).toHaveLength(
      1000,
    );
    expect(errorsOf(reviewSchema.safeParse({ couponId: ID, comment: "a".repeat(1001) }))).toEqual({
      comment: "Tu comentario puede tener hasta 1000 caracteres.",
    });
  });

  it("needs a uuid coupon id (lowercased) and an object", () => {
    expect(reviewSchema.parse({ couponId: ID.toUpperCase() }).couponId).toBe(ID);
    for (const bad of ["", "abc", `${ID}x`, undefined, 42])
      expect(errorsOf(reviewSchema.safeParse({ couponId: bad }))).toEqual({ couponId: "Cupón no encontrado" });
    expect(errorsOf(reviewSchema.safeParse("x"))).toEqual({ "": "Revisa los datos ingresados." });
  });
});
