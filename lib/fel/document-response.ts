// A certified FEL document as a download: its XML, or its PDF (?formato=pdf) rendered from the XML.
// Shared by the buyer's documents (/mis-compras/{id}/documentos/{doc}) and the business's
// (/vendedor/facturas/{doc}); both read the row as the caller first (row level security).
import { invoicePdf } from "./pdf";
import { readDte } from "./xml/read";

export const PRIVATE_DOCUMENT = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function documentDownload(
  request: Request,
  doc: { kind: string; serie: string | null; numero: string | null; xml: string },
): Promise<Response> {
  const name = `${doc.kind}-${doc.serie}-${doc.numero}`;
  if (new URL(request.url).searchParams.get("formato") === "pdf") {
    const pdf = await invoicePdf(readDte(doc.xml));
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
