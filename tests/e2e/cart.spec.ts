// SPEC 2/4/5/8/9 cart and checkout without an account, on the seeded catalogue: add, quantities,
// totals with IVA, removal, persistence across reloads (PRODUCT 4), the checkout's input shaping
// and its client-side validation, and the sign-in hand-off.
import { expect, test, type Page } from "@playwright/test";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";
import { seedId } from "@/lib/db/seed/ids";
import { CART_STORAGE_KEY } from "@/lib/domain/cart";
import { formatQuetzales } from "@/lib/domain/money";
import { cartSheet } from "./helpers/checkout";
import { fetchHtml, visibleHtml } from "./helpers/html";
import { gotoShell, presetCookieConsent, trackPageErrors } from "./helpers/shell";

const seeds = buildSeedCoupons().filter((c) => c.endsInHours > 24 && c.remaining > 10);
const [first, second] = seeds as [(typeof seeds)[number], (typeof seeds)[number]];
const path = (c: { key: string }) => `/cupon/${seedId("coupon", c.key)}`;
const q = formatQuetzales;

const cartButton = (page: Page) => page.getByRole("button", { name: /^Abrir carrito/ });
const lineOf = (page: Page, title: string) => cartSheet(page).getByTestId("cart-line").filter({ hasText: title });

async function buyFromDetail(page: Page, coupon: { key: string; title: string }) {
  await gotoShell(page, path(coupon));
  await page.getByRole("button", { name: "Comprar este cupón" }).click();
  await expect(cartSheet(page)).toBeVisible();
}

async function expectTotals(page: Page, subtotal: number) {
  const iva = Math.round(subtotal * 0.12);
  const sheet = cartSheet(page);
  await expect(sheet.getByTestId("cart-subtotal")).toHaveText(q(subtotal));
  await expect(sheet.getByTestId("cart-iva")).toHaveText(q(iva));
  await expect(sheet.getByTestId("cart-total")).toHaveText(q(subtotal + iva));
  expect(subtotal + iva).toBe(Math.round(subtotal * 1.12));
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test.describe("cart (SPEC 4, PRODUCT 4)", () => {
  test("add two coupons, change quantities, totals with IVA, reload keeps the cart, 0 removes, empty state", async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await buyFromDetail(page, first);
    await expect(page.getByText("¡Agregado al carrito!")).toBeVisible();
    await expect(page.getByText(`${first.title} ha sido agregado a tu carrito.`)).toBeVisible();
    await expect(lineOf(page, first.title)).toContainText(`${q(first.discountPriceCents)} c/u`);
    await expectTotals(page, first.discountPriceCents);

    await buyFromDetail(page, second);
    await expect(cartSheet(page).getByTestId("cart-line")).toHaveCount(2);
    await expect(cartSheet(page).getByTestId("cart-line-title")).toHaveText([first.title, second.title]);

    await lineOf(page, first.title)
      .getByRole("spinbutton", { name: `Cantidad de ${first.title}` })
      .fill("3");
    await lineOf(page, second.title)
      .getByRole("button", { name: `Agregar uno de ${second.title}` })
      .click();
    await expect(lineOf(page, second.title).getByRole("spinbutton")).toHaveValue("2");
    const subtotal = 3 * first.discountPriceCents + 2 * second.discountPriceCents;
    await expectTotals(page, subtotal);
    await expect(lineOf(page, first.title).getByTestId("cart-line-total")).toHaveText(q(3 * first.discountPriceCents));

    // Reload: the cart comes back from localStorage, badge included.
    await page.keyboard.press("Escape");
    await gotoShell(page, "/");
    await expect(cartButton(page)).toHaveAccessibleName("Abrir carrito, 5 cupones");
    await cartButton(page).click();
    await expectTotals(page, subtotal);
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)) ?? "null",
    ) as { items: { quantity: number }[] };
    expect(stored.items.map((i) => i.quantity)).toEqual([3, 2]);

    // A quantity of 0 removes the line; removing the last leaves the empty state.
    await lineOf(page, first.title).getByRole("spinbutton").fill("0");
    await expect(cartSheet(page).getByTestId("cart-line")).toHaveCount(1);
    await expectTotals(page, 2 * second.discountPriceCents);
    await lineOf(page, second.title)
      .getByRole("button", { name: `Eliminar ${second.title} del carrito` })
      .click();
    await expect(cartSheet(page).getByText("Tu carrito está vacío")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartButton(page)).toHaveAccessibleName("Abrir carrito");
    expect(errors).toEqual([]);
  });

  test("Escape while the cart is still loading keeps it closed once it has loaded", async ({ page }) => {
    await gotoShell(page, path(first));
    // The sheet's code loads on first use: slow every chunk down so Escape lands before it is there.
    await page.route(/\/_next\/static\/chunks\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Comprar este cupón" }).click();
    await page.keyboard.press("Escape");
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("¡Agregado al carrito!").first()).toBeVisible();
    await expect(cartSheet(page)).toBeHidden();
    await expect(cartButton(page).filter({ visible: true }).first()).toHaveAttribute("aria-expanded", "false");
    await expect(cartButton(page).filter({ visible: true }).first()).toHaveAccessibleName("Abrir carrito, 1 cupón");
  });

  test("malformed storage gives an empty cart, and ?carrito=1 opens the cart", async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), CART_STORAGE_KEY);
    await gotoShell(page, "/?carrito=1");
    await expect(cartSheet(page).getByText("Tu carrito está vacío")).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    expect(errors).toEqual([]);
  });

  test("a regular card's call to action adds the coupon without leaving the page", async ({ page }) => {
    await gotoShell(page, "/buscar");
    const cta = page.locator('[data-testid="ab-cta"][data-action="add-to-cart"]').first();
    await expect(cta).toHaveAttribute("href", /^\/cupon\//); // still a link in the server HTML
    await cta.click();
    await expect(page.getByText("Cupón agregado al carrito")).toBeVisible();
    await expect(page).toHaveURL(/\/buscar$/);
    await expect(cartButton(page)).toHaveAccessibleName("Abrir carrito, 1 cupón");
  });
});

