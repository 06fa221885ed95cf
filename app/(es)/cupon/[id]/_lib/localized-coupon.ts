import type { CouponDetail } from "@/lib/data/catalogue/coupon-detail";
import type { Locale } from "@/lib/i18n/locale";

/**
 * Which of a coupon's texts are shown in Spanish on an English page (no English version written
 * by the seller): marked lang="es" there, with 'Available in Spanish only'. Nothing is translated
 * by machine. Empty on Spanish pages.
 */
export interface SpanishOnly {
  title?: boolean;
  description?: boolean;
  /** Highlights, features and what is included: the seller writes them in Spanish only. */
  details?: boolean;
  restrictions?: boolean;
  business?: boolean;
}

export interface LocalizedCoupon extends CouponDetail {
  spanishOnly: SpanishOnly;
}

/** The coupon as a page in `locale` shows it: the seller's English texts where written. */
export function localizedCoupon(coupon: CouponDetail, locale: Locale): LocalizedCoupon {
  if (locale === "es") return { ...coupon, spanishOnly: {} };
  const has = (details: unknown[]) => details.length > 0;
  return {
    ...coupon,
    title: coupon.titleEn ?? coupon.title,
    description: coupon.descriptionEn ?? coupon.description,
    longDescription: coupon.descriptionEn ?? coupon.longDescription,
    restrictions: coupon.finePrintEn ?? coupon.restrictions,
    spanishOnly: {
      title: !coupon.titleEn,
      description: !coupon.descriptionEn && Boolean(coupon.description ?? coupon.longDescription),
      details: has(coupon.highlights) || has(coupon.features) || has(coupon.included),
      restrictions: !coupon.finePrintEn && has(coupon.restrictions),
      business: Boolean(coupon.business?.description),
    },
  };
}
