// The sandbox's hosted pages, server-rendered and in Spanish like Recurrente's: the checkout a buyer
// pays on, the pages after it, and a small admin page to settle bank transfers. No script runs on
// them; every action is a plain form POST, so a test can drive them with fetch as well as a browser.
import { formatQuetzales } from "@/lib/domain/money";
import type { SandboxMessage } from "./webhooks";
import { isOpen, type SandboxCheckout } from "./store";

/** Test cards, as in Recurrente's test mode: the first pays, the second is declined. */
export const SANDBOX_CARD_SUCCESS = "4242424242424242";
export const SANDBOX_CARD_DECLINED = "4000000000000002";
/** How long the buyer has to make a bank transfer once chosen (Recurrente: up to 24 hours). */
export const SANDBOX_TRANSFER_HOURS = 24;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A moment as a buyer in Guatemala reads it (the page is not the app, so no shared formatter is needed). */
const when = (date: Date) =>
  `${date.toLocaleString("es-GT", { timeZone: "America/Guatemala", dateStyle: "short", timeStyle: "short" })} (hora de Guatemala)`;

const money = (cents: number, currency: string) =>
  currency === "GTQ" ? formatQuetzales(cents) : `${currency} ${formatQuetzales(cents).slice(1)}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#222}
.prueba{background:#fde68a;padding:.4rem .8rem;border-radius:.3rem;font-weight:600}
label{display:block;margin:.6rem 0 .2rem}input{padding:.4rem;width:100%;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1rem}table{width:100%;border-collapse:collapse}
td,th{padding:.3rem;border-bottom:1px solid #ddd;text-align:left}.error{color:#b91c1c}</style>
</head><body><p class="prueba">PRUEBA: sandbox local de pagos, no se mueve dinero real</p>
${body}</body></html>`;
}

function itemsTable(checkout: SandboxCheckout): string {
  const rows = checkout.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}</td><td>${i.quantity}</td><td>${money(i.amount_in_cents * i.quantity, i.currency)}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>Producto</th><th>Cantidad</th><th>Monto</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th colspan="2">Total</th><th>${money(checkout.totalCents, checkout.currency)}</th></tr></tfoot></table>`;
}

export function checkoutPage(checkout: SandboxCheckout, error?: string): string {
  const base = `/checkout-session/${encodeURIComponent(checkout.id)}`;
  const expiry = checkout.expiresAt ? `<p>Este enlace vence el ${escapeHtml(when(checkout.expiresAt))}.</p>` : "";
  return layout(
    "Pagar",
    `<h1>Completa tu pago</h1>${itemsTable(checkout)}${expiry}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<h2>Tarjeta de crédito o débito</h2>
<form method="post" action="${base}/pay">
<label for="card_name">Nombre en la tarjeta</label><input id="card_name" name="card_name" autocomplete="cc-name">
<label for="card_number">Número de tarjeta</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<label for="card_expiry">Vencimiento (MM/AA)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp">
<label for="card_cvv">CVV</label><input id="card_cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc">
<button type="submit">Pagar ${money(checkout.totalCents, checkout.currency)}</button>
</form>
<p>Tarjetas de prueba: 4242 4242 4242 4242 se aprueba; 4000 0000 0000 0002 se rechaza.</p>
<h2>Transferencia bancaria</h2>
<form method="post" action="${base}/transfer"><button type="submit">Pagar con transferencia bancaria</button></form>
<p><a href="${base}/cancel">Cancelar y volver a la tienda</a></p>`,
  );
}

/** A checkout that cannot be paid any more (paid, expired or with a transfer under way). */
export function closedPage(checkout: SandboxCheckout, now: Date): string {
  const message =
    checkout.status === "paid"
      ? "Este pago ya fue completado."
      : checkout.status === "payment_in_progress"
        ? "Tu transferencia bancaria está pendiente de confirmación."
        : isOpen(checkout, now)
          ? "Este enlace de pago está disponible."
          : "Este enlace de pago expiró.";
  const back = checkout.status === "paid" ? checkout.successUrl : checkout.cancelUrl;
  return layout(
    "Pago",
    `<h1>${message}</h1>${back ? `<p><a href="${escapeHtml(back)}">Volver a la tienda</a></p>` : ""}`,
  );
}

export function transferPage(checkout: SandboxCheckout, deadline: Date): string {
  return layout(
    "Transferencia bancaria",
    `<h1>Transferencia bancaria pendiente</h1>${itemsTable(checkout)}
<p>Transfiere ${money(checkout.totalCents, checkout.currency)} a la cuenta 000-000000-0 (Banco de Prueba) antes del
${escapeHtml(when(deadline))}. Tu compra se confirmará cuando recibamos el dinero.</p>
<p>Referencia: ${escapeHtml(checkout.transferId ?? "")}</p>
${checkout.successUrl ? `<p><a href="${escapeHtml(checkout.successUrl)}">Volver a la tienda</a></p>` : ""}`,
  );
}

export function notFoundPage(): string {
  return layout("No encontrado", "<h1>Este enlace de pago no existe.</h1>");
}

export function adminPage(checkouts: SandboxCheckout[], messages: SandboxMessage[]): string {
  const rows = checkouts
    .map((c) => {
      const actions =
        c.status === "payment_in_progress"
          ? `<form method="post" action="/sandbox/transfers/${c.id}/confirm"><button type="submit">Confirmar transferencia</button></form>
<form method="post" action="/sandbox/transfers/${c.id}/fail"><button type="submit">Rechazar transferencia</button></form>`
          : "";
      return `<tr><td>${c.id}</td><td>${escapeHtml(String(c.metadata.order_id ?? ""))}</td><td>${c.status}</td>
<td>${money(c.totalCents, c.currency)}</td><td>${actions}</td></tr>`;
    })
    .join("");
  const sent = messages
    .map(
      (m) => `<tr><td>${m.id}</td><td>${m.type}</td><td>${m.attempts.map((a) => a.status).join(", ")}</td>
<td><form method="post" action="/sandbox/messages/${m.id}/redeliver"><button type="submit">Reenviar</button></form></td></tr>`,
    )
    .join("");
  return layout(
    "Sandbox de pagos",
    `<h1>Sandbox de pagos</h1><h2>Checkouts</h2>
<table><thead><tr><th>Checkout</th><th>Orden</th><th>Estado</th><th>Total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<h2>Webhooks</h2>
<table><thead><tr><th>Mensaje</th><th>Evento</th><th>Respuestas</th><th></th></tr></thead><tbody>${sent}</tbody></table>`,
  );
}
