import { getTranslations } from "@/lib/i18n/server";

import { CATEGORIES } from "@/lib/domain/categories";
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
import { categoryHref } from "@/lib/domain/url-state/search";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import { SidebarAccountItem } from "./sidebar-account-item";
import { SidebarNavLinks } from "./sidebar-nav-links";

/** Category links, quick access and the account entry. Server-rendered; only the shell around it is client. */
export async function AppSidebar() {
  const t = await getTranslations("sidebar");
  const tLinks = await getTranslations("nav.links");

  return (
    <Sidebar aria-label={t("label")} title={t("title")} description={t("description")}>
      <SidebarHeader className="h-14 flex-row items-center justify-between border-b border-sidebar-border md:in-data-[sidebar-state=collapsed]:justify-center">
        <p className="truncate px-2 text-sm font-semibold md:in-data-[sidebar-state=collapsed]:hidden">{t("title")}</p>
        <SidebarTrigger aria-label={t("toggle")} title={t("toggle")} className="max-md:hidden" />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t("categories")}>
          <SidebarGroup>
            <SidebarGroupLabel>{t("categories")}</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarNavLinks entries={CATEGORIES.map((c) => [categoryHref(c.id), c.name, c.icon, c.color])} />
            </SidebarMenu>
          </SidebarGroup>
        </nav>
        <nav aria-label={t("quickAccess")}>
          <SidebarGroup>
            <SidebarGroupLabel>{t("quickAccess")}</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarNavLinks entries={QUICK_ACCESS_LINKS.map(({ href, labelKey, icon }) => [href, tLinks(labelKey), icon])} />
            </SidebarMenu>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarAccountItem profileLabel={t("myProfile")} signInLabel={t("signIn")} />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
