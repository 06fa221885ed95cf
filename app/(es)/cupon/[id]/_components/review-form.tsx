"use client";

import dynamic from "next/dynamic";
import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useSessionHint } from "@/components/layout/use-session-hint";

// The form pulls in react-hook-form and zod (~120 KB) and its messages: only a signed-in shopper
// downloads them.
const ReviewFormFields = dynamic(() => import("./review-form-loader").then((m) => m.loadReviewFormFields()), {
  ssr: false,
});

/**
 * The 'Reseñas' form shows only to a signed-in shopper. The page is cached HTML for all,
 * so sign-in is read from the hint cookie after hydration; the action checks the real session.
 */
export function ReviewForm({ couponId }: { couponId: string }) {
  const t = useTranslations("reviews");
  const hint = useSessionHint();
  if (!hint) {
    return (
      <p className="text-sm" data-testid="review-sign-in">
        {t("signInRequired")}.{" "}
        <Link
          href={`/auth?next=${encodeURIComponent(`/cupon/${couponId}`)}`}
          className="font-medium text-primary hover:underline"
        >
          {t("signInLink")}
        </Link>
      </p>
    );
  }
  return <ReviewFormFields couponId={couponId} />;
}
