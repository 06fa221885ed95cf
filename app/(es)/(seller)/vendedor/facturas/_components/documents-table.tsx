// One page of a business's FEL documents: date (Guatemala), kind, serie-número, UUID, receptor,
// total and status, with the XML and PDF of a certified (or cancelled) one. CuponGT's commission
// invoices are documents the business received, and say so. The owner may 'Anular' a certified
// invoice or credit note of a sale (the database re-checks who and what).
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { BusinessDocumentRow } from "@/lib/fel/data/lists";
import { formatQuetzales } from "@/lib/domain/money";
import { CancelFelDialog } from "@/components/fel/cancel-fel-dialog";

const KIND_OF = { venta: "factura", nota: "nota", comision: "comision" } as const;

const cancellable = (d: BusinessDocumentRow) =>
  d.status === "certificado" && d.purpose !== "comision" && !d.cancelState;

export async function DocumentsTable({ rows, canCancel }: { rows: BusinessDocumentRow[]; canCancel: boolean }) {
  const [t, format] = await Promise.all([getTranslations("sellerFel"), getFormatter()]);
  const columns = ["date", "kind", "number", "uuid", "receptor", "total", "status", "files"] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="fel-documents">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((c) => (
              <th key={c} scope="col" className={`px-2 py-2 font-medium ${c === "total" ? "text-right" : ""}`}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id} className="border-b align-top" data-testid="fel-document" data-document-id={d.id}>
              <td className="px-2 py-2 whitespace-nowrap">
                {format.dateTime(d.at, { dateStyle: "short", timeStyle: "short", timeZone: "America/Guatemala" })}
              </td>
              <td className="px-2 py-2">
                {d.kind} · {t(`kinds.${KIND_OF[d.purpose]}`)}
                {d.purpose === "comision" && (
                  <span className="block text-xs text-muted-foreground">{t("received")}</span>
                )}
              </td>
              <td className="px-2 py-2 font-mono whitespace-nowrap">{d.serie ? `${d.serie}-${d.numero}` : "—"}</td>
              <td className="px-2 py-2 font-mono text-xs break-all" data-testid="fel-document-uuid">
                {d.uuid ?? "—"}
              </td>
              <td className="px-2 py-2">
                <span className="font-mono">{d.receptorId}</span>
                <span className="block text-xs text-muted-foreground">{d.receptorName}</span>
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{formatQuetzales(d.totalCents)}</td>
              <td className="px-2 py-2" data-testid="fel-document-status">
                {t(`statuses.${d.status}`)}
                {d.test && d.status === "certificado" && (
                  <span className="block text-xs text-muted-foreground">{t("test")}</span>
                )}
                {d.cancelState && (
                  <span className="block text-xs text-muted-foreground" data-testid="fel-document-cancel-state">
                    {t(d.cancelState === "pendiente" ? "cancelPending" : "cancelFailed")}
                  </span>
                )}
              </td>
              <td className="px-2 py-2 whitespace-nowrap">
                {(d.status === "certificado" || d.status === "anulado") && (
                  <>
                    <a href={`/vendedor/facturas/${d.id}`} download className="underline underline-offset-2">
                      {t("xml")}
                    </a>{" "}
                    ·{" "}
                    <a
                      href={`/vendedor/facturas/${d.id}?formato=pdf`}
                      download
                      className="underline underline-offset-2"
                    >
                      {t("pdf")}
                    </a>
                  </>
                )}
                {canCancel && cancellable(d) && (
                  <div className="mt-1">
                    <CancelFelDialog
                      documentId={d.id}
                      label={`${d.kind} ${d.serie}-${d.numero}`}
                      reissue={d.kind !== "NCRE"}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
