import { pageLocale } from "@/lib/i18n/page-locale";
import { numberFormat } from "@/lib/i18n/intl-format";
import { getTranslations } from "@/lib/i18n/server";
import { LEVEL_THRESHOLDS } from "@/lib/domain/loyalty-levels";
import { EARNING_RULES, REFERRAL_BONUS_EVERY } from "@/lib/domain/loyalty-rules";
import { levelTitle } from "@/lib/domain/loyalty";
import { formatQuetzales } from "@/lib/domain/money";

/** How points, levels and credit are earned (/como-funciona), from the rules table itself. */
export async function EarningRules() {
  const t = await getTranslations("loyalty");
  const r = EARNING_RULES;
  const q = (cents: number) => formatQuetzales(cents);
  const items = [
    t("rules.purchase", { points: r.purchase.points }),
    t("rules.first_purchase", { points: r.first_purchase.points }),
    t("rules.review_verified", { verified: r.review_verified.points, plain: r.review.points }),
    t("rules.voucher_redeemed", { points: r.voucher_redeemed.points }),
    t("rules.follow", { points: r.follow.points, cap: r.follow.dailyCap }),
    t("rules.daily_visit", { points: r.daily_visit.points }),
    t("rules.referral", {
      each: q(r.referral_invitee.creditCents),
      bonus: q(r.referral_bonus.creditCents),
      count: REFERRAL_BONUS_EVERY,
    }),
    t("rules.refund"),
    t("rules.credit"),
  ];
  const levels = LEVEL_THRESHOLDS.map((xp, i) =>
    t("levelThreshold", { title: levelTitle(i + 1, pageLocale() === "en"), xp: numberFormat().format(xp) }),
  ).join(", ");
  return (
    <section aria-labelledby="puntos-title" className="mt-10">
      <h2 id="puntos-title" className="text-xl font-semibold">
        {t("rulesTitle")}
      </h2>
      <p className="mt-2 text-muted-foreground">{t("rulesIntro")}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">{t("levelsLine", { levels })}</p>
    </section>
  );
}
