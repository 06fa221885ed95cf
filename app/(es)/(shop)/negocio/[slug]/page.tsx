import { BusinessBranches } from "@/components/maps/business-branches";
import { listBusinessBranches } from "@/lib/places/data/branches";
import type { Metadata } from "next";
import type { BreadcrumbList, LocalBusiness } from "schema-dts";
import { Suspense } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCards } from "@/components/coupons/coupon-card";
import { JsonLd } from "@/components/seo/json-ld";
import { NotFoundStatus } from "@/components/seo/not-found-status";
import { getBusinessBySlug, listBusinessCoupons } from "@/lib/data/catalogue/businesses";
import { getCategory } from "@/lib/i18n/page-categories";
import { pageLocale } from "@/lib/i18n/page-locale";
import { createMetadata } from "@/lib/seo/metadata";
import { BranchHours, openStatusLabels } from "./_components/branch-hours";
import { BusinessHeader } from "./_components/business-header";
import { BusinessInfo } from "./_components/business-info";
import { BusinessNotFound } from "./_components/business-not-found";
import { CouponListJsonLd } from "@/components/coupons/coupon-list-json-ld";
import { breadcrumbJsonLd, businessShareImage, localBusinessJsonLd } from "./_lib/json-ld";

// A business's public page. The same for every visitor: incremental static regeneration every 30 s,
// no page listed at build (the build must not open the database); the first request renders it.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

interface PageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { slug } = await params;
  const b = await getBusinessBySlug(slug);
  const t = await getTranslations("businessPage");
  if (!b) return { title: t("notFoundTitle"), robots: { index: false } };
  const category = b.category ? getCategory(b.category)?.name : undefined;
  // Without the seller's English description the English page gives its canonical to the Spanish one.
  const written = pageLocale() === "en" ? b.descriptionEn : b.description;
  const description = written ?? t("metaDescription", { name: b.name, city: b.city ?? "Guatemala" });
  return createMetadata({
    title: category ? `${b.name} · ${category}` : b.name,
    description,
    path: `/negocio/${b.slug}`,
    image: businessShareImage(b),
    englishContent: b.descriptionEn !== null,
  });
}

export default async function BusinessPage({ params }: PageProps) {
  const { slug } = await params;
  const b = await getBusinessBySlug(slug);
  if (!b) {
    // The view in the server HTML, the status 404 (components/seo/not-found-status.tsx).
    return (
      <>
        <BusinessNotFound />
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </>
    );
  }
  const [coupons, t, branches, statusLabels] = await Promise.all([
    listBusinessCoupons(b.id),
    getTranslations("businessPage"),
    listBusinessBranches(b.id),
    openStatusLabels(),
  ]);
  // Each branch's week in the HTML; its 'Abierto ahora' line is the browser's (the page is cached).
  const hours = Object.fromEntries(
    branches.map((br) => [br.id, <BranchHours key={br.id} hours={br.hours} labels={statusLabels} />]),
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <BusinessHeader b={b} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="coupons-title" className="order-2 lg:order-1">
          <h2 id="coupons-title" className="mb-4 text-xl font-bold">
            {t("couponsTitle")}
          </h2>
          {coupons.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("noCoupons")}</p>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <CouponCards coupons={coupons} eagerFirst={2} />
            </div>
          )}
        </section>
        <div className="order-1 lg:order-2">
          {/* The business-wide week is the old model: shown only while no branch has hours of its own. */}
          <BusinessInfo b={b} showHours={!branches.some((br) => br.hours.length > 0)} />
        </div>
      </div>
      <BusinessBranches branches={branches} details={hours} />
      <JsonLd<LocalBusiness> data={localBusinessJsonLd(b, branches)} />
      <JsonLd<BreadcrumbList> data={breadcrumbJsonLd(b, { home: t("home"), directory: t("directory") })} />
      {/* The offers the page lists, in the order of the cards, for search engines. */}
      {coupons.length > 0 ? (
        <CouponListJsonLd name={t("couponsListName", { name: b.name })} path={`/negocio/${b.slug}`} coupons={coupons} />
      ) : null}
    </div>
  );
}
