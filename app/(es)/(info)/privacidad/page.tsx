import type { Metadata } from "next";
import { getTranslations } from "@/lib/i18n/server";
import { LegalPage } from "@/components/info/legal-page";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

// The privacy policy's sections: datos, uso, derechos, contacto, with the privacy contact e-mail. Static: no database.
const SECTIONS = ["datos", "uso", "derechos", "contacto"] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("privacyPage");
  return createMetadata({
    title: t("title"),
    description: t("description"),
    path: "/privacidad",
    image: SITE_OG_IMAGE,
    type: "article",
  });
}

export default async function PrivacyPage() {
  const t = await getTranslations("privacyPage");
  const email = t("privacyEmail");
  const sections = SECTIONS.map((id) => ({ id, title: t(`sections.${id}.title`), text: t(`sections.${id}.text`) }));
  const contact = (
    <p className="mt-2">
      <a href={`mailto:${email}`} className="font-medium text-primary hover:underline">
        {email}
      </a>
    </p>
  );
  return <LegalPage namespace="privacyPage" path="/privacidad" sections={sections} extras={{ contacto: contact }} />;
}
