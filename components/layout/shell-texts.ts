// The shell's words, filled on the server by site-shell.tsx from messages/es.json and drawn by the
// client views (shell-view.tsx says why). Flat strings: they are the whole cost in the payload.
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
  /** The footer's own words; its logo takes homeLabel and brand from above. */
  footer: Omit<FooterTexts, "homeLabel" | "brand">;
}
