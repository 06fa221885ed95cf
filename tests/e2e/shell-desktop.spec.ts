import { expect, test, type Page } from "@playwright/test";

import { CATEGORY_IDS } from "@/lib/domain/categories";
import { DEMO, signIn } from "./helpers/auth";
import {
  DESKTOP_VIEWPORT,
  SIDEBAR_COOKIE,
  SIDEBAR_COOKIE_MAX_AGE,
  gotoShell,
  presetCookieConsent,
  trackPageErrors,
} from "./helpers/shell";

// SPEC 'Headers, drawers and navigation' from 768px, and the footer from lg.
test.use({ viewport: DESKTOP_VIEWPORT });

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Barra lateral" });
const sidebarWidth = (page: Page) => sidebar(page).evaluate((el) => el.getBoundingClientRect().width);

test.describe("desktop shell", () => {
  test("sidebar lists the 12 categories and the 4 quick-access links", async ({ page }) => {
    await gotoShell(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-GT");
    await expect(sidebar(page)).toBeVisible();
    expect(await sidebarWidth(page)).toBeCloseTo(256, 0);

    const categories = sidebar(page).getByRole("navigation", { name: "Categorías" }).getByRole("link");
    expect(await categories.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      CATEGORY_IDS.map((id) => `/categoria/${id}`),
    );
    const quick = sidebar(page).getByRole("navigation", { name: "Acceso rápido" }).getByRole("link");
    expect(await quick.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/ofertas-flash",
      "/ultimos-minutos",
      "/mas-visitados",
      "/recien-llegados",
    ]);
    await expect(sidebar(page).getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute("href", "/auth");
  });

  test("Ctrl+B collapses to icon mode, persists 7 days in a cookie, and expands again", async ({ page, context }) => {
    const errors = trackPageErrors(page);
    await gotoShell(page);
    await page.keyboard.press("Control+b");
    await expect(page.locator("html")).toHaveAttribute("data-sidebar-state", "collapsed");
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(48, 0);

    const cookie = (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE);
    expect(cookie?.value).toBe("false");
    expect(cookie?.path).toBe("/");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(SIDEBAR_COOKIE_MAX_AGE - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(SIDEBAR_COOKIE_MAX_AGE + 5);

    // After a reload the sidebar is collapsed from the first paint, before any JavaScript of the app runs.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("html")).toHaveAttribute("data-sidebar-state", "collapsed");
    expect(await sidebarWidth(page)).toBeCloseTo(48, 0);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    await page.keyboard.press("Control+b");
    await expect(page.locator("html")).toHaveAttribute("data-sidebar-state", "expanded");
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(256, 0);
    expect((await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE)?.value).toBe("true");
    expect(errors).toEqual([]);
  });

  test("the sidebar trigger button toggles it too", async ({ page }) => {
    await gotoShell(page);
    const trigger = sidebar(page).getByRole("button", { name: /barra lateral/ });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(48, 0);
  });

  test("collapsed, an entry shows its name beside the icon on hover and on keyboard focus", async ({ page }) => {
    await gotoShell(page);
    const entry = sidebar(page).getByRole("navigation", { name: "Acceso rápido" }).getByRole("link").first();
    const name = (await entry.textContent())?.trim() ?? "";
    // Expanded, the name is on screen already: no hint.
    await entry.hover();
    await expect(page.getByRole("tooltip")).toHaveCount(0);

    await sidebar(page)
      .getByRole("button", { name: /barra lateral/ })
      .click();
    await expect.poll(() => sidebarWidth(page)).toBeCloseTo(48, 0);
    await entry.hover();
    const tip = page.getByRole("tooltip");
    await expect(tip).toHaveText(name);
    await expect(entry).toHaveAttribute("aria-describedby", (await tip.getAttribute("id"))!);
    // Beside the icon, in a portal: the collapsed column's overflow does not clip it.
    const box = (await entry.boundingBox())!;
    expect((await tip.boundingBox())!.x).toBeGreaterThanOrEqual(box.x + box.width);
    await expect(tip).toBeVisible();
    await page.mouse.move(600, 400);
    await expect(tip).toHaveCount(0);

    await entry.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tooltip")).toHaveText(name);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("a drawer that loads on first open gives focus back to its button when it closes", async ({ page }) => {
    await gotoShell(page);
    const button = page
      .getByRole("navigation", { name: "Navegación principal" })
      .getByRole("button", { name: "Categorías" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // While the modal is open the page behind it is aria-hidden, so read the button by its markup.
    await expect(
      page.locator("[data-slot=button][aria-haspopup=dialog][aria-expanded=true]", { hasText: "Categorías" }),
    ).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Ctrl+K focuses the desktop search box, which searches /buscar", async ({ page }) => {
    await gotoShell(page);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    const search = nav.getByRole("searchbox", { name: "Buscar cupones" });
    await expect(nav.getByText("Ctrl K")).toBeVisible();
    await expect(search).not.toBeFocused();
    await page.keyboard.press("Control+k");
    await expect(search).toBeFocused();
    // Focused state: the shortcut hint gives way to the focus ring.
    await expect(nav.getByText("Ctrl K")).toBeHidden();
    await search.fill("sushi");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/buscar" && url.searchParams.get("q") === "sushi");
  });

  test("signed out: Ingresar, notifications with 3, cart, categories drawer; no bottom bar", async ({ page }) => {
    await gotoShell(page);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Ingresar" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("button", { name: "Salir" })).toHaveCount(0);
    await expect(
      nav.getByRole("button", { name: "Notificaciones, 3 sin leer" }).locator("[data-slot=icon-badge]"),
    ).toHaveText("3");
    await expect(nav.getByRole("button", { name: "Abrir carrito" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navegación inferior" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Navegación móvil" })).toBeHidden();

    await nav.getByRole("button", { name: "Categorías" }).click();
    await expect(page.getByRole("dialog", { name: "Categorías" }).locator('a[href^="/categoria/"]')).toHaveCount(12);
  });

  test("signed in: Perfil and Salir, and 'Mi perfil' in the sidebar", async ({ page }) => {
    await signIn(page, DEMO.seller);
    await gotoShell(page);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Perfil" })).toHaveAttribute("href", "/perfil");
    const signOut = nav.locator("form").filter({ has: page.getByRole("button", { name: "Salir" }) });
    await expect(signOut).toHaveAttribute("action", "/auth/salir");
    await expect(signOut).toHaveAttribute("method", "post");
    await expect(nav.getByRole("link", { name: "Ingresar" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Mi perfil" })).toHaveAttribute("href", "/perfil");
  });

  test("footer at lg shows contact, quick links and social buttons", async ({ page }) => {
    await gotoShell(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    for (const text of ["Zona 10, Ciudad de Guatemala", "info@cupongt.com", "Lun-Vie 8:00-18:00", "24h"]) {
      await expect(footer.getByText(text)).toBeVisible();
    }
    await expect(footer.getByText(/\+502/)).toBeVisible();
    const links = footer.getByRole("navigation").getByRole("link");
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/sobre-nosotros",
      "/como-funciona",
      "/para-empresas",
      "/ayuda",
      "/terminos",
      "/privacidad",
      "/cookies",
    ]);
    for (const name of ["Facebook", "Instagram", "X"]) {
      await expect(footer.getByRole("button", { name: `CuponGT en ${name}` })).toBeVisible();
    }
  });

  test("below lg the footer is hidden", async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoShell(page);
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });

  test("the skip link moves to the page content", async ({ page }) => {
    await gotoShell(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press("Enter");
    await expect(page.locator("main#contenido")).toBeFocused();
  });
});
