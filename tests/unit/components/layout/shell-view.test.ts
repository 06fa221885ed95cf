// Issue 18: the shell renders in one client view with its words bundled; its server HTML must keep
// every landmark, link and test hook the server trees had (crawlers, JavaScript off, the skip link).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ShellView, type ShellViewProps } from "@/components/layout/shell-view";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
  useSearchParams: () => new URLSearchParams(),
}));

// The shell's words are its bundled ones (shell-static.ts); the server only adds the year line.
const html = renderToStaticMarkup(
  // The page comes as createElement's children argument, as React passes it.
  createElement(ShellView, { rights: "© 2026 CuponGT" } as ShellViewProps, createElement("p", null, "page")),
).replace(/<!-- -->/g, "");

describe("ShellView", () => {
  it("starts with the skip link and wraps the page in <main id=contenido>", () => {
    expect(html.indexOf("<a ")).toBe(html.indexOf(`<a href="#contenido"`));
    expect(html).toContain(">Saltar al contenido</a>");
    expect(html).toMatch(/<main id="contenido" tabindex="-1"[^>]*>[\s\S]*<p>page<\/p><\/main>/);
  });

  it("draws the headers, promo bar and bottom bar with their names and links", () => {
    for (const label of [
      "Navegación principal",
      "Navegación móvil",
      "Navegación inferior",
      "Cerrar aviso de promoción",
    ])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html.match(/aria-label="CuponGT, ir al inicio"/g)?.length).toBe(3); // two headers and the footer
    expect(html).toContain(`data-slot="promo-bar"`);
    expect(html).toContain(
      `<a class="font-semibold underline underline-offset-4" href="/ofertas-flash">Ver ofertas flash</a>`,
    );
    for (const [href, label] of [
      ["/", "Inicio"],
      ["/buscar", "Cupones"],
      ["/empresas", "Empresas"],
      ["/auth", "Entrar"],
    ])
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>.*?<span>${label}</span>`));
  });

  it("keeps the category and quick-access links crawlable in the sidebar", () => {
    expect(html).toContain(`aria-label="Barra lateral"`);
    expect(html).toMatch(/href="\/categoria\/restaurantes"[^>]*>[\s\S]*?Restaurantes &amp; Gastronomía/);
    expect(html).toMatch(/href="\/categoria\/belleza"[^>]*>[\s\S]*?Belleza/);
    expect(html.match(/href="\/categoria\//g)?.length).toBe(12);
    for (const href of ["/ofertas-flash", "/ultimos-minutos", "/mas-visitados", "/recien-llegados"])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain("Recién llegados");
  });

  it("draws the footer with the shell's logo words and its own", () => {
    expect(html).toContain("<footer");
    expect(html).toContain(`href="mailto:info@cupongt.com"`);
    expect(html).toContain(`href="/terminos"`);
    expect(html).toContain("© 2026 CuponGT");
  });
});
