import { House, Store, Ticket } from "@/components/ui/icons";

import { BottomBarAccount, BottomBarLink } from "./bottom-bar-link";
import { PromotionsSheet } from "./promotions-sheet";
import { SEARCH_HREF } from "./nav-links";
import type { ShellTexts } from "./shell-texts";

/** Fixed bar below 768px: Inicio, Cupones, Empresas, Promociones (sheet, NEW badge), Perfil or Entrar. Part of ShellView. */
export function BottomBar({ t }: { t: ShellTexts }) {
  return (
    <nav
      aria-label={t.bottomBarLabel}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid h-16 grid-cols-5">
        <li>
          <BottomBarLink href="/" label={t.home} icon={<House aria-hidden="true" />} />
        </li>
        <li>
          <BottomBarLink href={SEARCH_HREF} label={t.coupons} icon={<Ticket aria-hidden="true" />} />
        </li>
        <li>
          <BottomBarLink href="/empresas" label={t.businesses} icon={<Store aria-hidden="true" />} />
        </li>
        <li>
          <PromotionsSheet />
        </li>
        <li>
          <BottomBarAccount profileLabel={t.profile} enterLabel={t.enter} />
        </li>
      </ul>
    </nav>
  );
}
