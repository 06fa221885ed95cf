"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useMyCommunity } from "./use-my-community";

/**
 * The signed-in user's own referral link (`/r/CODE`) and how many friends joined through it, on
 * the cached /comunidad page; visitors keep `guest` (the sign-in prompt). Small on purpose: the
 * loyalty work may replace it with its shared referral component.
 */
export function ReferralLink({ guest }: { guest: ReactNode }) {
  const t = useTranslations("communityPage.referrals");
  const mine = useMyCommunity();
  const referral = mine?.referral;
  if (!referral) return <>{guest}</>;
  const path = `/r/${encodeURIComponent(referral.code)}`;
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  return (
    <div className="mt-4 rounded-lg border bg-card p-4" data-testid="my-referral">
      <p className="text-sm font-medium">{t("yourLink")}</p>
      <a href={path} className="mt-1 block font-mono break-all text-primary hover:underline">
        {url}
      </a>
      <p className="mt-2 text-sm text-muted-foreground">{t("count", { count: referral.count })}</p>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(t("shareText", { url }))}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
      >
        {t("whatsapp")}
      </a>
    </div>
  );
}
