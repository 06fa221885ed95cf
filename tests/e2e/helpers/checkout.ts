import type { Locator, Page } from "@playwright/test";

/** The simulated gateway's approving test card (lib/payments). */
export const APPROVED_CARD = "4242 4242 4242 4242";

export interface Buyer {
  /** 'Nombre completo'; the card holder is the same name in capitals. */
  name: string;
  email: string;
  card?: string;
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
    ["Nombre en la tarjeta", buyer.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase()],
  ] as const) {
    await dialog.getByLabel(label).fill(value);
  }
  return dialog;
}

/** The dialog's 'Pagar Q…' button. */
export function payButton(dialog: Locator): Locator {
  return dialog.getByRole("button", { name: /^Pagar Q/ });
}
