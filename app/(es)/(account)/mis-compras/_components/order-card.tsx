import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { OrderDetail } from "@/lib/data/orders/history";
import { formatQuetzales } from "@/lib/domain/money";
import { formatNit, isCuiReceptor } from "@/lib/domain/nit";
import { formatCode } from "@/lib/domain/voucher-code";

export const DATE_TIME = { dateStyle: "long", timeStyle: "short" } as const;

/** The amounts of an order: subtotal, IVA and total, as a definition list. */
export async function OrderTotals({ order }: { order: OrderDetail }) {
  const t = await getTranslations("myOrders");
  const rows: [string, number, boolean][] = [
    [t("subtotal"), order.subtotalCents, false],
    [t("iva"), order.taxCents, false],
    [t("total"), order.totalCents, true],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, cents, strong]) => (
        <div key={label} className="contents">
          <dt className={strong ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
          <dd className={strong ? "text-right font-semibold" : "text-right"}>{formatQuetzales(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One order on /mis-compras: number, date, NIT, state, its lines with each voucher's state, totals. */
export async function OrderCard({ order }: { order: OrderDetail }) {
  const [t, format] = await Promise.all([getTranslations("myOrders"), getFormatter()]);
  return (
    <article data-testid="order" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("order", { number: order.number })}</h2>
        <span
          className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-300"
          data-testid="order-state"
        >
          {t(`state_${order.state}`)}
        </span>
      </header>
      <p className="text-sm text-muted-foreground">
        {t("paidAt", { date: format.dateTime(new Date(order.paidAt), DATE_TIME) })} ·{" "}
        <span data-testid="order-nit">
          {t(isCuiReceptor(order.nit) ? "cui" : "nit", { nit: formatNit(order.nit) })}
        </span>
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        {order.lines.map((l) => (
          <li key={l.id}>
            <p className="font-medium">
              {t("line", { quantity: l.quantity, title: l.title })} · {formatQuetzales(l.unitPriceCents * l.quantity)}
            </p>
            <ul className="ml-4 list-disc text-muted-foreground">
              {l.vouchers.map((v) => (
                <li key={v.id}>
                  <code className="font-mono">{formatCode(v.code)}</code>: {t(`voucherState_${v.state}`)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
      <Link
        href={`/mis-compras/${order.id}`}
        className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t("viewReceipt")}
      </Link>
    </article>
  );
}
