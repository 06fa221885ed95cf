import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import type { NavCategory } from "./nav-category";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import type { ShellTexts } from "./shell-texts";
import { SidebarAccountItem } from "./sidebar-account-item";
import { SidebarNavLinks } from "./sidebar-nav-links";

/** Category links, quick access and the account entry. Part of ShellView; the links are in the server HTML. */
export function AppSidebar({ t, categories }: { t: ShellTexts; categories: NavCategory[] }) {
  return (
    <Sidebar aria-label={t.sidebarLabel} title={t.sidebarTitle} description={t.sidebarDescription}>
      <SidebarHeader className="h-14 flex-row items-center justify-between border-b border-sidebar-border md:in-data-[sidebar-state=collapsed]:justify-center">
        <p className="truncate px-2 text-sm font-semibold md:in-data-[sidebar-state=collapsed]:hidden">
          {t.sidebarTitle}
        </p>
        <SidebarTrigger aria-label={t.sidebarToggle} title={t.sidebarToggle} className="max-md:hidden" />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t.sidebarCategories}>
          <SidebarGroup>
            <SidebarGroupLabel>{t.sidebarCategories}</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarNavLinks entries={categories.map((c) => [c.href, c.name, c.icon, c.color])} />
            </SidebarMenu>
          </SidebarGroup>
        </nav>
        <nav aria-label={t.sidebarQuickAccess}>
          <SidebarGroup>
            <SidebarGroupLabel>{t.sidebarQuickAccess}</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarNavLinks
                entries={QUICK_ACCESS_LINKS.map(({ href, labelKey, icon }) => [href, t.quickLinks[labelKey], icon])}
              />
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarAccountItem profileLabel={t.myProfile} signInLabel={t.signIn} />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
