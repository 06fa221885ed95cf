import { getTranslations } from "next-intl/server";
import type { Caller } from "@/lib/data/caller";
import { getLoyalty } from "@/lib/data/achievements";
import { getCreditBalanceCents } from "@/lib/data/loyalty";
import { formatQuetzales } from "@/lib/domain/money";
import { ReferralLink } from "./referral-link";

/** /perfil: the user's points, credit and referral link (issue 13). */
export async function ProfileReferrals({ caller }: { caller: Caller }) {
  const t = await getTranslations("loyalty");
  const [loyalty, creditCents] = await Promise.all([getLoyalty(caller), getCreditBalanceCents(caller)]);
  if (!loyalty?.referralCode) return null;
  return (
    <section aria-labelledby="referidos" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="referidos" className="mb-2 text-lg font-semibold">{t("referralTitle")}</h2>
      <p className="text-sm" data-testid="profile-loyalty-summary">{t("summary", { points: loyalty.totalPoints, days: loyalty.streakDays })}</p>
      <p className="mb-4 text-sm font-medium" data-testid="profile-credit">
        {t("credit", { amount: formatQuetzales(creditCents) })} <span className="font-normal text-muted-foreground">{t("creditHint")}</span>
      </p>
      <ReferralLink code={loyalty.referralCode} referralsCount={loyalty.referralsCount} withText />
    </section>
  );
}
