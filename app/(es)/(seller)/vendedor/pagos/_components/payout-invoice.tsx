import { getTranslations } from "@/lib/i18n/server";
import type { FelDocumentView } from "@/lib/fel/data/views";

/** The commission invoice CuponGT issued for a paid payout: its number and the XML and PDF. */
export async function PayoutInvoice({ invoice }: { invoice: FelDocumentView | undefined }) {
  const t = await getTranslations("sellerPayouts.invoice");
  if (!invoice) return null;
  if (invoice.status !== "certificado")
    return (
      <p className="mt-3 text-sm text-muted-foreground" data-testid="payout-invoice">
        {t("pending")}
      </p>
    );
  const href = `/vendedor/facturas/${invoice.id}`;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="payout-invoice">
      <span>{t("label", { serie: invoice.serie ?? "", numero: invoice.numero ?? "" })}</span>
      <span className="font-mono text-xs text-muted-foreground">{invoice.uuid}</span>
      <a href={href} download className="underline">
        {t("xml")}
      </a>
      <a href={`${href}?formato=pdf`} download className="underline">
        {t("pdf")}
      </a>
    </p>
  );
}
