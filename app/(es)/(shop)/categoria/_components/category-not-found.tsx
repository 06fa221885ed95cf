import { getTranslations } from "@/lib/i18n/server";
import { NotFoundView } from "@/components/feedback/not-found-view";

/** An unknown category id: a Spanish not-found page with a way back. */
export async function CategoryNotFound() {
  const t = await getTranslations("categoryPage");
  return <NotFoundView title={t("notFoundTitle")} text={t("notFoundText")} href="/buscar" cta={t("backToSearch")} />;
}
