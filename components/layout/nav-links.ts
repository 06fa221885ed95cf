// Link targets shared by the sidebar, drawers, bottom bar and footer. Labels are message keys.
import type { SpriteIconName } from "@/components/ui/icons";
import { SEARCH_PATH } from "@/lib/domain/url-state/paths";

export interface NavLink {
  href: string;
  /** Key under `nav.links` in messages/es.json. */
  labelKey: "flashOffers" | "lastMinutes" | "mostVisited" | "newArrivals";
  /** Sprite icon name (a string, so the lists can be passed to client components). */
  icon: SpriteIconName;
}

export const QUICK_ACCESS_LINKS: readonly NavLink[] = [
  { href: "/ofertas-flash", labelKey: "flashOffers", icon: "Zap" },
  { href: "/ultimos-minutos", labelKey: "lastMinutes", icon: "Clock" },
  { href: "/mas-visitados", labelKey: "mostVisited", icon: "Eye" },
  { href: "/recien-llegados", labelKey: "newArrivals", icon: "Sparkle" },
];

/** The bottom bar's Promociones sheet lists these three. */
export const PROMOTION_LINKS: readonly NavLink[] = QUICK_ACCESS_LINKS.slice(0, 3);

export const FOOTER_LINKS = [
  { href: "/sobre-nosotros", labelKey: "about" },
  { href: "/como-funciona", labelKey: "howItWorks" },
  { href: "/para-empresas", labelKey: "forBusinesses" },
  { href: "/ayuda", labelKey: "help" },
  { href: "/terminos", labelKey: "terms" },
  { href: "/privacidad", labelKey: "privacy" },
  { href: "/cookies", labelKey: "cookies" },
] as const;

export const PROFILE_HREF = "/perfil";
export const AUTH_HREF = "/auth";
export const SIGN_OUT_ACTION = "/auth/salir";
/** Where sign-out lands before home: inside the voucher worker's scope, which forgets its copy there (public/sw.js). */
export const SIGN_OUT_LANDING = "/mis-cupones/salir";
export const SEARCH_HREF = SEARCH_PATH;
