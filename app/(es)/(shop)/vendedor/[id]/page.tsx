import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCard } from "@/components/coupons/coupon-card";
import { SiteImage } from "@/components/media/site-image";
import { NotFoundStatus } from "@/components/seo/not-found-status";
import { getPublicSeller } from "@/lib/data/catalogue/seller-public";
import { createMetadata } from "@/lib/seo/metadata";
import { SellerNotFound } from "./_components/seller-not-found";

// A seller's public page: the same for every visitor, so regenerated in the background every
// 30 s (ISR) like the business page; no params at build time (the build must not open the database).
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

interface PageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { id } = await params;
  const [seller, t] = await Promise.all([getPublicSeller(id), getTranslations("sellerPublic")]);
  if (!seller) return { title: t("notFoundTitle"), robots: { index: false, follow: true } };
  const name = seller.displayName ?? t("fallbackName");
  return createMetadata({
    title: t("metaTitle", { name }),
    description: t("metaDescription", { name }),
    path: `/vendedor/${seller.id}`,
    image: seller.avatarUrl ?? undefined,
  });
}

export default async function SellerPage({ params }: PageProps) {
  const { id } = await params;
  const [seller, t] = await Promise.all([getPublicSeller(id), getTranslations("sellerPublic")]);
  if (!seller) {
    // The view stays in the server HTML while the status turns 404 (components/seo/not-found-status.tsx).
    return (
      <>
        <SellerNotFound />
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </>
    );
  }
  const name = seller.displayName ?? t("fallbackName");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <header className="flex items-center gap-4 rounded-2xl border bg-card p-4 md:p-6">
        <SiteImage
          src={seller.avatarUrl ?? "/images/avatar-default.svg"}
          alt={t("avatarAlt", { name })}
          width={96}
          height={96}
          preload
          className="size-20 rounded-full border object-cover md:size-24"
        />
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{name}</h1>
          <p className="text-muted-foreground">{t("role")}</p>
          <p className="mt-1 text-sm" data-stat="coupons">
            {t("activeCoupons", { count: seller.coupons.length })}
          </p>
        </div>
      </header>
      <section aria-labelledby="seller-coupons-title">
        <h2 id="seller-coupons-title" className="mb-4 text-xl font-bold">
          {t("couponsTitle")}
        </h2>
        {seller.coupons.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("noCoupons")}</p>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {seller.coupons.map((c, i) => (
              <CouponCard key={c.id} coupon={c} priority={i < 2} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
