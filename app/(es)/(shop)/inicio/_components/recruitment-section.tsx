"use client";

import Link from "@/components/i18n/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Store } from "@/components/ui/icons";

/**
 * The home's business recruitment, with the featured business card (`featured`, drawn on the
 * server) beside it on large screens. A client view with the home's bundled words (home-data.ts).
 */
export function RecruitmentSection({ featured }: { featured?: ReactNode }) {
  const t = useTranslations("home");
  return (
    <section id="para-empresas" aria-labelledby="recruit-title" className="recruit-row">
      <div className="recruit">
        <Store className="size-10" aria-hidden />
        <h2 id="recruit-title" className="recruit-title">
          {t("recruitTitle")}
        </h2>
        <p className="mt-2 opacity-90">{t("recruitText")}</p>
        <div className="recruit-ctas">
          <Link href="/para-empresas" className="recruit-primary">
            {t("recruitPrimary")}
          </Link>
          <Link href="/vendedor" className="recruit-secondary">
            {t("recruitSecondary")}
          </Link>
        </div>
      </div>
      {featured}
    </section>
  );
}
