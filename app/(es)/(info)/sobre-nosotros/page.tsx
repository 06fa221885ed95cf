import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { InfoLinks } from "@/components/info/info-links";
import { StatList } from "@/components/info/stat-list";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

// Static: no database, rendered once at build.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("aboutPage");
  return createMetadata({
    title: t("title"),
    description: t("description"),
    path: "/sobre-nosotros",
    image: SITE_OG_IMAGE,
  });
}

export default async function AboutPage() {
  const t = await getTranslations("aboutPage");
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("lead")}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("missionTitle")}</h2>
      <p className="mt-2">{t("mission")}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("statsTitle")}</h2>
      <StatList
        label={t("statsTitle")}
        items={[t("stats.companies"), t("stats.sold"), t("stats.satisfaction"), t("stats.support")]}
      />
      <h2 className="mt-10 text-xl font-semibold">{t("valuesTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t("values.local")}</li>
        <li>{t("values.clear")}</li>
        <li>{t("values.trust")}</li>
      </ul>
      <InfoLinks namespace="aboutPage" current="/sobre-nosotros" />
    </article>
  );
}
