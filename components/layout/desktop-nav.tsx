import { getTranslations } from "@/lib/i18n/server";

import { CartButton } from "./cart-sheet";
import { CategoriesDrawer } from "./categories-drawer";
import { DesktopAccount } from "./desktop-account";
import { DesktopSearch } from "./desktop-search";
import { Logo } from "./logo";
import { listNavCategories } from "./nav-category";
import { NotificationsDrawer } from "./notifications-drawer";

/** Navigation from 768px: logo, categories, search (Ctrl/Cmd+K), notifications, cart, account. */
export async function DesktopNav() {
  const t = await getTranslations("nav");
  const tShell = await getTranslations("shell");

  return (
    <header className="site-header hidden md:flex">
      <nav aria-label={t("mainLabel")} className="flex w-full items-center gap-3 px-4 lg:px-6">
        <Logo label={tShell("homeLabel")} brand={tShell("brand")} />
        <CategoriesDrawer categories={listNavCategories()} withLabel />
        <div className="flex flex-1 justify-center">
          <DesktopSearch />
        </div>
        <div className="flex items-center gap-1">
          <NotificationsDrawer />
          <CartButton />
        </div>
        <DesktopAccount />
      </nav>
    </header>
  );
}
