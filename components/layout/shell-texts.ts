// The shell's words, read from messages/es.json by shell-data.ts into the bundled
// shell-data.generated.json and drawn by the client views (shell-view.tsx).
import type { MessageTree } from "@/lib/i18n/overlay";
import type { NavCategoryEntry } from "./nav-category";
import type { NavLink } from "./nav-links";
import type { FooterTexts } from "./site-footer-view";

export interface ShellTexts {
  skipToContent: string;
  /** The coupon page's skeleton label (couponPage.loading). */
  loading: string;
  toasterLabel: string;
  homeLabel: string;
  brand: string;
  mainLabel: string;
  mobileLabel: string;
  bottomBarLabel: string;
  home: string;
  coupons: string;
  businesses: string;
  profile: string;
  enter: string;
  sidebarLabel: string;
  sidebarTitle: string;
  sidebarDescription: string;
  sidebarToggle: string;
  sidebarCategories: string;
  sidebarQuickAccess: string;
  myProfile: string;
  signIn: string;
  /** The QUICK_ACCESS_LINKS labels (nav.links). */
  quickLinks: Record<NavLink["labelKey"], string>;
  promoMessage: string;
  promoCta: string;
  promoDismiss: string;
  /** The footer's own words; its logo takes homeLabel and brand from above, its year line comes per render. */
  footer: Omit<FooterTexts, "homeLabel" | "brand" | "rights">;
}

/** What shell-data.ts bundles for the shell's client view (shell-data.generated.json). */
export interface ShellData {
  texts: ShellTexts;
  categories: NavCategoryEntry[];
  popular: { term: string; href: string }[];
  /** The shell's client namespaces (lib/i18n/client-messages.ts), precompiled. */
  messages: MessageTree;
}
