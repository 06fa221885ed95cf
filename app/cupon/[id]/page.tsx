import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { getCouponDetail, listCouponReviews } from "@/lib/data/coupon-detail";
import { createMetadata } from "@/lib/seo/metadata";
import { CouponNotFound } from "../_components/coupon-not-found";
import { NotFoundStatus } from "@/components/seo/not-found-status";
import { CouponGallery } from "./_components/coupon-gallery";
import { CouponHeading } from "./_components/coupon-heading";
import { CouponJsonLd } from "./_components/coupon-json-ld";
import { CouponTabPanels } from "./_components/coupon-tab-panels";
import { PurchasePanel } from "./_components/purchase-panel";
import { ViewBeacon } from "./_components/view-beacon";

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
  const coupon = await getCouponDetail(id);
  const t = await getTranslations("couponPage");
  if (!coupon) return { title: t("notFoundMetaTitle"), robots: { index: false, follow: true } };
  // The OG image comes from ./opengraph-image.tsx (Next adds it to the metadata).
  return createMetadata({ title: coupon.title, description: coupon.description ?? coupon.longDescription ?? coupon.title, path: `/cupon/${coupon.id}` });
}

export default async function CouponPage({ params }: CouponPageProps) {
  const { id } = await params;
  const coupon = await getCouponDetail(id);
  if (!coupon) {
    return (
      <>
        <CouponNotFound />
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </>
    );
  }
  const [reviews, t] = await Promise.all([listCouponReviews(coupon.id), getTranslations("couponPage")]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 md:px-6">
      <CouponJsonLd coupon={coupon} homeLabel={t("breadcrumbHome")} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <CouponGallery images={coupon.gallery} title={coupon.title} />
          <CouponHeading coupon={coupon} />
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
