import type { Metadata } from "next";
import type { FAQPage, WithContext } from "schema-dts";
import { getTranslations } from "@/lib/i18n/server";
import { InfoLinks } from "@/components/info/info-links";
import { JsonLd } from "@/components/seo/json-ld";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";
import { HelpBreadcrumb } from "./_components/help-breadcrumb";
import { HELP_SECTIONS } from "./_components/help-faq";

// Static: no database, rendered once at build.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("helpPage");
  return createMetadata({ title: t("title"), description: t("description"), path: "/ayuda", image: SITE_OG_IMAGE });
}

export default async function HelpPage() {
  const t = await getTranslations("helpPage");
  const email = t("supportEmail");
  const faq: WithContext<FAQPage> = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: HELP_SECTIONS.flatMap((s) => s.questions).map((q) => ({
      "@type": "Question",
      name: t(`faq.${q}Q`),
      acceptedAnswer: { "@type": "Answer", text: t(`faq.${q}A`) },
    })),
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd data={faq} />
      <HelpBreadcrumb label={t("breadcrumbLabel")} home={t("breadcrumbHome")} current={t("title")} />
      <h1 className="mt-4 text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("lead")}</p>
      <div className="mt-8 grid gap-8 md:grid-cols-[200px_1fr]">
        <nav aria-labelledby="help-index" className="md:sticky md:top-24 md:self-start">
          <h2 id="help-index" className="text-sm font-semibold">
            {t("indexTitle")}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {HELP_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary hover:underline">
                  {t(`sections.${s.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {HELP_SECTIONS.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mb-10 scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-xl font-semibold">
                {t(`sections.${s.id}`)}
              </h2>
              {s.questions.map((q) => (
                <div key={q} className="mt-4 rounded-lg border bg-card p-4">
                  <h3 className="font-medium">{t(`faq.${q}Q`)}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{t(`faq.${q}A`)}</p>
                </div>
              ))}
              {s.id === "soporte" ? (
                <p className="mt-4 text-sm">
                  {t("supportEmailLabel")}{" "}
                  <a href={`mailto:${email}`} className="font-medium text-primary hover:underline">
                    {email}
                  </a>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </div>
      <InfoLinks namespace="helpPage" current="/ayuda" />
    </div>
  );
}
