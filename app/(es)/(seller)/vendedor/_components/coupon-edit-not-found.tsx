import { SearchX } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { NotFoundView } from "@/components/feedback/not-found-view";

/** Unknown, malformed or out-of-sight coupon id on the edit page. */
export async function CouponEditNotFound() {
  const t = await getTranslations("sellerPanel.form");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      href="/vendedor"
      cta={t("back")}
      icon={<SearchX aria-hidden className="size-12 text-muted-foreground" />}
    />
  );
}
