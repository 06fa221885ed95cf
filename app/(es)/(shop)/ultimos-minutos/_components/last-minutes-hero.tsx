import { Clock } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { LastMinutesSearch } from "./last-minutes-search";

interface LastMinutesHeroProps {
  q: string;
  /** A number, or "más de 10,000" past the count bound. */
  activeCount: number | string;
  expiringCount: number;
}

/** Hero with the GET search box (works without JavaScript) and the two counters. */
export async function LastMinutesHero({ q, activeCount, expiringCount }: LastMinutesHeroProps) {
  const t = await getTranslations("lastMinutesPage");
  return (
    <section className="flex flex-col gap-5 rounded-2xl bg-gradient-to-r from-red-700 to-orange-700 p-6 text-white md:p-8">
      <div className="flex items-center gap-3">
        <Clock className="size-8" aria-hidden />
        <h1 className="text-3xl font-bold">{t("title")}</h1>
      </div>
      <p className="max-w-2xl text-white/90">{t("subtitle")}</p>
      <LastMinutesSearch q={q} />
      <dl className="flex gap-4">
        <div className="rounded-xl bg-white/15 px-4 py-2" data-testid="active-count">
          <dt className="text-xs tracking-wide text-white/80 uppercase">{t("activeCount")}</dt>
          <dd className="text-2xl font-bold tabular-nums">{activeCount}</dd>
        </div>
        <div className="rounded-xl bg-white/15 px-4 py-2" data-testid="expiring-count">
          <dt className="text-xs tracking-wide text-white/80 uppercase">{t("expiringCount")}</dt>
          <dd className="text-2xl font-bold tabular-nums">{expiringCount}</dd>
        </div>
      </dl>
    </section>
  );
}
