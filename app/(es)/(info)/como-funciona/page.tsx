import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { InfoLinks } from "@/components/info/info-links";
import { EarningRules } from "@/components/loyalty/earning-rules";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

const STEPS = ["find", "buy", "use"] as const;

// Static: no database, rendered once at build.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("howItWorksPage");
  return createMetadata({
    title: t("title"),
    description: t("description"),
    path: "/como-funciona",
    image: SITE_OG_IMAGE,
  });
}

export default async function HowItWorksPage() {
  const t = await getTranslations("howItWorksPage");
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t("lead")}</p>
      <h2 className="mt-10 text-xl font-semibold">{t("stepsTitle")}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step) => (
          <li key={step} className="rounded-lg border bg-card p-5">
            <h3 className="font-semibold">{t(`steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <EarningRules />
      <h2 className="mt-10 text-xl font-semibold">{t("sellersTitle")}</h2>
      <p className="mt-2">{t("sellers")}</p>
      <Link href="/para-empresas" className="mt-2 inline-block text-primary hover:underline">
        {t("sellersLink")}
      </Link>
      <InfoLinks namespace="howItWorksPage" current="/como-funciona" />
    </article>
  );
}
