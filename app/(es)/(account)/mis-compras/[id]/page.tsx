import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { AccountPrompt } from "@/components/account/account-prompt";
import { getSession } from "@/lib/auth/session";
import { orderDocuments } from "@/lib/fel/data/views";
import { getMyOrder } from "@/lib/data/orders/history";
import { formatQuetzales } from "@/lib/domain/money";
import { formatNit, isCuiReceptor } from "@/lib/domain/nit";
import { formatCode } from "@/lib/domain/voucher-code";
import { voucherQrDataUri } from "../../mis-cupones/_components/voucher-qr";
import { DATE_TIME, OrderTotals } from "../_components/order-card";
import { OrderDocuments } from "../_components/order-documents";
import { PrintButton } from "../_components/print-button";

// The printable receipt of one order. Only its buyer sees it (RLS: anyone else's order reads as
// missing). Printing keeps the receipt alone: the site's header, menus and buttons are hidden.
export const dynamic = "force-dynamic";

const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  #recibo, #recibo * { visibility: visible; }
  #recibo { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  #recibo .no-print { display: none; }
}`;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("myOrders");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function OrderReceiptPage({ params }: { params: Promise<{ id: string }> }) {
  const [t, format, { user, caller }, { id }] = await Promise.all([
    getTranslations("myOrders"),
    getFormatter(),
    getSession(),
    params,
  ]);
  if (!user || caller.role !== "authenticated") {
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href={`/auth?next=${encodeURIComponent(`/mis-compras/${id}`)}`}
      />
    );
  }
  const order = await getMyOrder(caller, id);
  if (!order)
    return <AccountPrompt title={t("notFoundTitle")} text={t("notFoundText")} cta={t("back")} href="/mis-compras" />;
  const vouchers = order.lines.flatMap((l) => l.vouchers.map((v) => ({ ...v, line: l })));
  const [qrs, documents] = await Promise.all([
    Promise.all(vouchers.map((v) => voucherQrDataUri(v.code))),
    orderDocuments(caller, order.id),
  ]);
  return (
    <div id="recibo" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8">
      <style>{PRINT_CSS}</style>
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <Link href="/mis-compras" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("back")}
        </Link>
        <PrintButton label={t("print")} />
      </div>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold">CuponGT</p>
        <h1 className="text-2xl font-bold">{t("receiptTitle", { number: order.number })}</h1>
        <p className="text-sm text-muted-foreground">
          {t("paidAt", { date: format.dateTime(new Date(order.paidAt), DATE_TIME) })}
        </p>
        <p className="text-sm">
          {t("buyer")}: {order.contactName ?? user.email}
        </p>
        <p className="text-sm" data-testid="order-nit">
          {t(isCuiReceptor(order.nit) ? "cui" : "nit", { nit: formatNit(order.nit) })}
        </p>
        <p className="text-sm">
          {t("stateLabel")}: {t(`state_${order.state}`)}
        </p>
      </header>
      <section aria-labelledby="recibo-articulos" className="flex flex-col gap-2">
        <h2 id="recibo-articulos" className="text-lg font-semibold">
          {t("items")}
        </h2>
        <ul className="flex flex-col gap-1 text-sm">
          {order.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-4">
              <span>{t("line", { quantity: l.quantity, title: l.title })}</span>
              <span>{formatQuetzales(l.unitPriceCents * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} />
      </section>
      <OrderDocuments orderId={order.id} documents={documents} />
      <section aria-labelledby="recibo-cupones" className="flex flex-col gap-3">
        <h2 id="recibo-cupones" className="text-lg font-semibold">
          {t("vouchers")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("howToRedeem")}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {vouchers.map((v, i) => (
            <li key={v.id} className="flex break-inside-avoid gap-3 rounded-lg border p-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- an inline data: SVG drawn on the server */}
              <img
                src={qrs[i]}
                alt=""
                width={96}
                height={96}
                className="size-24 shrink-0 rounded border bg-white p-1"
              />
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <p className="font-semibold">{v.line.title}</p>
                <p>
                  {t("code")}: <code className="font-mono font-bold">{formatCode(v.code)}</code>
                </p>
                <p>
                  {t(`voucherState_${v.state}`)} ·{" "}
                  {t("validUntil", { date: format.dateTime(new Date(v.expiresAt), { dateStyle: "long" }) })}
                </p>
                {v.line.businessName ? (
                  <p>
                    {t("business")}: {v.line.businessName}
                  </p>
                ) : null}
                {v.line.businessAddress ? (
                  <p>
                    {t("address")}: {[v.line.businessAddress, v.line.businessCity].filter(Boolean).join(", ")}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
