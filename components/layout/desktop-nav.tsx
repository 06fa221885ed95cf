import { CartButton } from "./cart-sheet";
import { CategoriesDrawer } from "./categories-drawer";
import { DesktopAccount } from "./desktop-account";
import { DesktopSearch } from "./desktop-search";
import { Logo } from "./logo";
import type { NavCategory } from "./nav-category";
import { NotificationsDrawer } from "./notifications-drawer";
import type { ShellTexts } from "./shell-texts";
import { LanguageSwitch } from "@/components/i18n/language-switch";

/** Navigation from 768px: logo, categories, search (Ctrl/Cmd+K), notifications, cart, account. Part of ShellView. */
export function DesktopNav({ t, categories }: { t: ShellTexts; categories: NavCategory[] }) {
  return (
    <header className="site-header hidden md:flex">
      <nav aria-label={t.mainLabel} className="flex w-full items-center gap-3 px-4 lg:px-6">
        <Logo label={t.homeLabel} brand={t.brand} />
        <CategoriesDrawer categories={categories} withLabel />
        <div className="flex flex-1 justify-center">
          <DesktopSearch />
        </div>
        <div className="flex items-center gap-1">
          <NotificationsDrawer />
          <CartButton />
        </div>
        <LanguageSwitch />
        <DesktopAccount />
      </nav>
    </header>
  );
}
