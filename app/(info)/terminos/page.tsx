import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { LegalPage } from "@/components/info/legal-page";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

// SPEC: sections uso, compras, reembolsos, responsabilidad, cambios. Static: no database.
const SECTIONS = ["uso", "compras", "reembolsos", "responsabilidad", "cambios"] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("termsPage");
  return createMetadata({ title: t("title"), description: t("description"), path: "/terminos", image: SITE_OG_IMAGE, type: "article" });
}

export default async function TermsPage() {
  const t = await getTranslations("termsPage");
  const sections = SECTIONS.map((id) => ({ id, title: t(`sections.${id}.title`), text: t(`sections.${id}.text`) }));
  return <LegalPage namespace="termsPage" path="/terminos" sections={sections} />;
}
