import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { CATEGORIES } from "@/lib/domain/categories";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarTrigger,
} from "@/components/ui/sidebar";
import { categoryHref } from "@/lib/domain/url-state/search";
import { CategoryIcon } from "./category-icon";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import { SidebarAccountItem } from "./sidebar-account-item";

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
              {CATEGORIES.map((category) => (
                <SidebarMenuItem key={category.id}>
                  <SidebarMenuButton asChild tooltip={category.name}>
                    <Link href={categoryHref(category.id)}>
                      <CategoryIcon name={category.icon} style={{ color: category.color }} />
                      <span>{category.name}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </nav>
        <nav aria-label={t("quickAccess")}>
          <SidebarGroup>
            <SidebarGroupLabel>{t("quickAccess")}</SidebarGroupLabel>
            <SidebarMenu>
              {QUICK_ACCESS_LINKS.map(({ href, labelKey, icon: Icon }) => (
                <SidebarMenuItem key={href}>
                  <SidebarMenuButton asChild tooltip={tLinks(labelKey)}>
                    <Link href={href}>
                      <Icon aria-hidden="true" />
                      <span>{tLinks(labelKey)}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
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
