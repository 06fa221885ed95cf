"use client";

import { useEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import Link from "@/components/i18n/link";
import { useLocale, useTranslations } from "next-intl";

import { useSessionHint } from "@/components/layout/use-session-hint";
import { getMyLoyalty } from "@/lib/actions/profile/get-my-loyalty";
import { levelTitle, progressPercent } from "@/lib/domain/loyalty";

// Only a signed-in visitor with a code sees the referral link (its copy/share code and icons).
const ReferralLink = dynamic(() => import("./referral-link").then((m) => m.ReferralLink));

type Loyalty = NonNullable<Extract<Awaited<ReturnType<typeof getMyLoyalty>>, { ok: true }>["data"]>;

/**
 * The home loyalty panel's signed-in content, loaded only with a session hint (signed-in-loyalty.tsx):
 * it fetches the user's own profile values and shows the signed-out text until they come.
 */
export function SignedInLoyaltyPanel({ signedOut }: { signedOut: ReactNode }) {
  const t = useTranslations("home");
  const tl = useTranslations("loyalty");
  const locale = useLocale();
  const hint = useSessionHint();
  const [loyalty, setLoyalty] = useState<Loyalty | null>(null);

  useEffect(() => {
    if (!hint) return;
    let live = true;
    getMyLoyalty({})
      .then((result) => live && result.ok && setLoyalty(result.data))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [hint]);

  if (!hint || !loyalty) return <>{signedOut}</>;
  const percent = progressPercent(loyalty.currentXp, loyalty.nextLevelXp);
  return (
    <div className="flex flex-1 flex-col gap-2" data-testid="loyalty-signed-in">
      <p className="font-semibold">{t("loyaltyGreeting", { name: loyalty.name })}</p>
      <p className="text-sm text-muted-foreground">
        {t("loyaltyLevel", { level: loyalty.level, title: levelTitle(loyalty.level, locale.startsWith("en")) })} ·{" "}
        {t("loyaltyPoints", { points: loyalty.totalPoints })} · {t("loyaltyStreak", { days: loyalty.streakDays })}
      </p>
      <div
        className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t("loyaltyProgress")}
      >
        <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      {loyalty.recent.length > 0 ? (
        <div>
          <p className="text-sm font-medium">{tl("recentTitle")}</p>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="loyalty-recent">
            {loyalty.recent.map((a) => (
              <li key={a.id} className="rounded-full bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
                {a.title}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{tl("noneYet")}</p>
      )}
      {loyalty.referralCode ? <ReferralLink code={loyalty.referralCode} minimum={loyalty.referralMinimum} /> : null}
      <Link href="/logros" className="text-sm font-medium text-primary underline underline-offset-2">
        {t("loyaltySeeAll", { count: loyalty.unlocked })}
      </Link>
    </div>
  );
}
