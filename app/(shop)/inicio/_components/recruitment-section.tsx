import { Store } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import type { HomeBusiness } from "@/lib/data/home";
import { FeaturedBusiness } from "./featured-business";

/** SPEC Home: business recruitment, with the featured business card beside it on large screens. */
export async function RecruitmentSection({ featured }: { featured: HomeBusiness | undefined }) {
  const t = await getTranslations("home");
  return (
    <section id="para-empresas" aria-labelledby="recruit-title" className="recruit-row">
      <div className="recruit">
        <Store className="size-10" aria-hidden />
        <h2 id="recruit-title" className="recruit-title">{t("recruitTitle")}</h2>
        <p className="mt-2 opacity-90">{t("recruitText")}</p>
        <div className="recruit-ctas">
          <Link href="/para-empresas" className="recruit-primary">{t("recruitPrimary")}</Link>
          <Link href="/vendedor" className="recruit-secondary">{t("recruitSecondary")}</Link>
        </div>
      </div>
      {featured && <FeaturedBusiness business={featured} />}
    </section>
  );
}
