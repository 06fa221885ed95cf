import "server-only";
import { getTranslations } from "@/lib/i18n/server";
import { clientMessages } from "@/lib/i18n/client-messages";
import { searchHref } from "@/lib/domain/url-state/search";
import { listNavCategoryEntries } from "./nav-category";
import { QUICK_ACCESS_LINKS } from "./nav-links";
import type { Locale } from "@/lib/i18n/locale";
import type { ShellData, ShellTexts } from "./shell-texts";
import { getFooterTexts } from "./site-footer";

/**
 * Everything the shell's client view draws that is the same on every page and for every visitor:
 * its words, the 12 categories, the popular searches and the messages its islands translate.
 * Built from messages/es.json and lib/domain/categories.ts by `npm run generate:bundles` into
 * shell-data.generated.json, which the client view imports: the words travel once in a cached
 * JavaScript file instead of in every page's HTML and React payload (that was ~2.5 KB gzip of
 * each page). tests/unit/components/layout/shell-data.test.ts fails when the file is stale.
 */
export async function buildShellData(locale: Locale = "es"): Promise<ShellData> {
  const of = (namespace: string) => getTranslations({ namespace, locale });
  const [t, tNav, tSidebar, tPromo, tSearch, tLoading, footer] = await Promise.all([
    of("shell"),
    of("nav"),
    of("sidebar"),
    of("promoBar"),
    of("search"),
    of("couponPage"),
    getFooterTexts(locale),
  ]);
  return {
    texts: {
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
      quickLinks: Object.fromEntries(
        QUICK_ACCESS_LINKS.map(({ labelKey }) => [labelKey, tNav(`links.${labelKey}`)]),
      ) as ShellTexts["quickLinks"],
      promoMessage: tPromo("message"),
      promoCta: tPromo("cta"),
      promoDismiss: tPromo("dismiss"),
      footer,
    },
    categories: listNavCategoryEntries(locale),
    popular: (tSearch.raw("popularTerms") as string[]).map((term) => ({ term, href: searchHref({ q: term }) })),
    messages: clientMessages([], locale),
  };
}
