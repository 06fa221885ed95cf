import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CouponCard } from "@/components/coupons/coupon-card";
import { getHomeCatalogue } from "@/lib/data/coupons";
import { CATEGORIES } from "@/lib/domain/categories";
import { CategoryTiles } from "./_components/category-tiles";
import { HomeHero } from "./_components/home-hero";

// The home, served at "/" through the rewrite in next.config.ts. It is the same for every
// visitor, so it is cached as a static page and regenerated in the background every 30 s
// (incremental static regeneration): a phone gets finished HTML at static-file speed. It lives
// under a dynamic segment with no params listed so that `next build` never renders it (the build
// must not open the database); the first request renders it. Per-visitor bits are client islands.
export const revalidate = 30;
export const dynamicParams = true;
const HOME_VARIANTS = ["default"] as const;

export function generateStaticParams(): { variant: string }[] {
  return [];
}

interface HomePageProps {
  params: Promise<{ variant: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return { title: { absolute: t("defaultTitle") }, description: t("defaultDescription"), alternates: { canonical: "/" } };
}

export default async function HomePage({ params }: HomePageProps) {
  const { variant } = await params;
  if (!(HOME_VARIANTS as readonly string[]).includes(variant)) notFound();
  const t = await getTranslations("home");
  // The public catalogue is the same for every visitor: cached, read as anon.
  const { flash, latest, countsByCategory: counts } = await getHomeCatalogue();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-6 md:px-6">
      <HomeHero />

      <section id="ofertas-flash" aria-labelledby="flash-title" className="scroll-mt-24">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="flash-title" className="text-2xl font-bold">{t("flashTitle")}</h2>
          <Link href="/ofertas-flash" className="text-sm font-medium text-primary hover:underline">{t("flashSeeAll")}</Link>
        </div>
        {flash.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("flashEmpty")}</p>
        ) : (
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {flash.map((c, i) => <CouponCard key={c.id} coupon={c} priority={i < 2} />)}
          </div>
        )}
      </section>

      <section id="categorias" aria-labelledby="categories-title">
        <h2 id="categories-title" className="mb-4 text-2xl font-bold">{t("categoriesTitle")}</h2>
        <CategoryTiles categories={CATEGORIES} counts={counts} />
      </section>

      <section id="todos-los-cupones" aria-labelledby="all-title">
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id="all-title" className="text-2xl font-bold">{t("allTitle")}</h2>
          <Link href="/buscar" className="text-sm font-medium text-primary hover:underline">{t("allSeeAll")}</Link>
        </div>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {latest.map((c) => <CouponCard key={c.id} coupon={c} />)}
        </div>
      </section>
    </div>
  );
}
