// The return page's five states as the server renders them: the wrapper's data-payment-state (the
// end-to-end tests' hook), the exact Spanish heading and sentence, and what the buyer can do next.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { PaymentReturnView } from "@/app/(es)/(account)/pago/[orderId]/_components/payment-return-view";
import { CartSheetProvider } from "@/components/layout/cart-sheet";
import type { PaymentReturnState } from "@/lib/payments/rules/return";
import { clientMessages } from "@/lib/i18n/client-messages";

const render = (state: PaymentReturnState, over: { deadline?: Date; voucherCount?: number; slow?: boolean } = {}) =>
  renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      {
        locale: "es-GT",
        messages: clientMessages(["paymentReturn"]),
        timeZone: "America/Guatemala",
      } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(
        CartSheetProvider,
        { content: null } as unknown as ComponentProps<typeof CartSheetProvider>,
        createElement(PaymentReturnView, {
          state,
          deadline: over.deadline ?? null,
          voucherCount: over.voucherCount ?? 2,
          slow: over.slow,
        }),
      ),
    ),
  ).replace(/<!-- -->/g, "");

describe("PaymentReturnView", () => {
  it("pending card: 'Procesando tu pago…', asked not to close the page", () => {
    const html = render("pending");
    expect(html).toContain('data-payment-state="pending"');
    expect(html).toContain("<h1");
    expect(html).toContain(">Procesando tu pago…</h1>");
    expect(html).toContain("Esto suele tardar unos segundos. No cierres esta página.");
    expect(html).not.toContain("Está tardando más de lo normal");
    expect(render("pending", { slow: true })).toContain("Está tardando más de lo normal");
  });

  it("pending transfer: the deadline in Guatemala's time", () => {
    // 23:30 UTC is 17:30 in Guatemala (UTC-6), the same day.
    const html = render("transfer", { deadline: new Date("2026-12-03T23:30:00Z") });
    expect(html).toContain('data-payment-state="transfer"');
    expect(html).toContain(">Esperando tu transferencia</h1>");
    expect(html).toMatch(
      /Tienes hasta el 3 de diciembre de 2026 a las 5:30\sp\.\sm\. para completar la transferencia\. Reservamos tus cupones hasta entonces\./,
    );
  });

  it("paid: the vouchers are in Mis Cupones, with the link there", () => {
    const html = render("paid", { voucherCount: 3 });
    expect(html).toContain('data-payment-state="paid"');
    expect(html).toContain(">¡Pago confirmado!</h1>");
    expect(html).toContain("Tus 3 cupones ya están en Mis Cupones.");
    expect(html).toMatch(/<a[^>]*href="\/mis-cupones"[^>]*>Ver mis cupones<\/a>/);
    expect(render("paid", { voucherCount: 1 })).toContain("Tu cupón ya está en Mis Cupones.");
  });

  it("failed or cancelled: no charge, the cart is still there, a button opens it", () => {
    const html = render("failed");
    expect(html).toContain('data-payment-state="failed"');
    expect(html).toContain(">No se completó el pago</h1>");
    expect(html).toContain("No se hizo ningún cargo. Tu carrito sigue disponible.");
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Volver al carrito<\/button>/);
    expect(html).not.toContain("/mis-cupones");
  });

  it("paid but not fulfilled: the money goes back in full", () => {
    const html = render("issue");
    expect(html).toContain('data-payment-state="issue"');
    expect(html).toContain(">Recibimos tu pago, pero no pudimos completar el pedido</h1>");
    expect(html).toContain(
      "Los cupones se agotaron mientras pagabas. Te devolveremos el dinero completo y te avisaremos por correo.",
    );
    expect(html).not.toContain("Volver al carrito");
  });
});
