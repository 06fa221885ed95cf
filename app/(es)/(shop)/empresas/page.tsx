import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import type { ItemList } from "schema-dts";
import { JsonLd } from "@/components/seo/json-ld";
import { listBusinesses } from "@/lib/data/catalogue/businesses";
import { listDirectoryBranches, nearBusinesses } from "@/lib/places/data/branches";
import { env } from "@/lib/env";
import { formatDistance } from "@/lib/places/rules/distance";
import { nearQuery } from "@/lib/domain/url-state/near";
import { NearMe } from "@/components/geo/near-me";
import { BranchMap } from "@/components/maps/branch-map";
import { DIRECTORY_PATH, directoryHref, parseDirectoryState } from "@/lib/domain/url-state/listings";
import { absoluteUrl, createMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";
import { BusinessCard } from "./_components/business-card";
import { DirectoryFilters } from "./_components/directory-filters";
import { SubmitPlaceholders } from "@/components/search/submit-placeholders";

// The business directory: reads searchParams, so it is rendered per request (never at build); the
// listing itself is a cached public read.
interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const t = await getTranslations("directoryPage");
  const params = await searchParams;
  return createMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: DIRECTORY_PATH,
    // Any parameter (a ?cerca= position above all) makes a duplicate: noindex.
    noIndex: Object.keys(params).length > 0,
  });
}

export default async function DirectoryPage({ searchParams }: PageProps) {
  const t = await getTranslations("directoryPage");
  const p = parseDirectoryState(await searchParams);
  const near = nearQuery(p);
  const [listed, distances] = await Promise.all([
    listBusinesses({ q: p.q, category: p.category, city: p.city, sort: p.sort }),
    // Near me: per request, never cached (the position is only an argument of this query).
    near ? nearBusinesses(near.point, near.radiusM) : null,
  ]);
  const { categories, cities } = listed;
  const items = distances
    ? listed.items.filter((b) => distances.has(b.id)).sort((a, b) => distances.get(a.id)! - distances.get(b.id)!)
    : listed.items;
  const total = distances ? items.length : listed.total;
  const mapPoints =
    p.view === "map"
      ? await listDirectoryBranches().then((all) => {
          const shown = new Set(items.map((b) => b.id));
          return all.filter((b) => shown.has(b.businessId));
        })
      : [];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <header>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("intro")}</p>
      </header>
      <DirectoryFilters p={p} categories={categories} cities={cities} total={total} />
      <NearMe path={DIRECTORY_PATH} state={p} hrefFor={(change) => directoryHref(p, change)} />
      {p.view === "map" && mapPoints.length > 0 && (
        <BranchMap
          points={mapPoints}
          label={t("map")}
          loading={t("loading")}
          styleUrl={env.MAP_STYLE_URL ?? null}
          cluster
          className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-muted md:aspect-[16/9]"
        />
      )}
      <SubmitPlaceholders count={6} label={t("loading")} />
      {items.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
          data-testid="directory-empty"
        >
          <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("emptyText")}</p>
          <div className="flex flex-wrap justify-center gap-4 text-sm font-medium">
            <Link href={directoryHref()} className="text-primary hover:underline">
              {t("emptyClear")}
            </Link>
            <Link href="/para-empresas" className="text-primary hover:underline">
              {t("emptyCta")}
            </Link>
          </div>
        </div>
      ) : (
        <div
          className={cn("grid gap-4", p.view === "list" ? "grid-cols-1" : "sm:grid-cols-2 lg:grid-cols-3")}
          data-view={p.view}
        >
          {items.map((b) => (
            <BusinessCard
              key={b.id}
              business={b}
              view={p.view === "list" ? "list" : "grid"}
              distance={distances ? formatDistance(distances.get(b.id)!) : undefined}
            />
          ))}
        </div>
      )}
      <JsonLd<ItemList>
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: t("title"),
          numberOfItems: items.length,
          itemListElement: items.map((b, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: absoluteUrl(`/negocio/${b.slug}`),
            name: b.name,
          })),
        }}
      />
    </div>
  );
}
