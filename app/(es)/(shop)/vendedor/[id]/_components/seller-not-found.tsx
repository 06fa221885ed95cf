import { getTranslations } from "@/lib/i18n/server";
import { NotFoundView } from "@/components/feedback/not-found-view";

/** Unknown or malformed seller id (answered with HTTP 404). */
export async function SellerNotFound() {
  const t = await getTranslations("sellerPublic");
  return <NotFoundView title={t("notFoundTitle")} text={t("notFoundText")} href="/" cta={t("home")} />;
}
