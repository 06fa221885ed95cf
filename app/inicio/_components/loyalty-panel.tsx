import { Trophy } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/**
 * SPEC Home: loyalty panel. The cached home is the same for everybody, so it shows the
 * signed-out text; achievements for signed-in users arrive with accounts.
 */
export async function LoyaltyPanel() {
  const t = await getTranslations("home");
  return (
    <section id="logros" aria-labelledby="logros-title" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6 sm:flex-row sm:items-center">
      <Trophy className="size-10 shrink-0 text-flash" aria-hidden />
      <div className="flex-1">
        <h2 id="logros-title" className="text-lg font-bold">{t("loyaltyTitle")}</h2>
        <p className="text-muted-foreground">{t("loyaltySignedOut")}</p>
      </div>
      <Link href="/auth" className="inline-flex h-10 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground hover:brightness-110">
        {t("loyaltySignIn")}
      </Link>
    </section>
  );
}
