// Issue 18: the shell renders in one client view given its words; its server HTML must keep every
// landmark, link and test hook the server trees had (crawlers, JavaScript off, the skip link).
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { ShellView, type ShellViewProps } from "@/components/layout/shell-view";
import type { NavCategoryEntry } from "@/components/layout/nav-category";
import type { ShellTexts } from "@/components/layout/shell-texts";
import { clientMessages } from "@/lib/i18n/client-messages";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: () => {}, prefetch: () => {} }), useSearchParams: () => new URLSearchParams() }));

const footer: ShellTexts["footer"] = {
  blurb: "Blurb",
  followTitle: "Síguenos",
  social: ["Facebook", "Instagram", "X"],
  contactTitle: "Contacto",
  address: "Zona 10",
  phone: "+502 2345-6789",
  email: "info@cupongt.com",
  hours: "Lun-Vie",
  replyTime: "24h",
  linksTitle: "Enlaces rápidos",
  links: ["Sobre nosotros", "Cómo funciona", "Para empresas", "Ayuda", "Términos", "Privacidad", "Cookies"],
  rights: "© CuponGT",
};
const t: ShellTexts = {
  skipToContent: "Saltar al contenido",
  loading: "Cargando cupón…",
  toasterLabel: "Notificaciones",
  homeLabel: "CuponGT, ir al inicio",
  brand: "CuponGT",
  mainLabel: "Navegación principal",
  mobileLabel: "Navegación móvil",
  bottomBarLabel: "Navegación inferior",
  home: "Inicio",
  coupons: "Cupones",
  businesses: "Empresas",
  profile: "Perfil",
  enter: "Entrar",
  sidebarLabel: "Barra lateral",
  sidebarTitle: "Explorar",
  sidebarDescription: "Categorías, accesos rápidos y tu cuenta.",
  sidebarToggle: "Mostrar u ocultar la barra lateral",
  sidebarCategories: "Categorías",
  sidebarQuickAccess: "Acceso rápido",
  myProfile: "Mi perfil",
  signIn: "Iniciar sesión",
  quickLinks: { flashOffers: "Ofertas flash", lastMinutes: "Últimos minutos", mostVisited: "Más visitados", newArrivals: "Recién llegados" },
  promoMessage: "Descuentos hasta 70%.",
  promoCta: "Ver ofertas flash",
  promoDismiss: "Cerrar aviso de promoción",
  footer,
};
const categories: NavCategoryEntry[] = [
  ["restaurantes", "Restaurantes & Gastronomía", "UtensilsCrossed", "#E4572E", "/categoria/restaurantes"],
  ["belleza", "Belleza", "Sparkles", "#D946EF", "/categoria/belleza"],
];

const html = renderToStaticMarkup(
  createElement(
    NextIntlClientProvider,
    { locale: "es-GT", messages: clientMessages(), timeZone: "America/Guatemala" } as ComponentProps<typeof NextIntlClientProvider>,
    // The page comes as createElement's children argument, as React passes it.
    createElement(ShellView, { t, categories, popular: [{ term: "Pizza", href: "/buscar?q=Pizza" }] } as ShellViewProps, createElement("p", null, "page")),
  ),
).replace(/<!-- -->/g, "");

describe("ShellView", () => {
  it("starts with the skip link and wraps the page in <main id=contenido>", () => {
    expect(html.indexOf("<a ")).toBe(html.indexOf(`<a href="#contenido"`));
    expect(html).toContain(">Saltar al contenido</a>");
    expect(html).toMatch(/<main id="contenido" tabindex="-1"[^>]*>[\s\S]*<p>page<\/p><\/main>/);
  });

  it("draws the headers, promo bar and bottom bar with their names and links", () => {
    for (const label of ["Navegación principal", "Navegación móvil", "Navegación inferior", "Cerrar aviso de promoción"]) expect(html).toContain(`aria-label="${label}"`);
    expect(html.match(/aria-label="CuponGT, ir al inicio"/g)?.length).toBe(3); // two headers and the footer
    expect(html).toContain(`data-slot="promo-bar"`);
    expect(html).toContain(`<a class="font-semibold underline underline-offset-4" href="/ofertas-flash">Ver ofertas flash</a>`);
    for (const [href, label] of [["/", "Inicio"], ["/buscar", "Cupones"], ["/empresas", "Empresas"], ["/auth", "Entrar"]]) expect(html).toMatch(new RegExp(`href="${href}"[^>]*>.*?<span>${label}</span>`));
  });

  it("keeps the category and quick-access links crawlable in the sidebar", () => {
    expect(html).toContain(`aria-label="Barra lateral"`);
    expect(html).toMatch(/href="\/categoria\/restaurantes"[^>]*>[\s\S]*?Restaurantes &amp; Gastronomía/);
    expect(html).toMatch(/href="\/categoria\/belleza"[^>]*>[\s\S]*?Belleza/);
    for (const href of ["/ofertas-flash", "/ultimos-minutos", "/mas-visitados", "/recien-llegados"]) expect(html).toContain(`href="${href}"`);
    expect(html).toContain("Recién llegados");
  });

  it("draws the footer with the shell's logo words and its own", () => {
    expect(html).toContain("<footer");
    expect(html).toContain(`href="mailto:info@cupongt.com"`);
    expect(html).toContain(`href="/terminos"`);
    expect(html).toContain("© CuponGT");
  });
});
