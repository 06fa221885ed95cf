import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { AutoRefresh } from "@/components/coupons/auto-refresh";
import { CouponListJsonLd } from "@/components/coupons/coupon-list-json-ld";
import { FlashCard } from "@/components/coupons/flash-card";
import { searchCoupons } from "@/lib/data/search/search";
import { COUNT_BOUND_LABEL } from "@/lib/domain/search-paging";
import { FLASH_CATEGORIES, FLASH_REFRESH_MS, flashCategoryToQuery, flashSortToQuery } from "@/lib/domain/flash";
import { FLASH_PATH, flashHref, parseFlashState } from "@/lib/domain/url-state/listings";
import { renderTimeMs } from "@/lib/render-time";
import { createMetadata } from "@/lib/seo/metadata";
import { cn } from "@/lib/utils";
import { FlashFilters } from "./_components/flash-filters";

// The flash offers page. Dynamic: it reads its filters from the query string (never built).
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const PATH = FLASH_PATH;
const PAGE_SIZE = 60;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations("flashPage");
  const sp = await searchParams;
  const filtered = Object.keys(sp).length > 0;
  return createMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: PATH, noIndex: filtered });
}

export default async function FlashOffersPage({ searchParams }: { searchParams: SearchParams }) {
  const state = parseFlashState(await searchParams);
  const { q, cat: category, sort } = state;
  const t = await getTranslations("flashPage");
  const tc = await getTranslations("searchCounts");
  const result = await searchCoupons({
    q,
    category: flashCategoryToQuery(category),
    flashOnly: true,
    sort: flashSortToQuery(sort),
    pageSize: PAGE_SIZE,
  });
  const now = renderTimeMs();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <AutoRefresh intervalMs={FLASH_REFRESH_MS} />
      <CouponListJsonLd name={t("listName")} path={PATH} coupons={result.items} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <FlashFilters q={q} category={category} sort={sort} />
      <nav aria-label={t("categoryLabel")} className="flex flex-wrap gap-2">
        {FLASH_CATEGORIES.map((c) => (
          <Link
            key={c}
            href={flashHref(state, { cat: c })}
            aria-current={c === category ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              c === category ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
            )}
          >
            {t(`categories.${c}`)}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-muted-foreground" data-testid="flash-count">
        {result.totalBounded ? tc("moreThanFlash", { bound: COUNT_BOUND_LABEL }) : t("count", { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {result.items.map((c, i) => (
            <FlashCard key={c.id} coupon={c} now={now} priority={i < 2} />
          ))}
        </div>
      )}
    </div>
  );
}
