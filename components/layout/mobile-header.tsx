import { getTranslations } from "@/lib/i18n/server";
import { searchHref } from "@/lib/domain/url-state/search";

import { CartButton } from "./cart-sheet";
import { CategoriesDrawer } from "./categories-drawer";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import { listNavCategories } from "./nav-category";
import { NotificationsDrawer } from "./notifications-drawer";
import { SearchDrawer } from "./search-drawer";

/** Header below 768px: logo, then the category, search, notifications, cart and menu drawers. */
export async function MobileHeader() {
  const t = await getTranslations("nav");
  const tShell = await getTranslations("shell");
  const tSearch = await getTranslations("search");
  const popular = (tSearch.raw("popularTerms") as string[]).map((term) => ({ term, href: searchHref({ q: term }) }));
  const categories = listNavCategories();

  return (
    <header className="site-header flex md:hidden">
      <nav aria-label={t("mobileLabel")} className="flex w-full items-center justify-between gap-1 px-3">
        <Logo label={tShell("homeLabel")} brand={tShell("brand")} />
        <div className="flex items-center">
          <CategoriesDrawer categories={categories} />
          <SearchDrawer popular={popular} />
          <NotificationsDrawer />
          <CartButton />
          <MenuDrawer categories={categories} />
        </div>
      </nav>
    </header>
  );
}
