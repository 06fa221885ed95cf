"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Star } from "@/components/ui/icons";
import { stockLevel } from "@/lib/domain/stock";
import { AbCta } from "./ab-cta";
import { UsdHint } from "@/components/money/usd-rate";

/**
 * A card's data, already formatted on the server (money, the Guatemala date, the rating's decimal)
 * so the browser renders exactly the server's text. A tuple, not an object: it is all a card costs
 * in the page's React payload (26 cards on the home), and field names there are repeated per card.
 */
export type CardData = readonly [
  id: string,
  title: string,
  biz: string | null,
  /** Empty when the coupon has none ("Descripción no disponible"). */
  desc: string,
  /** A bundled illustration's name ("belleza-maquillaje"), another image's URL, or null: the fallback. */
  img: string | null,
  /** "Q1,290.00", and the crossed-out original price when there is one. */
  price: string,
  was: string | null,
  cents: number,
  off: number,
  flash: boolean,
  /** The average with one decimal ("4.5"); null when there are no reviews. */
  rating: string | null,
  reviews: number,
  left: number,
  /** The last valid day, e.g. "24 nov 2026". */
  until: string,
  /** ISO end time (data-end-time, read by the e2e tests). */
  end: string,
  /** On a near-me search: the distance to the nearest valid branch ("a 1.2 km"). */
  dist?: string,
];

/** The image a card shows: a bundled illustration travels as its name (toCardData), the fallback as null. */
export function cardImageSrc(img: string | null): string {
  if (img === null) return "/images/coupons/default.svg";
  return img.startsWith("/") || img.includes(":") ? img : `/images/coupons/${img}.svg`;
}

interface CouponCardViewProps {
  c: CardData;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  eager?: boolean;
  hideCta?: boolean;
  /** A seller's uploaded photo, rendered by the server through next/image (not in this bundle). */
  media?: ReactNode;
}

/** A search result card: image, badges, business, title, description, prices, rating, stock, validity, CTAs. */
export function CouponCardView({ c, eager = false, hideCta = false, media }: CouponCardViewProps) {
  const t = useTranslations("coupon");
  const [id, title, biz, desc, img, price, was, cents, off, flash, rating, reviews, left, until, end, dist] = c;
  const href = `/cupon/${id}`;
  const level = stockLevel(left);
  const src = cardImageSrc(img);
  return (
    <article data-testid="coupon-card" data-end-time={end} className="cc">
      <Link href={href} className="cc-media">
        {media ?? (
          // eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation
          <img
            src={src}
            alt={title}
            width={400}
            height={300}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="cc-img"
          />
        )}
        {off > 0 && (
          <span data-testid="discount-badge" className="badge-off">
            {t("discount", { percent: off })}
          </span>
        )}
        {flash && <span className="badge-flash">{t("flash")}</span>}
      </Link>
      <div className="cc-body">
        {biz && <p className="cc-biz">{biz}</p>}
        {dist && (
          <p className="cc-note" data-testid="coupon-distance">
            {dist}
          </p>
        )}
        <h3 className="cc-title">
          <Link href={href}>{title}</Link>
        </h3>
        <p className="cc-desc">{desc || t("noDescription")}</p>
        {rating === null ? (
          <p className="cc-note">{t("noReviews")}</p>
        ) : (
          <p className="cc-rating" aria-label={t("ratingLabel", { rating: rating })}>
            <Star className="star" aria-hidden />
            <span>{t("rating", { rating: rating, count: reviews })}</span>
          </p>
        )}
        <div className="cc-prices">
          <span className="cc-price">{price}</span>
          <UsdHint cents={cents} />
          {was !== null && <span className="cc-was">{was}</span>}
        </div>
        {left === 0 ? (
          <p className="cc-left text-destructive">{t("soldOut")}</p>
        ) : level !== "normal" ? (
          <p className={level === "critical" ? "cc-left text-destructive" : "cc-left text-orange-700"}>
            {t("onlyLeft", { n: left })}
          </p>
        ) : null}
        <p className="cc-note">{t("validUntil", { date: until })}</p>
        <div className="cc-actions">
          {!hideCta && left > 0 && (
            <AbCta
              couponId={id}
              isFlashSale={flash}
              cartItem={
                flash ? undefined : { id: id, title: title, priceCents: cents, image: img === null ? null : src }
              }
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

export interface CouponCardListProps {
  cards: readonly CardData[];
  eagerFirst?: number;
  /** Each card inside an <li> (or a <div> with `div`) with this class and test id, as its list lays it out. */
  item?: { className: string; testId?: string; div?: boolean };
  /** Uploaded photos by coupon id (see CouponCardViewProps.media). */
  media?: Record<string, ReactNode>;
}

/** Several cards from their data (CouponCards), each in its list item when the list has one. */
export function CouponCardList({ cards, eagerFirst = 0, item, media }: CouponCardListProps) {
  const Item = item?.div ? "div" : "li";
  return cards.map((c, i) => {
    const card = <CouponCardView key={c[0]} c={c} eager={i < eagerFirst} media={media?.[c[0]]} />;
    return item ? (
      <Item key={c[0]} data-testid={item.testId} className={item.className}>
        {card}
      </Item>
    ) : (
      card
    );
  });
}
