import { getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { getLoyalty } from "@/lib/data/accounts/achievements";
import { listNotifications } from "@/lib/data/accounts/notifications";
import { getReferralCredit, getReferralMinimumCents } from "@/lib/data/accounts/referrals";
import { formatQuetzales } from "@/lib/domain/money";
import { ReferralLink } from "@/components/loyalty/referral-link";

/** /perfil: the user's points, credit and referral link. */
export async function ProfileReferrals({ caller }: { caller: Caller }) {
  const t = await getTranslations("loyalty");
  const [loyalty, credit, minimumCents, inbox] = await Promise.all([
    getLoyalty(caller),
    getReferralCredit(caller),
    getReferralMinimumCents(),
    listNotifications(caller, 50),
  ]);
  const rewards = inbox.items.filter((n) => n.kind === "referral_rewarded").slice(0, 3);
  if (!loyalty?.referralCode) return null;
  return (
    <section aria-labelledby="referidos" className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="referidos" className="mb-2 text-lg font-semibold">
        {t("referralTitle")}
      </h2>
      <p className="text-sm" data-testid="profile-loyalty-summary">
        {t("summary", { points: loyalty.totalPoints, days: loyalty.streakDays })}
      </p>
      <p className="mb-4 text-sm font-medium" data-testid="profile-credit">
        {t("credit", { amount: formatQuetzales(credit.availableCents) })}{" "}
        <span className="font-normal text-muted-foreground">{t("creditHint")}</span>
      </p>
      {/* Held rewards are shown as what they are: not spendable yet, and lost if the order is refunded. */}
      {credit.pendingCents > 0 ? (
        <p className="mb-4 text-sm font-medium" data-testid="profile-credit-pending">
          {t("creditPending", { amount: formatQuetzales(credit.pendingCents) })}{" "}
          <span className="font-normal text-muted-foreground">{t("creditPendingHint")}</span>
        </p>
      ) : null}
      <ReferralLink
        code={loyalty.referralCode}
        referralsCount={loyalty.referralsCount}
        withText
        minimum={formatQuetzales(minimumCents)}
      />
      {rewards.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t("rewardsTitle")}</h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="referral-rewards">
            {rewards.map((n) => (
              <li key={n.id}>
                <span className="font-medium">{n.title}</span>
                {n.body ? <span className="text-muted-foreground"> · {n.body}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
