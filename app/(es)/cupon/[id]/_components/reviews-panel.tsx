"use client";

import { useTranslations } from "next-intl";
import { ReportButton } from "@/components/moderation/report-button";
import { ReplyEditor } from "./reply-editor";
import { ReplyPermission } from "./reply-permission";
import { ReviewForm } from "./review-form";
import { SpriteIcon } from "./sprite-icon";

export interface ReviewsPanelData {
  couponId: string;
  /** The icon sprite's versioned URL (./sprite-icon.tsx). */
  sprite: string;
  /** Average of the real reviews, rounded to one decimal; null without reviews. */
  average: number | null;
  count: number;
  /** 'Respuesta de …', signed by the business. */
  replyHeading: string;
  /** Newest first; `date` is `at` formatted on the server. */
  reviews: {
    id: string;
    name: string | null;
    rating: number;
    verified: boolean;
    at: string;
    date: string;
    comment: string | null;
    reply: string | null;
  }[];
}

function Stars({ sprite, rating, label }: { sprite: string; rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <SpriteIcon sprite={sprite} key={n} name="star" className={n <= Math.round(rating) ? "star-on" : "star-off"} />
      ))}
    </span>
  );
}

/** Real reviews, newest first, with the average, count and 'Compra verificada'; the form needs an account. */
export function ReviewsPanel({ data }: { data: ReviewsPanelData }) {
  const t = useTranslations("couponPage");
  const tr = useTranslations("reviews");
  const { couponId, average, count } = data;
  // The form is per visitor, asked after load: the page is the same cached HTML for everybody.
  const form = <ReviewForm couponId={couponId} />;
  if (average === null || count === 0) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-dashed p-6 text-center">
        <p className="font-semibold">{t("noReviews")}</p>
        <p className="text-sm text-muted-foreground">{t("noReviewsHint")}</p>
        {form}
      </div>
    );
  }
  // One decimal with a point, as Guatemala writes it ("4.4"), like the JSON-LD ratingValue.
  const rating = average.toFixed(1);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2">
          <span className="text-3xl font-bold" data-testid="rating-average">
            {rating}
          </span>
          <Stars sprite={data.sprite} rating={average} label={t("ratingStars", { rating })} />
          <span className="text-sm text-muted-foreground" data-testid="rating-summary">
            {t("ratingSummary", { rating, count })}
          </span>
        </p>
      </div>
      {form}
      <ReplyPermission couponId={couponId}>
        <ol className="flex flex-col divide-y" data-testid="reviews">
          {data.reviews.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 py-3" data-testid="review">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{r.name ?? t("anonymousReviewer")}</span>
                <Stars sprite={data.sprite} rating={r.rating} label={t("ratingStars", { rating: r.rating })} />
                {r.verified && (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-300"
                    title={tr("verifiedHint")}
                    data-testid="review-verified"
                  >
                    <SpriteIcon sprite={data.sprite} name="badge-check" className="size-3.5" />
                    {tr("verified")}
                  </span>
                )}
                <time dateTime={r.at} className="text-xs text-muted-foreground">
                  {r.date}
                </time>
              </div>
              {r.comment && <p className="text-sm">{r.comment}</p>}
              {r.reply && (
                <div className="mt-1 ml-4 border-l-2 border-primary/40 pl-3 text-sm" data-testid="review-reply">
                  <p className="font-medium">{data.replyHeading}</p>
                  <p className="whitespace-pre-line">{r.reply}</p>
                </div>
              )}
              <div className="flex flex-wrap items-start gap-3">
                <ReplyEditor reviewId={r.id} current={r.reply} />
                <ReportButton kind="review" targetId={r.id} returnTo={`/cupon/${couponId}`} />
              </div>
            </li>
          ))}
        </ol>
      </ReplyPermission>
    </div>
  );
}
