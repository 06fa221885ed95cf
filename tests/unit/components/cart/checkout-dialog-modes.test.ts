// The checkout dialog in each payment mode, rendered to HTML: with a hosted provider it has no
// input a card could be typed or autofilled into, only contact and NIT, the note on where the
// payment happens and 'Continuar al pago {total}'; the simulated mode keeps its card fields.
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { CartContext, type CartContextValue } from "@/components/cart/cart-context";
import { CheckoutDialog } from "@/components/cart/checkout-dialog";
import { cartTotals, type CartItem } from "@/lib/domain/cart";
import { clientMessages } from "@/lib/i18n/client-messages";

// Radix renders a dialog's content into a portal, which needs a mounted document: here the parts
// render in place so the HTML holds the form. The actions are never called by a render.
vi.mock("@/components/ui/dialog", async () => {
  const { createElement: h } = await import("react");
  const part =
    (tag: string) =>
    ({ children }: { children?: ReactNode }) =>
      h(tag, null, children);
  return {
    Dialog: part("div"),
    DialogContent: part("div"),
    DialogHeader: part("div"),
    DialogFooter: part("div"),
    DialogTitle: part("h2"),
    DialogDescription: part("p"),
  };
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {} }) }));
vi.mock("@/lib/actions/orders/place-order", () => ({ placeOrderAction: vi.fn() }));
vi.mock("@/lib/actions/orders/start-hosted-checkout", () => ({ startHostedCheckoutAction: vi.fn() }));
vi.mock("@/lib/actions/orders/checkout-mode", () => ({ checkoutModeAction: vi.fn() }));
vi.mock("@/lib/actions/orders/quote-cart", () => ({ quoteCartAction: vi.fn(() => new Promise(() => {})) }));

const items: CartItem[] = [
  {
    id: "6c44b9f2-deb9-4ea8-a6da-deee6983abf8",
    title: "Cena para dos",
    priceCents: 10_000,
    quantity: 2,
    image: null,
  },
];
const cart: CartContextValue = {
  items,
  totals: cartTotals(items),
  add: () => {},
  setQuantity: () => {},
  remove: () => {},
  clear: () => {},
  setPrice: () => {},
  openCheckout: () => {},
};

const render = (mode: "card" | "hosted" | null, cfLimitCents?: number) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      {
        locale: "es-GT",
        messages: clientMessages(["cart", "checkout", "common"]),
        timeZone: "America/Guatemala",
      } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(
        CartContext.Provider,
        { value: cart },
        createElement(CheckoutDialog, { onClose: () => {}, mode, cfLimitCents }),
      ),
    ),
  ).replace(/<!-- -->/g, "");

const CARD_HINTS = /cc-number|cc-exp|cc-csc|cc-name|cardNumber|expiryDate|cvv|cardName/i;
const inputsOf = (html: string) => html.match(/<input\b[^>]*>/g) ?? [];

describe("CheckoutDialog", () => {
  it("with a hosted provider: no card input at all, contact and NIT only", () => {
    const html = render("hosted");
    const inputs = inputsOf(html);
    expect(inputs.length).toBe(6);
    for (const input of inputs) expect(input).not.toMatch(CARD_HINTS);
    for (const name of ["name", "email", "phone", "city", "address", "nit"]) expect(html).toContain(`name="${name}"`);
    for (const label of ["Número de tarjeta", "Vencimiento", "CVV", "Nombre en la tarjeta", "Datos de pago"])
      expect(html).not.toContain(label);
    expect(html).toContain("Pagarás en la página segura de Recurrente, con tarjeta o transferencia bancaria.");
    expect(html).not.toContain("Pago simulado");
  });

  it("with a hosted provider: the totals as today and the button 'Continuar al pago {total}'", () => {
    const html = render("hosted");
    // 2 x Q100 + 12% IVA.
    expect(html).toMatch(/data-testid="cart-subtotal"[^>]*>Q200\.00</);
    expect(html).toMatch(/data-testid="cart-iva"[^>]*>Q24\.00</);
    expect(html).toMatch(/data-testid="cart-total"[^>]*>Q224\.00</);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Continuar al pago Q224\.00<\/button>/);
    expect(html).not.toMatch(/>Pagar Q/);
  });

  it("in the simulated mode: the card fields and 'Pagar {total}' as before", () => {
    const html = render("card");
    const inputs = inputsOf(html);
    expect(inputs.length).toBe(10);
    for (const hint of ["cc-number", "cc-exp", "cc-csc", "cc-name"]) expect(html).toContain(`autoComplete="${hint}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pagar Q224\.00<\/button>/);
    expect(html).toContain("Pago simulado: no se realiza ningún cargo.");
  });

  it("asks for a NIT or CUI up front when the total reaches the 'CF' limit (SAT), in both modes", () => {
    expect(render("card")).not.toContain('data-testid="checkout-cf-limit"'); // Q224 < Q2,500
    for (const mode of ["card", "hosted"] as const) {
      const html = render(mode, 20_000); // a limit of Q200.00: this Q224.00 cart reaches it
      expect(html).toMatch(
        /data-testid="checkout-cf-limit"[^>]*>Para compras de Q200\.00 o más, la SAT exige que la factura lleve tu NIT o tu CUI/,
      );
    }
  });

  it("when the server could not say which mode: no form, no card input, a way to ask again", () => {
    const html = render(null);
    expect(inputsOf(html)).toEqual([]);
    expect(html).toContain("No pudimos preparar el pago.");
    expect(html).toContain(">Reintentar</button>");
  });
});

// Vite wants the patterns as literals.
const sources = import.meta.glob<string>(["/app/**/*.tsx", "/components/**/*.tsx"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("card inputs in the site's pages and components", () => {
  it("exist in one file only, the card checkout's fields, which only the simulated form renders", () => {
    const withCardInputs = Object.entries(sources)
      .filter(([, text]) => /cc-number|cc-exp|cc-csc|cc-name|\bcvv\b/i.test(text))
      .map(([path]) => path);
    expect(withCardInputs).toEqual(["/components/cart/checkout-fields.tsx"]);
    const users = Object.entries(sources)
      .filter(([path, text]) => path !== "/components/cart/checkout-fields.tsx" && /\bCheckoutFields\b/.test(text))
      .map(([path]) => path);
    expect(users).toEqual(["/components/cart/checkout-forms.tsx"]);
    const forms = sources["/components/cart/checkout-forms.tsx"]!;
    const hosted = forms.slice(forms.indexOf("export function HostedCheckoutForm"));
    expect(hosted).not.toMatch(/<CheckoutFields\b/);
    // The dialog picks the card form for the server's "card" answer only.
    expect(sources["/components/cart/checkout-dialog.tsx"]).toMatch(/mode === "card" \? \(\s*<CardCheckoutForm/);
  });
});
