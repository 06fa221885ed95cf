import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { localizedAchievementTitle } from "@/lib/i18n/achievement-texts";
import { Star, Store, Trophy, type IconComponent } from "@/components/ui/icons";
import type { ActivityEvent, ActivityKind } from "@/lib/data/catalogue/community";
import { relativeTimeEs } from "@/lib/domain/relative-time";

const ICONS: Record<ActivityKind, IconComponent> = { review: Star, coupon: Store, achievement: Trophy };

/** Recent public events, anonymised: what happened, never who did it. */
export async function ActivityPanel({ events }: { events: ActivityEvent[] }) {
  const t = await getTranslations("communityPage.activity");
  const text = (e: ActivityEvent) =>
    e.kind === "review"
      ? t("review", { rating: e.rating ?? 0, subject: e.subject })
      : e.kind === "coupon"
        ? t("coupon", { business: e.business ?? "", subject: e.subject })
        : t("achievement", { subject: localizedAchievementTitle(e.subject) });
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="mt-4 divide-y rounded-lg border bg-card" data-testid="activity">
          {events.map((e, i) => {
            const Icon = ICONS[e.kind];
            return (
              <li key={`${e.kind}-${e.at}-${i}`}>
                <Link href={e.href} className="flex items-start gap-3 p-3 hover:bg-accent">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm">{text(e)}</span>
                    <time dateTime={e.at} className="text-xs text-muted-foreground">
                      {relativeTimeEs(e.at)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
