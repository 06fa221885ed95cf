import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";
import { searchHref } from "@/lib/domain/url-state/search";

import { listNavCategoryEntries } from "./nav-category";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import type { ShellTexts } from "./shell-texts";
import { ShellView } from "./shell-view";
import { getFooterTexts } from "./site-footer";

/**
 * The frame of every page: promo bar, headers, sidebar, page content in <main id="contenido">,
 * footer (lg+), mobile bottom bar, cookie banner and toaster. The server reads the words and the
 * lists; one client view draws them (shell-view.tsx says why), with the page as its children.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [t, tNav, tSidebar, tPromo, tSearch, tLoading, footer] = await Promise.all([
    getTranslations("shell"),
    getTranslations("nav"),
    getTranslations("sidebar"),
    getTranslations("promoBar"),
    getTranslations("search"),
    getTranslations("couponPage"),
    getFooterTexts(),
  ]);
  const popular = (tSearch.raw("popularTerms") as string[]).map((term) => ({ term, href: searchHref({ q: term }) }));

  return (
    <ShellView
      categories={listNavCategoryEntries()}
      popular={popular}
      t={{
        skipToContent: t("skipToContent"),
        loading: tLoading("loading"),
        toasterLabel: t("toasterLabel"),
        homeLabel: t("homeLabel"),
        brand: t("brand"),
        mainLabel: tNav("mainLabel"),
        mobileLabel: tNav("mobileLabel"),
        bottomBarLabel: tNav("bottomBarLabel"),
        home: tNav("home"),
        coupons: tNav("coupons"),
        businesses: tNav("businesses"),
        profile: tNav("profile"),
        enter: tNav("enter"),
        sidebarLabel: tSidebar("label"),
        sidebarTitle: tSidebar("title"),
        sidebarDescription: tSidebar("description"),
        sidebarToggle: tSidebar("toggle"),
        sidebarCategories: tSidebar("categories"),
        sidebarQuickAccess: tSidebar("quickAccess"),
        myProfile: tSidebar("myProfile"),
        signIn: tSidebar("signIn"),
        quickLinks: Object.fromEntries(QUICK_ACCESS_LINKS.map(({ labelKey }) => [labelKey, tNav(`links.${labelKey}`)])) as ShellTexts["quickLinks"],
        promoMessage: tPromo("message"),
        promoCta: tPromo("cta"),
        promoDismiss: tPromo("dismiss"),
        footer,
      }}
    >
      {children}
    </ShellView>
  );
}
