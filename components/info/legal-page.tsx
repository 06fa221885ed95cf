import type { ReactNode } from "react";
import type { Article, WithContext } from "schema-dts";
import { getTranslations } from "@/lib/i18n/server";
import { JsonLd } from "@/components/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/metadata";
import { INFO_UPDATED } from "@/lib/seo/info-pages";
import { InfoLinks } from "./info-links";

export interface LegalSection {
  id: string;
  title: string;
  text: string;
}

interface LegalPageProps {
  namespace: "termsPage" | "privacyPage";
  path: string;
  /** Sections in order, already translated by the route (their keys differ per namespace). */
  sections: readonly LegalSection[];
  /** Extra content at the end of a section, by section id. */
  extras?: Record<string, ReactNode>;
}

/** Terms and privacy: titled sections with anchor ids and Article JSON-LD. */
export async function LegalPage({ namespace, path, sections, extras = {} }: LegalPageProps) {
  const t = await getTranslations(namespace);
  const article: WithContext<Article> = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: t("title"),
    description: t("description"),
    inLanguage: "es-GT",
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    dateModified: INFO_UPDATED,
    author: { "@type": "Organization", name: "CuponGT" },
    publisher: { "@type": "Organization", name: "CuponGT", url: absoluteUrl("/") },
    articleSection: sections.map((s) => s.title),
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={article} />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("updated")}</p>
      <p className="mt-4">{t("lead")}</p>
      <nav aria-labelledby="legal-index" className="mt-6 rounded-lg border bg-muted/40 p-4">
        <h2 id="legal-index" className="text-sm font-semibold">
          {t("indexTitle")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="mt-8 scroll-mt-24">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold">
            {s.title}
          </h2>
          <p className="mt-2">{s.text}</p>
          {extras[s.id]}
        </section>
      ))}
      <InfoLinks namespace={namespace} current={path} />
    </article>
  );
}
