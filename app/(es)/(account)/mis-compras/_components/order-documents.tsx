import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { FelDocumentView } from "@/lib/fel/data/views";
import { formatQuetzales } from "@/lib/domain/money";

/**
 * The order's FEL documents on the receipt: each invoice (or 'factura pendiente' while it is not
 * certified) and each credit note of a refund, with serie, número, UUID and when it was certified,
 * and the XML and PDF to download. A cancelled
 * (anulada) one says so, with when and why, and keeps its downloads (the PDF stamped 'ANULADA');
 * an invoice re-issued for it follows as a document of its own.
 */
export async function OrderDocuments({ orderId, documents }: { orderId: string; documents: FelDocumentView[] }) {
  const [t, format] = await Promise.all([getTranslations("felDocuments"), getFormatter()]);
  if (documents.length === 0) return null;
  // Certification and cancellation as the certifier stamped them, in Guatemala's time.
  const when = (at: Date) =>
    format.dateTime(at, { dateStyle: "medium", timeStyle: "short", timeZone: "America/Guatemala" });
  return (
    <section aria-labelledby="recibo-factura" className="flex flex-col gap-2" data-testid="order-documents">
      <h2 id="recibo-factura" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {documents.map((d) => (
          <li key={d.id} className="rounded-lg border p-3" data-testid={`fel-${d.purpose}`} data-status={d.status}>
            <p className="font-semibold">
              {t(d.purpose === "nota" ? "creditNote" : "invoice")} · {formatQuetzales(d.totalCents)}
            </p>
            {d.status === "anulado" && d.cancelledAt ? (
              <p className="font-semibold text-red-700" data-testid="fel-cancelled">
                {t("cancelled", { date: when(d.cancelledAt), reason: d.cancelReason ?? "" })}
              </p>
            ) : null}
            {d.replacesId ? <p className="text-muted-foreground">{t("reissue")}</p> : null}
            {d.status === "certificado" || d.status === "anulado" ? (
              <>
                {d.test ? <p className="font-semibold text-red-700">{t("testMark")}</p> : null}
                <p>
                  {t("serie")}: <span data-testid="fel-serie">{d.serie}</span> · {t("numero")}:{" "}
                  <span data-testid="fel-numero">{d.numero}</span>
                </p>
                <p className="break-all">
                  {t("uuid")}: <span data-testid="fel-uuid">{d.uuid}</span>
                </p>
                {d.certifiedAt ? (
                  <p>
                    {t("certifiedAt")}: <span data-testid="fel-certified-at">{when(d.certifiedAt)}</span>
                  </p>
                ) : null}
                <p className="no-print flex gap-4">
                  <a href={`/mis-compras/${orderId}/documentos/${d.id}`} className="text-primary underline" download>
                    {t("downloadXml")}
                  </a>
                  <a
                    href={`/mis-compras/${orderId}/documentos/${d.id}?formato=pdf`}
                    className="text-primary underline"
                    download
                  >
                    {t("downloadPdf")}
                  </a>
                </p>
              </>
            ) : (
              <p data-testid="fel-pending">{t(d.status === "fallido" ? "failed" : "pending")}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
