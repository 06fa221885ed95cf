"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { Trophy } from "@/components/ui/icons";
import { SignedInLoyalty } from "@/components/loyalty/signed-in-loyalty";

/**
 * The home's loyalty panel. The cached home is the same for everybody, so the server HTML has the
 * signed-out text; for a signed-in user an island swaps in their own level, points and streak.
 * A client view with the home's bundled words (home-data.ts): the payload carries none of them.
 */
export function LoyaltyPanel() {
  const t = useTranslations("home");
  return (
    <section id="logros" aria-labelledby="logros-title" className="loyalty">
      <Trophy className="loyalty-icon" aria-hidden />
      <div className="loyalty-body">
        <h2 id="logros-title" className="loyalty-title">
          {t("loyaltyTitle")}
        </h2>
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
