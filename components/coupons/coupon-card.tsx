import { getFormatter } from "@/lib/i18n/server";
import { pageLocale } from "@/lib/i18n/page-locale";
import { SiteImage } from "@/components/media/site-image";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { formatDistance } from "@/lib/places/rules/distance";
import { formatQuetzales } from "@/lib/domain/money";
import { CouponCardList, CouponCardView, type CardData } from "./coupon-card-view";

interface CouponCardProps {
  coupon: CouponSummary;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  /** Hide the A/B call to action (e.g. compact lists). */
  hideCta?: boolean;
}

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** A bundled illustration by its name alone (cardImageSrc rebuilds the path); any other URL whole. */
const imageKey = (url: string | null) =>
  url === null ? null : (/^\/images\/coupons\/([\w-]+)\.svg$/.exec(url)?.[1] ?? url);

export function toCardData(c: CouponSummary, format: Formatter): CardData {
  const rated = c.ratingAverage !== null && c.reviewCount > 0;
  // An English page shows the seller's English texts where written (never a machine translation).
  const english = pageLocale() === "en";
  const data: CardData = [
    c.id,
    (english && c.titleEn) || c.title,
    c.businessName,
    (english && c.descriptionEn) || (c.description ?? ""),
    imageKey(c.imageUrl),
    formatQuetzales(c.discountPriceCents),
    c.originalPriceCents === null ? null : formatQuetzales(c.originalPriceCents),
    c.discountPriceCents,
    c.discountPercent,
    c.isFlashSale,
    rated ? format.number(c.ratingAverage!, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : null,
    c.reviewCount,
    c.remaining,
    // Formatted here, in America/Guatemala (the request config), so hydration reads the same day.
    format.dateTime(new Date(c.endTime), { day: "numeric", month: "short", year: "numeric" }),
    c.endTime,
  ];
  // Only on a near-me search: other cards' tuples stay as long as they were.
  return c.distanceMeters === undefined ? data : ([...data, formatDistance(c.distanceMeters)] as unknown as CardData);
}

/** A seller's uploaded photo goes through next/image, rendered here so the card's bundle stays small. */
function uploadedMedia(coupon: CouponSummary, priority: boolean) {
  if (!coupon.imageUrl?.startsWith("/uploads/")) return undefined;
  return (
    <SiteImage
      src={coupon.imageUrl}
      alt={coupon.title}
      width={400}
      height={300}
      preload={priority}
      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
      className="cc-img"
    />
  );
}

/**
 * A search result card. The markup lives in a client component: React's payload then carries only
 * this card's formatted data instead of a second copy of its whole element tree.
 */
export async function CouponCard({ coupon, priority = false, hideCta = false }: CouponCardProps) {
  const data = toCardData(coupon, await getFormatter());
  const media = uploadedMedia(coupon, priority);
  // Only the flags that are set: an unset prop would still cost a "$undefined" in the payload.
  const flags = { ...(priority && { eager: true }), ...(hideCta && { hideCta: true }), ...(media && { media }) };
  return <CouponCardView c={data} {...flags} />;
}

export interface CouponCardsProps {
  coupons: CouponSummary[];
  /** How many of the first cards load their image eagerly (LCP). */
  eagerFirst?: number;
  /** The list item around each card (the home carousel's slides, a results grid's cells). */
  item?: { className: string; testId?: string; div?: boolean };
}

/** A card list's props besides its cards: only those set (an unset prop costs "$undefined"). */
export function cardListOptions({ coupons, eagerFirst = 0, item }: CouponCardsProps) {
  const media = Object.fromEntries(
    coupons.flatMap((c, i) => {
      const m = uploadedMedia(c, i < eagerFirst);
      return m ? [[c.id, m] as const] : [];
    }),
  );
  return {
    ...(eagerFirst > 0 && { eagerFirst }),
    ...(item && { item }),
    ...(Object.keys(media).length > 0 && { media }),
  };
}

/**
 * A list's cards in one client component: each card then costs only its data tuple in React's
 * payload, without an element, a key and a row of its own (the home's 26 cards, result grids).
 */
export async function CouponCards(props: CouponCardsProps) {
  const format = await getFormatter();
  return <CouponCardList cards={props.coupons.map((c) => toCardData(c, format))} {...cardListOptions(props)} />;
}
