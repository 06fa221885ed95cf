import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { InfoLinks } from "@/components/info/info-links";
import { StatList } from "@/components/info/stat-list";
import { Button } from "@/components/ui/button";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

const BENEFITS = ["revenue", "reach", "control", "support", "payouts"] as const;
const STEPS = ["account", "business", "publish"] as const;

// Static: no database, rendered once at build.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("businessesLandingPage");
  return createMetadata({
    title: t("title"),
    description: t("description"),
    path: "/para-empresas",
    image: SITE_OG_IMAGE,
  });
}

export default async function ForBusinessesPage() {
  const t = await getTranslations("businessesLandingPage");
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("lead")}</p>
      <Button asChild size="lg" className="mt-6">
        <Link href="/vendedor">{t("cta")}</Link>
      </Button>
      <h2 className="mt-10 text-xl font-semibold">{t("benefitsTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {BENEFITS.map((b) => (
          <li key={b}>{t(`benefits.${b}`)}</li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">{t("statsTitle")}</h2>
      <StatList label={t("statsTitle")} items={[t("stats.companies"), t("stats.sold"), t("stats.satisfaction")]} />
      <h2 className="mt-10 text-xl font-semibold">{t("stepsTitle")}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        {STEPS.map((s) => (
          <li key={s}>{t(`steps.${s}`)}</li>
        ))}
      </ol>
      <InfoLinks namespace="businessesLandingPage" current="/para-empresas" />
    </article>
  );
}
