import { expect, type Locator, type Page } from "@playwright/test";

/** The simulated gateway's approving test card (lib/payments). */
export const APPROVED_CARD = "4242 4242 4242 4242";

export interface Buyer {
  /** 'Nombre completo'; the card holder is the same name in capitals. */
  name: string;
  email: string;
  card?: string;
}

/** The cart sheet ('Tu carrito'). */
export function cartSheet(page: Page): Locator {
  return page.getByRole("dialog", { name: "Tu carrito" });
}

/**
 * On a coupon page: 'Comprar este cupón' adds one unit and opens the cart with a toast; Escape
 * closes the cart, and the helper waits until it is gone (the sheet loads on first use, so a test
 * that clicks on at once can race its opening).
 */
export async function addFromCouponPage(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Comprar este cupón" }).click();
  await expect(page.getByText("¡Agregado al carrito!").first()).toBeVisible();
  await expect(cartSheet(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cartSheet(page)).toBeHidden();
}

/** Opens the cart from the visible header trigger and returns the sheet. */
export async function openCart(page: Page): Promise<Locator> {
  await page
    .getByRole("button", { name: /^Abrir carrito/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(cartSheet(page)).toBeVisible();
  return cartSheet(page);
}

/** Opens the checkout from the cart sheet ('Pagar') and returns the checkout dialog. */
export async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole("dialog", { name: "Tu carrito" }).getByRole("button", { name: "Pagar", exact: true }).click();
  return page.getByRole("dialog", { name: "Finalizar compra" });
}

/** Fills every field of the open checkout dialog (SPEC 5's form) without paying; returns it. */
export async function fillCheckout(page: Page, buyer: Buyer): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Finalizar compra" });
  for (const [label, value] of [
    ["Nombre completo", buyer.name],
    ["Correo electrónico", buyer.email],
    ["Teléfono", "5555-1234"],
    ["Ciudad", "Guatemala"],
    ["Dirección", "6a Avenida 10-20, Zona 1"],
    ["Número de tarjeta", buyer.card ?? APPROVED_CARD],
    ["Vencimiento", "1229"],
    ["CVV", "123"],
    // Accents dropped as on a card: "Inés Tzul" is printed INES TZUL.
    [
      "Nombre en la tarjeta",
      buyer.name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toUpperCase(),
    ],
  ] as const) {
    await dialog.getByLabel(label).fill(value);
  }
  return dialog;
}

/** The dialog's 'Pagar Q…' button. */
export function payButton(dialog: Locator): Locator {
  return dialog.getByRole("button", { name: /^Pagar Q/ });
}
