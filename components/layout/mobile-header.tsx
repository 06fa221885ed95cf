import { CartButton } from "./cart-sheet";
import { CategoriesDrawer } from "./categories-drawer";
import { Logo } from "./logo";
import { MenuDrawer } from "./menu-drawer";
import type { NavCategory } from "./nav-category";
import { NotificationsDrawer } from "./notifications-drawer";
import { SearchDrawer } from "./search-drawer";
import type { ShellTexts } from "./shell-texts";

interface MobileHeaderProps {
  t: ShellTexts;
  categories: NavCategory[];
  popular: { term: string; href: string }[];
}

/** Header below 768px: logo, then the category, search, notifications, cart and menu drawers. Part of ShellView. */
export function MobileHeader({ t, categories, popular }: MobileHeaderProps) {
  return (
    <header className="site-header flex md:hidden">
      <nav aria-label={t.mobileLabel} className="flex w-full items-center justify-between gap-1 px-3">
        <Logo label={t.homeLabel} brand={t.brand} />
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
