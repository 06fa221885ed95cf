import "server-only";
import { siteOrigin } from "@/lib/env";
import { message } from "@/lib/i18n/messages";
import type { OrderDetail } from "@/lib/data/orders/history";
import { formatQuetzales } from "@/lib/domain/money";
import { formatNit, isCuiReceptor } from "@/lib/domain/nit";
import { formatCode } from "@/lib/domain/voucher-code";
import type { Email } from "./mailer";
import { escapeHtml, mailDate, mailDateTime } from "./format";
import { qrPngDataUri } from "./qr";
import { pageHref } from "@/lib/i18n/page-href";

// The receipt of a paid order: Spanish, amounts in quetzales with the IVA line, the NIT, CUI or
// CF (labelled CUI or NIT), the order number, and one block per voucher with its code, QR, business address and how to
// redeem. Text and HTML say the same; the HTML carries the QR images. When the order's invoice is
// already certified, the receipt says it carries it (lib/jobs/handlers/receipt.ts attaches it).

const t = (key: string, values?: Record<string, string | number>) => message(`receiptEmail.${key}`, values);

/** `invoices`: the certified documents attached to this receipt (none while they are pending). */
export async function receiptEmail(
  order: OrderDetail,
  to: string,
  invoices: { serie: string; numero: string }[] = [],
): Promise<Email> {
  const origin = siteOrigin();
  const myCoupons = new URL(pageHref("/mis-cupones"), origin).toString();
  const myOrder = new URL(pageHref(`/mis-compras/${order.id}`), origin).toString();
  const name = order.contactName ?? t("fallbackName");
  const vouchers = order.lines.flatMap((l) => l.vouchers.map((v) => ({ ...v, line: l })));
  const qrs = await Promise.all(vouchers.map((v) => qrPngDataUri(v.code)));
  const addressOf = (l: OrderDetail["lines"][number]) =>
    [l.businessAddress, l.businessCity].filter(Boolean).join(", ") || t("noAddress");
  const lineText = (l: OrderDetail["lines"][number]) =>
    t("line", {
      quantity: l.quantity,
      title: l.title,
      unit: formatQuetzales(l.unitPriceCents),
      amount: formatQuetzales(l.unitPriceCents * l.quantity),
    });
  const totals: [string, number][] = [
    [t("subtotal"), order.subtotalCents],
    [t("iva"), order.taxCents],
    [t("total"), order.totalCents],
  ];
  const head: [string, string][] = [
    [t("order"), order.number],
    [t("date"), mailDateTime(order.paidAt)],
    [t(isCuiReceptor(order.nit) ? "cui" : "nit"), formatNit(order.nit)],
  ];

  const attached = invoices.length
    ? t("felAttached", { documents: invoices.map((d) => `${d.serie}-${d.numero}`).join(", ") })
    : null;

  const text = [
    t("greeting", { name }),
    "",
    t("intro"),
    ...(attached ? ["", attached] : []),
    "",
    ...head.map(([k, v]) => `${k}: ${v}`),
    "",
    ...order.lines.map(lineText),
    "",
    ...totals.map(([k, v]) => `${k}: ${formatQuetzales(v)}`),
    "",
    `${t("vouchersTitle")}:`,
    ...vouchers.flatMap((v) => [
      "",
      v.line.title,
      `${t("code")}: ${formatCode(v.code)}`,
      `${t("business")}: ${v.line.businessName ?? ""}`,
      `${t("address")}: ${addressOf(v.line)}`,
      `${t("validUntil")}: ${mailDate(v.expiresAt)}`,
    ]),
    "",
    t("howToRedeem"),
    t("myCoupons", { link: myCoupons }),
    t("myOrders", { link: myOrder }),
  ].join("\n");

  const e = escapeHtml;
  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:2px 12px 2px 0">${e(k)}</td><td style="padding:2px 0;text-align:right">${strong ? `<strong>${e(v)}</strong>` : e(v)}</td></tr>`;
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">
<p>${e(t("greeting", { name }))}</p><p>${e(t("intro"))}</p>${attached ? `<p>${e(attached)}</p>` : ""}
<table role="presentation">${head.map(([k, v]) => row(k, v)).join("")}</table>
<ul>${order.lines.map((l) => `<li>${e(lineText(l))}</li>`).join("")}</ul>
<table role="presentation">${totals.map(([k, v], i) => row(k, formatQuetzales(v), i === 2)).join("")}</table>
<h2 style="font-size:18px">${e(t("vouchersTitle"))}</h2>
${vouchers
  .map(
    (v, i) => `<div style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:8px 0">
<p style="margin:0 0 4px"><strong>${e(v.line.title)}</strong></p>
<p style="margin:0">${e(t("code"))}: <code style="font-size:16px">${e(formatCode(v.code))}</code></p>
<img src="${qrs[i]}" width="150" height="150" alt="${e(t("qrAlt", { code: formatCode(v.code) }))}">
<p style="margin:0">${e(t("business"))}: ${e(v.line.businessName ?? "")}</p>
<p style="margin:0">${e(t("address"))}: ${e(addressOf(v.line))}</p>
<p style="margin:0">${e(t("validUntil"))}: ${e(mailDate(v.expiresAt))}</p></div>`,
  )
  .join("\n")}
<p>${e(t("howToRedeem"))}</p>
<p><a href="${e(myCoupons)}">${e(myCoupons)}</a> · <a href="${e(myOrder)}">${e(myOrder)}</a></p>
</body></html>`;

  return { to, subject: t("subject", { number: order.number }), text, html };
}
