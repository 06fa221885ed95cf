import { SearchX } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { NotFoundView } from "@/components/feedback/not-found-view";

/** An unknown or expired coupon: 'Cupón no encontrado' / 'Puede que haya expirado o no exista.' with 'Ver ofertas'. */
export async function CouponNotFound() {
  const t = await getTranslations("couponPage");
  return (
    <NotFoundView
      title={t("notFoundTitle")}
      text={t("notFoundText")}
      href="/buscar"
      cta={t("notFoundCta")}
      icon={<SearchX aria-hidden className="size-12 text-muted-foreground" />}
    />
  );
}
