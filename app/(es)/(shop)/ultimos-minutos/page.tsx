import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { CouponCard } from "@/components/coupons/coupon-card";
import { CouponListJsonLd } from "@/components/coupons/coupon-list-json-ld";
import { searchCoupons } from "@/lib/data/search/search";
import { LAST_MINUTES_WINDOW_HOURS } from "@/lib/domain/flash";
import { urgencyAt } from "@/lib/domain/urgency";
import { lastMinutesHref, parseLastMinutesState } from "@/lib/domain/url-state/search";
import { renderTimeMs } from "@/lib/render-time";
import { createMetadata } from "@/lib/seo/metadata";
import { LastMinutesHero } from "./_components/last-minutes-hero";
import { totalArg } from "@/components/search/total-label";

// 'Last minutes': coupons ending within 6 hours, soonest first. Dynamic (reads ?q).
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const PATH = lastMinutesHref();
const MAX_ITEMS = 60;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations("lastMinutesPage");
  const sp = await searchParams;
  return createMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: PATH,
    noIndex: Object.keys(sp).length > 0,
  });
}

export default async function LastMinutesPage({ searchParams }: { searchParams: SearchParams }) {
  const { q } = parseLastMinutesState(await searchParams);
  const t = await getTranslations("lastMinutesPage");
  const scope = { endingWithinHours: LAST_MINUTES_WINDOW_HOURS, sort: "termina-pronto", pageSize: MAX_ITEMS } as const;
  // The whole window feeds the counters and the empty state; the search narrows the grid.
  const all = await searchCoupons(scope);
  const shown = q ? await searchCoupons({ ...scope, q }) : all;
  const now = renderTimeMs();
  // 'Por Vencer': the offers whose urgency is already high (under 2 hours left).
  const expiring = all.items.filter((c) => urgencyAt(c.endTime, now) === "high").length;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <CouponListJsonLd name={t("listName")} path={PATH} coupons={shown.items} />
      <LastMinutesHero q={q} activeCount={await totalArg(all)} expiringCount={expiring} />
      {all.total === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{t("empty")}</p>
      ) : shown.items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{t("noMatch")}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="last-minutes-grid">
          {shown.items.map((c, i) => (
            <CouponCard key={c.id} coupon={c} priority={i < 4} />
          ))}
        </div>
      )}
    </div>
  );
}
