import { Trophy } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import { SignedInLoyalty } from "@/components/loyalty/signed-in-loyalty";

/**
 * SPEC Home: loyalty panel. The cached home is the same for everybody, so the server sends the
 * signed-out text; for a signed-in user an island swaps in their own level, points and streak.
 */
export async function LoyaltyPanel() {
  const t = await getTranslations("home");
  return (
    <section id="logros" aria-labelledby="logros-title" className="loyalty">
      <Trophy className="loyalty-icon" aria-hidden />
      <div className="loyalty-body">
        <h2 id="logros-title" className="loyalty-title">{t("loyaltyTitle")}</h2>
        <SignedInLoyalty
          signedOut={
            <div className="loyalty-out">
              <p className="flex-1 text-muted-foreground">{t("loyaltySignedOut")}</p>
              <Link href="/auth" className="loyalty-cta">
                {t("loyaltySignIn")}
              </Link>
            </div>
          }
        />
      </div>
    </section>
  );
}
