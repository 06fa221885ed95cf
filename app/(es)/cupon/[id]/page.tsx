import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { listReviews } from "@/lib/data/catalogue/reviews";
import type { CouponReview } from "@/lib/data/catalogue/reviews";
import { ClientMessages } from "@/components/layout/client-messages";
import { NotFoundStatus } from "@/components/seo/not-found-status";
import { createMetadata } from "@/lib/seo/metadata";
import { CouponNotFound } from "../_components/coupon-not-found";
import { CouponGallery } from "./_components/coupon-gallery";
import { galleryImages } from "./_components/gallery-images";
import { CouponHeading } from "./_components/coupon-heading";
import { CouponJsonLd } from "./_components/coupon-json-ld";
import { BookingNote } from "./_components/booking-note";
import { CouponTabPanels } from "./_components/coupon-tab-panels";
import { PurchasePanel } from "./_components/purchase-panel";
import { ViewBeacon } from "./_components/view-beacon";
import { localizedCoupon, type LocalizedCoupon } from "./_lib/localized-coupon";
import { pageLocale } from "@/lib/i18n/page-locale";

// The page most shared and most crawled: the same for every visitor, so it is regenerated in the
// background every 30 s (ISR) and never rendered at build time (no params listed: the build must
// not open the database). Visits are counted by a client beacon, not by rendering.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

interface CouponPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: CouponPageProps): Promise<Metadata> {
  const { id } = await params;
  const found = await getCouponDetail(id);
  const t = await getTranslations("couponPage");
  if (!found) return { title: t("notFoundMetaTitle"), robots: { index: false, follow: true } };
  const coupon = localizedCoupon(found, pageLocale());
  // The OG image comes from ./opengraph-image.tsx (Next adds it to the metadata).
  return createMetadata({
    title: coupon.title,
    description: coupon.description ?? coupon.longDescription ?? coupon.title,
    path: `/cupon/${coupon.id}`,
    image: `/cupon/${coupon.id}/opengraph-image`,
    englishContent: found.titleEn !== null,
  });
}

export default async function CouponPage({ params }: CouponPageProps) {
  const { id } = await params;
  const found = await getCouponDetail(id);
  // The view is in the shell, outside any Suspense, so a crawler without JavaScript reads it;
  // NotFoundStatus makes the response a 404 (README 'Architecture').
  if (!found) {
    return (
      <>
        <CouponNotFound />
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </>
    );
  }
  // No Suspense (nor loading.tsx) around the view, hence no loading skeleton: React sends a
  // completed boundary larger than 12.8 KB as a `<div hidden>` revealed by an inline script, so
  // without JavaScript (and in the cached HTML a crawler reads) the skeleton stood in its place.
  // A cached page is rendered whole before its first byte anyway, so the skeleton showed only
  // while an uncached coupon was first rendered (bench/RESULTS.md, session 22).
  const coupon = localizedCoupon(found, pageLocale());
  const [reviews, t] = await Promise.all([listReviews(coupon.id), getTranslations("couponPage")]);
  // Gallery, tabs and their panels, save, share, countdown and review form: only the keys these
  // islands translate (of the two namespaces' 3.7 KB; tests/unit/lib/i18n/client-messages.test.ts checks
  // each key they use is listed). (The folder stays outside app/(es)/(shop): Next adds a hash to the URL of
  // an opengraph-image inside a route group, and /cupon/{id}/opengraph-image must not move.)
  return (
    <ClientMessages
      namespaces={[
        "couponPage.addressUnknown",
        "couponPage.anonymousReviewer",
        "couponPage.businessUnavailable",
        "couponPage.contactSeller",
        "couponPage.copyFailed",
        "couponPage.days",
        "couponPage.edit",
        "couponPage.email",
        "couponPage.ended",
        "couponPage.endsIn",
        "couponPage.featuresTitle",
        "couponPage.galleryAlt",
        "couponPage.galleryLabel",
        "couponPage.galleryNext",
        "couponPage.galleryPrev",
        "couponPage.galleryThumb",
        "couponPage.hours",
        "couponPage.includedEmpty",
        "couponPage.linkCopied",
        "couponPage.mapLabel",
        "couponPage.mapLoading",
        "couponPage.directions",
        "couponPage.minutes",
        "couponPage.noReviews",
        "couponPage.noReviewsHint",
        "couponPage.openMap",
        "couponPage.phone",
        "couponPage.ratingStars",
        "couponPage.ratingSummary",
        "couponPage.save",
        "couponPage.saveAdded",
        "couponPage.saveFailedTitle",
        "couponPage.saveRemoved",
        "couponPage.saved",
        "couponPage.seconds",
        "couponPage.share",
        "couponPage.tabBusiness",
        "couponPage.tabDescription",
        "couponPage.tabIncluded",
        "couponPage.tabLocation",
        "couponPage.tabReviews",
        "couponPage.tabTerms",
        "couponPage.tabsLabel",
        "couponPage.termsEmpty",
        "couponPage.website",
        // 'Compra verificada' on a review.
        "reviews.verified",
        "reviews.verifiedHint",
        // What signed-out visitors see of the reviews form; the form fetches its own messages.
        "reviews.signInRequired",
        "reviews.signInLink",
        // 'Reportar' (coupon and reviews) and the reply button; their forms fetch their own messages.
        "moderation.report",
        "moderation.reply",
        "moderation.editReply",
      ]}
    >
      <CouponView coupon={coupon} reviews={reviews} homeLabel={t("breadcrumbHome")} />
    </ClientMessages>
  );
}

function CouponView({
  coupon,
  reviews,
  homeLabel,
}: {
  coupon: LocalizedCoupon;
  reviews: CouponReview[];
  homeLabel: string;
}) {
  return (
    // pb-24 on phones: room for the sticky buy bar above the bottom navigation.
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pt-6 pb-24 md:px-6 md:pb-6">
      <CouponJsonLd coupon={coupon} homeLabel={homeLabel} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <CouponGallery images={galleryImages(coupon.gallery)} title={coupon.title} />
          <CouponHeading coupon={coupon} />
          <BookingNote couponId={coupon.id} booking={coupon.booking} />
        </div>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <PurchasePanel coupon={coupon} />
        </aside>
      </div>
      <CouponTabPanels coupon={coupon} reviews={reviews} />
      <ViewBeacon couponId={coupon.id} />
    </div>
  );
}
