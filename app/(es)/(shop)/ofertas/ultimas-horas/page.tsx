import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { connection } from "next/server";
import { Countdown } from "@/components/coupons/countdown";
import { CouponListJsonLd } from "@/components/coupons/coupon-list-json-ld";
import { FlashCard } from "@/components/coupons/flash-card";
import { searchCoupons } from "@/lib/data/search/search";
import { LAST_HOURS_LIMIT, offerStats } from "@/lib/domain/flash";
import { renderTimeMs } from "@/lib/render-time";
import { createMetadata } from "@/lib/seo/metadata";
import { LastHoursStats } from "./_components/last-hours-stats";

// 'Last hours': the 5 real coupons ending soonest, a countdown to the
// soonest end and real stats. Rendered per request (`connection()`), never at build.
const PATH = "/ofertas/ultimas-horas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("lastHoursPage");
  return createMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: PATH });
}

export default async function LastHoursPage() {
  await connection();
  const t = await getTranslations("lastHoursPage");
  const { items } = await searchCoupons({ sort: "termina-pronto", pageSize: LAST_HOURS_LIMIT });
  const now = renderTimeMs();
  const soonest = items[0];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6">
      <CouponListJsonLd name={t("listName")} path={PATH} coupons={items} />
      <header className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-orange-700 to-red-700 p-6 text-white md:p-8">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-white/90">{t("subtitle")}</p>
        {soonest && (
          <div className="flex flex-wrap items-center gap-3" data-testid="soonest-countdown">
            <span className="font-semibold">{t("soonest")}</span>
            <Countdown endTime={soonest.endTime} initialNow={now} showUrgency={false} className="text-foreground" />
          </div>
        )}
      </header>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <>
          <LastHoursStats stats={offerStats(items)} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {items.map((c, i) => (
              <FlashCard key={c.id} coupon={c} now={now} priority={i < 2} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
