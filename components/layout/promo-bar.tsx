import Link from "next/link";
import { Zap } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";

import { PromoBarDismiss } from "./promo-bar-dismiss";

/**
 * Dismissible promo bar. Always server-rendered; hidden by CSS once <html data-promo-dismissed>
 * is set (before paint by the boot script when localStorage promoBarDismissed is "true").
 */
export async function PromoBar() {
  const t = await getTranslations("promoBar");
  return (
    <div
      data-slot="promo-bar"
      className="relative flex items-center justify-center gap-2 bg-flash px-10 py-2 text-center text-sm text-flash-foreground in-data-[promo-dismissed=true]:hidden"
    >
      <Zap className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <p>
        {t("message")}{" "}
        <Link href="/ofertas-flash" className="font-semibold underline underline-offset-4">
          {t("cta")}
        </Link>
      </p>
      <PromoBarDismiss label={t("dismiss")} />
    </div>
  );
}
