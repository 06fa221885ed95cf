// A certified FEL document as a download: its XML, or its PDF (?formato=pdf) rendered from the XML.
// Shared by the buyer's documents (/mis-compras/{id}/documentos/{doc}) and the business's
// (/vendedor/facturas/{doc}); both read the row as the caller first (row level security).
import { GUATEMALA_TIME_ZONE } from "@/lib/domain/guatemala-time";
import { invoicePdf, type PdfCancellation } from "./pdf";
import { readDte } from "./xml/read";

const guatemalaDateTime = new Intl.DateTimeFormat("es-GT", {
  timeZone: GUATEMALA_TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

export const PRIVATE_DOCUMENT = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function documentDownload(
  request: Request,
  doc: {
    kind: string;
    serie: string | null;
    numero: string | null;
    xml: string;
    /** An anulado document: its PDF is stamped 'ANULADA' (its XML is what SAT certified, unchanged). */
    cancelledAt?: Date | null;
    cancelReason?: string | null;
  },
): Promise<Response> {
  const cancelled: PdfCancellation | undefined = doc.cancelledAt
    ? { at: guatemalaDateTime.format(doc.cancelledAt), reason: doc.cancelReason ?? "" }
    : undefined;
  const name = `${doc.kind}-${doc.serie}-${doc.numero}`;
  if (new URL(request.url).searchParams.get("formato") === "pdf") {
    const pdf = await invoicePdf(readDte(doc.xml), cancelled);
    return new Response(Buffer.from(pdf), {
      headers: {
        ...PRIVATE_DOCUMENT,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${name}.pdf"`,
      },
    });
  }
  return new Response(doc.xml, {
    headers: {
      ...PRIVATE_DOCUMENT,
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.xml"`,
    },
  });
}
