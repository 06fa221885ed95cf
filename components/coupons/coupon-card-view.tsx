"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Star } from "@/components/ui/icons";
import { stockLevel } from "@/lib/domain/stock";
import { AbCta } from "./ab-cta";

/**
 * A card's data, already formatted on the server (money, the Guatemala date, the rating's decimal)
 * so the browser renders exactly the server's text. Short and flat on purpose: it is all a card
 * costs in the page's React payload (a server-rendered card tree cost twice its markup).
 */
export interface CardData {
  id: string;
  title: string;
  biz: string | null;
  /** Empty when the coupon has none ("Descripción no disponible"). */
  desc: string;
  /** null: the local fallback illustration. */
  img: string | null;
  /** "Q1,290.00", and the crossed-out original price when there is one. */
  price: string;
  was: string | null;
  cents: number;
  off: number;
  flash: boolean;
  /** The average with one decimal ("4.5"); null when there are no reviews. */
  rating: string | null;
  reviews: number;
  left: number;
  /** The last valid day, e.g. "24 nov 2026". */
  until: string;
  /** ISO end time (data-end-time, read by the e2e tests). */
  end: string;
}

interface CouponCardViewProps {
  c: CardData;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  eager?: boolean;
  hideCta?: boolean;
  /** A seller's uploaded photo, rendered by the server through next/image (not in this bundle). */
  media?: ReactNode;
}

/** SPEC 2 result card: image, badges, business, title, description, prices, rating, stock, validity, CTAs. */
export function CouponCardView({ c, eager = false, hideCta = false, media }: CouponCardViewProps) {
  const t = useTranslations("coupon");
  const href = `/cupon/${c.id}`;
  const level = stockLevel(c.left);
  return (
    <article data-testid="coupon-card" data-end-time={c.end} className="group cc">
      <Link href={href} className="cc-media">
        {media ?? (
          // eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation
          <img src={c.img ?? "/images/coupons/default.svg"} alt={c.title} width={400} height={300} loading={eager ? "eager" : "lazy"} decoding="async" className="cover-img cc-img" />
        )}
        {c.off > 0 && (
          <span data-testid="discount-badge" className="badge-off">
            {t("discount", { percent: c.off })}
          </span>
        )}
        {c.flash && <span className="badge-flash">{t("flash")}</span>}
      </Link>
      <div className="cc-body">
        {c.biz && <p className="cc-biz">{c.biz}</p>}
        <h3 className="cc-title">
          <Link href={href} className="hover:underline">
            {c.title}
          </Link>
        </h3>
        <p className="cc-desc">{c.desc || t("noDescription")}</p>
        {c.rating === null ? (
          <p className="cc-note">{t("noReviews")}</p>
        ) : (
          <p className="cc-rating" aria-label={t("ratingLabel", { rating: c.rating })}>
            <Star className="star" aria-hidden />
            <span className="font-semibold">{t("rating", { rating: c.rating, count: c.reviews })}</span>
          </p>
        )}
        <div className="cc-prices">
          <span className="cc-price">{c.price}</span>
          {c.was !== null && <span className="cc-was">{c.was}</span>}
        </div>
        {c.left === 0 ? (
          <p className="text-xs font-semibold text-destructive">{t("soldOut")}</p>
        ) : level !== "normal" ? (
          <p className={level === "critical" ? "text-xs font-semibold text-destructive" : "text-xs font-semibold text-orange-700"}>
            {t("onlyLeft", { n: c.left })}
          </p>
        ) : null}
        <p className="cc-note">{t("validUntil", { date: c.until })}</p>
        <div className="cc-actions">
          {!hideCta && c.left > 0 && (
            <AbCta
              couponId={c.id}
              isFlashSale={c.flash}
              cartItem={c.flash ? undefined : { id: c.id, title: c.title, priceCents: c.cents, image: c.img }}
            />
          )}
          <Link href={href} className="cc-link">
            {t("view")}
          </Link>
        </div>
      </div>
    </article>
  );
}
