import Link from "@/components/i18n/link";
import { Zap } from "@/components/ui/icons";

import { PromoBarDismiss } from "./promo-bar-dismiss";
import type { ShellTexts } from "./shell-texts";

/**
 * Dismissible promo bar. Always in the server HTML; hidden by CSS once <html data-promo-dismissed>
 * is set (before paint by the boot script when localStorage promoBarDismissed is "true"). Part of ShellView.
 */
export function PromoBar({ t }: { t: ShellTexts }) {
  return (
    <div
      data-slot="promo-bar"
      className="relative flex items-center justify-center gap-2 bg-flash px-10 py-2 text-center text-sm text-flash-foreground in-data-[promo-dismissed=true]:hidden"
    >
      <Zap className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <p>
        {t.promoMessage}{" "}
        <Link href="/ofertas-flash" className="font-semibold underline underline-offset-4">
          {t.promoCta}
        </Link>
      </p>
      <PromoBarDismiss label={t.promoDismiss} />
    </div>
  );
}
