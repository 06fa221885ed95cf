import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "@/lib/i18n/server";
import { LegalPage } from "@/components/info/legal-page";
import { getReferralMinimumCents } from "@/lib/data/accounts/referrals";
import { formatQuetzales } from "@/lib/domain/money";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

// The terms' sections: uso, compras, reembolsos, responsabilidad, cambios. Rendered on request: the
// referral credit rule states the minimum first order, a setting the operator changes (the build
// has no database). If the database cannot answer, the page still renders, naming the minimum
// without its amount rather than a figure that may be wrong.
const SECTIONS = ["uso", "compras", "reembolsos", "responsabilidad", "cambios"] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("termsPage");
  return createMetadata({
    title: t("title"),
    description: t("description"),
    path: "/terminos",
    image: SITE_OG_IMAGE,
    type: "article",
  });
}

export default async function TermsPage() {
  await connection();
  const t = await getTranslations("termsPage");
  const minimumCents = await getReferralMinimumCents().catch(() => null);
  const referral =
    minimumCents === null
      ? t("sections.compras.referralNoAmount")
      : t("sections.compras.referral", { minimum: formatQuetzales(minimumCents) });
  const sections = SECTIONS.map((id) => ({
    id,
    title: t(`sections.${id}.title`),
    text: id === "compras" ? `${t("sections.compras.text")} ${referral}` : t(`sections.${id}.text`),
  }));
  return <LegalPage namespace="termsPage" path="/terminos" sections={sections} />;
}