test.describe("checkout (SPEC 5, 8)", () => {
  async function openCheckout(page: Page) {
    await buyFromDetail(page, first);
    await cartSheet(page).getByRole("button", { name: "Pagar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test("input shaping, and an incomplete form is refused on the client with the spec's message", async ({ page }) => {
    const actionPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.headers()["next-action"]) actionPosts.push(r.url());
    });
    const dialog = await openCheckout(page);
    await expect(dialog.getByLabel("Correo electrónico")).toHaveAttribute("type", "email");
    const card = dialog.getByLabel("Número de tarjeta");
    await card.fill("4111-1111-1111-1111-999");
    await expect(card).toHaveValue("4111 1111 1111 1111");
    await dialog.getByLabel("Vencimiento").fill("1229");
    await expect(dialog.getByLabel("Vencimiento")).toHaveValue("12/29");
    await dialog.getByLabel("CVV").fill("12a345");
    await expect(dialog.getByLabel("CVV")).toHaveValue("1234");

    const pay = dialog.getByRole("button", { name: `Pagar ${q(Math.round(first.discountPriceCents * 1.12))}` });
    await expect(pay).toBeEnabled(); // after the quote
    const before = actionPosts.length;
    await pay.click();
    await expect(page.getByText("Por favor completa todos los campos")).toBeVisible();

    // Everything filled but a 12-digit card: still refused, still no call to the server.
    await dialog.getByLabel("Nombre completo").fill("Ana López");
    await dialog.getByLabel("Correo electrónico").fill("ana@example.com");
    await dialog.getByLabel("Teléfono").fill("5555-1234");
    await dialog.getByLabel("Ciudad").fill("Guatemala");
    await dialog.getByLabel("Dirección").fill("6a Avenida 10-20, Zona 1");
    await dialog.getByLabel("Nombre en la tarjeta").fill("ANA LOPEZ");
    await card.fill("4111 1111 1111");
    await pay.click();
    // A second toast with the same text (sonner keeps the first, hidden, until it times out).
    await expect(page.getByText("Por favor completa todos los campos")).toHaveCount(2);
    await expect(card).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Nombre completo")).not.toHaveAttribute("aria-invalid", "true");
    expect(actionPosts.length).toBe(before);
  });

  test("a visitor with a valid form is sent to sign in, coming back to the open cart", async ({ page }) => {
    const dialog = await openCheckout(page);
    await dialog.getByLabel("Nombre completo").fill("Ana López");
    await dialog.getByLabel("Correo electrónico").fill("ana@example.com");
    await dialog.getByLabel("Teléfono").fill("5555-1234");
    await dialog.getByLabel("Ciudad").fill("Guatemala");
    await dialog.getByLabel("Dirección").fill("6a Avenida 10-20, Zona 1");
    await dialog.getByLabel("Número de tarjeta").fill("4111111111111111");
    await dialog.getByLabel("Vencimiento").fill("1229");
    await dialog.getByLabel("CVV").fill("123");
    await dialog.getByLabel("Nombre en la tarjeta").fill("ANA LOPEZ");
    await dialog.getByRole("button", { name: /^Pagar Q/ }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/?carrito=1");
  });
});

test("/pago-exitoso: server HTML with '¡Compra Exitosa!', next steps, /perfil and / buttons, noindex", async ({
  request,
}) => {
  const html = await fetchHtml(request, "/pago-exitoso");
  expect(html).toContain('<meta name="robots" content="noindex, follow"');
  const body = visibleHtml(html);
  expect(body).toMatch(/<h1[^>]*>¡Compra Exitosa!<\/h1>/);
  expect(body).toContain('href="/mis-cupones"');
  expect(body).toContain("Muestra el código de tu cupón en el negocio participante.");
  expect(body).toMatch(/<a[^>]*href="\/perfil"[^>]*>Ir a mi perfil<\/a>/);
  expect(body).toMatch(/<a[^>]*href="\/"[^>]*>Volver al inicio<\/a>/);
});
