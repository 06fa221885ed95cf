import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { SITE_OG_IMAGE } from "@/lib/seo/info-pages";
import { createMetadata } from "@/lib/seo/metadata";

// Static: rendered once at build, served as a file.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cookiesPage");
  return createMetadata({ title: t("title"), description: t("description"), path: "/cookies", image: SITE_OG_IMAGE });
}

export default async function CookiesPage() {
  const t = await getTranslations("cookiesPage");
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("intro")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("whatTitle")}</h2>
      <p className="mt-2">{t("what")}</p>
      <h2 className="mt-8 text-xl font-semibold">{t("choiceTitle")}</h2>
      <p className="mt-2">{t("choice")}</p>
      <p className="mt-8 text-sm">
        <Link href="/privacidad" className="text-primary hover:underline">
          {t("privacyLink")}
        </Link>
      </p>
    </article>
  );
}
