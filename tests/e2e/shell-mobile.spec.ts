import { expect, test } from "@playwright/test";

import { CATEGORY_IDS } from "@/lib/domain/categories";
import { DEMO, signIn } from "./helpers/auth";
import { MOBILE_VIEWPORT, gotoShell, presetCookieConsent, setSessionHint, trackPageErrors } from "./helpers/shell";

// SPEC 'Headers, drawers and navigation', below the 768px breakpoint.
test.use({ viewport: MOBILE_VIEWPORT });

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test.describe("mobile shell", () => {
  test("search drawer lists the 6 popular searches and submits to /buscar", async ({ page }) => {
    const errors = trackPageErrors(page);
    await gotoShell(page);
    await page.getByRole("button", { name: "Abrir búsqueda" }).click();
    const drawer = page.getByRole("dialog", { name: "Buscar cupones" });
    await expect(drawer).toBeVisible();

    const popular = drawer.getByRole("list").last().getByRole("link");
    await expect(popular).toHaveText(["Pizza", "Sushi", "Spa", "Masajes", "Cine", "Gym"]);
    await expect(drawer.getByRole("link", { name: "Masajes" })).toHaveAttribute("href", "/buscar?q=Masajes");
    for (const href of ["/ofertas-flash", "/ultimos-minutos", "/mas-visitados", "/recien-llegados"]) {
      await expect(drawer.locator(`a[href="${href}"]`)).toBeVisible();
    }

    await drawer.getByRole("searchbox", { name: "¿Qué estás buscando?" }).fill("pizza familiar");
    await drawer.getByRole("searchbox").press("Enter");
    await page.waitForURL((url) => url.pathname === "/buscar" && url.searchParams.get("q") === "pizza familiar");
    expect(errors).toEqual([]);
  });

  test("notifications drawer shows the three welcome notices and a badge of 3", async ({ page }) => {
    await gotoShell(page);
    const header = page.getByRole("navigation", { name: "Navegación móvil" });
    const button = header.getByRole("button", { name: "Notificaciones, 3 sin leer" });
    await expect(button.locator("[data-slot=icon-badge]")).toHaveText("3");
    await button.click();
    const drawer = page.getByRole("dialog", { name: "Notificaciones" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("listitem")).toHaveCount(3);
    await expect(drawer.getByRole("img", { name: "Sin leer" })).toHaveCount(3);
    await expect(drawer.getByRole("link", { name: /Ofertas flash de hoy/ })).toHaveAttribute("href", "/ofertas-flash");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("menu drawer expands its category list and closes with Escape", async ({ page }) => {
    await gotoShell(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Iniciar sesión o registrarse" })).toHaveAttribute("href", "/auth");

    const categoryLinks = drawer.locator('a[href^="/categoria/"]');
    await expect(categoryLinks).toHaveCount(0);
    const toggle = drawer.getByRole("button", { name: "Categorías" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(categoryLinks).toHaveCount(CATEGORY_IDS.length);
    await expect(categoryLinks.first()).toHaveAttribute("href", `/categoria/${CATEGORY_IDS[0]}`);
    await expect(drawer.locator('a[href="/recien-llegados"]')).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("category drawer links all 12 categories", async ({ page }) => {
    await gotoShell(page);
    await page.getByRole("button", { name: "Ver categorías" }).click();
    const drawer = page.getByRole("dialog", { name: "Categorías" });
    const links = drawer.locator('a[href^="/categoria/"]');
    await expect(links).toHaveCount(12);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      CATEGORY_IDS.map((id) => `/categoria/${id}`),
    );
  });

  test("cart sheet opens empty", async ({ page }) => {
    await gotoShell(page);
    await page
      .getByRole("navigation", { name: "Navegación móvil" })
      .getByRole("button", { name: "Abrir carrito" })
      .click();
    const sheet = page.getByRole("dialog", { name: "Tu carrito" });
    await expect(sheet.getByText("Tu carrito está vacío")).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Explorar ofertas" })).toHaveAttribute("href", "/buscar");
  });

  test("bottom bar has its 5 entries and the Promociones sheet", async ({ page }) => {
    await gotoShell(page);
    const bar = page.getByRole("navigation", { name: "Navegación inferior" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("listitem")).toHaveCount(5);
    await expect(bar.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("link", { name: "Cupones" })).toHaveAttribute("href", "/buscar");
    await expect(bar.getByRole("link", { name: "Empresas" })).toHaveAttribute("href", "/empresas");
    await expect(bar.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth");

    const promotions = bar.getByRole("button", { name: /Promociones/ });
    await expect(promotions.getByText("NEW", { exact: true })).toBeVisible();
    await promotions.click();
    const sheet = page.getByRole("dialog", { name: "Promociones" });
    const links = sheet.getByRole("link");
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/ofertas-flash",
      "/ultimos-minutos",
      "/mas-visitados",
    ]);
  });

  test("desktop navigation, sidebar and footer are hidden", async ({ page }) => {
    await gotoShell(page);
    await expect(page.getByRole("navigation", { name: "Navegación móvil" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Barra lateral" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
  });

  test("Ctrl+B opens the sidebar as an 18rem off-canvas sheet", async ({ page }) => {
    await gotoShell(page);
    await page.keyboard.press("Control+b");
    const sheet = page.getByRole("dialog", { name: "Explorar" });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((el) => el.getBoundingClientRect().width)).toBeCloseTo(288, 0);
    await expect(sheet.locator('a[href^="/categoria/"]')).toHaveCount(12);
    // The desktop collapse state is untouched on mobile.
    await expect(page.locator("html")).toHaveAttribute("data-sidebar-state", "expanded");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });

  test("signed in: Perfil and the sign-out form", async ({ page }) => {
    // A real sign-in (the hint cookie alone is dropped by the request guard when no session backs it).
    await signIn(page, DEMO.buyer);
    await gotoShell(page);
    const bar = page.getByRole("navigation", { name: "Navegación inferior" });
    await expect(bar.getByRole("link", { name: "Perfil" })).toHaveAttribute("href", "/perfil");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer.getByText("Hola, Ana")).toBeVisible();
    const signOut = drawer.locator("form").filter({ has: page.getByRole("button", { name: "Salir" }) });
    await expect(signOut).toHaveAttribute("action", "/auth/salir");
    await expect(signOut).toHaveAttribute("method", "post");
  });

  test("a malformed sign-in hint counts as signed out", async ({ page, context, baseURL }) => {
    const errors = trackPageErrors(page);
    await setSessionHint(context, baseURL!, "%7Bnot-json");
    await gotoShell(page);
    await expect(
      page.getByRole("navigation", { name: "Navegación inferior" }).getByRole("link", { name: "Entrar" }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});
