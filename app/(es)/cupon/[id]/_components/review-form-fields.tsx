"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { createReviewAction } from "@/lib/actions/coupons/create-review";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_DEFAULT_RATING,
  reviewSchema,
  type ReviewInput,
  type ReviewValues,
} from "@/lib/domain/review-form";
import { cn } from "@/lib/utils";

const STARS = [1, 2, 3, 4, 5] as const;

/** The review form itself (react-hook-form and zod), loaded only for a signed-in shopper. */
export function ReviewFormFields({ couponId }: { couponId: string }) {
  const t = useTranslations("reviews");
  const common = useTranslations("common");
  const router = useRouter();
  const [sent, setSent] = useState(false);
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: wordedResolver(zodResolver(reviewSchema), (code) => codeText(code, { reviews: t, common })),
    defaultValues: { couponId, rating: String(REVIEW_DEFAULT_RATING), comment: "" },
  });
  const rating = Number(useWatch({ control: form.control, name: "rating" }) ?? REVIEW_DEFAULT_RATING);
  const { errors, isSubmitting } = form.formState;

  if (sent) return <p className="text-sm font-medium text-green-700 dark:text-green-400">{t("thanks")}</p>;

  // The action parses the raw entries with the same schema (the parsed values hold nulls).
  const onValid = async () => {
    try {
      const result = await createReviewAction(form.getValues());
      if (!result.ok) return notifyError(t("errorTitle"), result.error);
      notifySuccess(t("thanks"));
      setSent(true);
      router.refresh();
    } catch {
      notifyError(t("errorTitle"), t("failed"));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="review-form-title"
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <h3 id="review-form-title" className="font-semibold">
        {t("formTitle")}
      </h3>
      <fieldset className="flex flex-col gap-1" disabled={isSubmitting}>
        <legend className="text-sm font-medium">{t("ratingLabel")}</legend>
        <div className="flex gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                value={String(n)}
                className="sr-only"
                aria-label={t("starOption", { n })}
                {...form.register("rating")}
              />
              <Star
                aria-hidden
                className={cn("size-7", n <= rating ? "fill-amber-400 text-amber-400" : "text-muted-foreground")}
              />
            </label>
          ))}
        </div>
        {errors.rating?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.rating.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-comment" className="text-sm font-medium">
          {t("commentLabel")}
        </label>
        <textarea
          id="review-comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t("commentPlaceholder")}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? "review-comment-error" : undefined}
          disabled={isSubmitting}
          className="w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm"
          {...form.register("comment")}
        />
        {errors.comment?.message && (
          <p id="review-comment-error" role="alert" className="text-sm text-destructive">
            {errors.comment.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
