// A certified invoice or credit note of the buyer's order, as its XML or its PDF
// (?formato=pdf). Read as the signed-in buyer through lib/data (row level security): 401 without a
// session, 404 for anything the caller may not read (the same answer as a document that does not exist).
// The order's buyer alone: a business's members read its documents under RLS too, and download
// them from /vendedor/facturas/{doc}, never through the buyer's URL.
import { getSession } from "@/lib/auth/session";
import { buyerOrderDocument } from "@/lib/fel/data/views";
import { isUuid } from "@/lib/domain/uuid";
import { documentDownload, PRIVATE_DOCUMENT } from "@/lib/fel/document-response";

export async function GET(request: Request, { params }: { params: Promise<{ id: string; doc: string }> }) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE_DOCUMENT });
  const { id, doc } = await params;
  const found =
    isUuid(id) && isUuid(doc) ? await buyerOrderDocument(caller, id.toLowerCase(), doc.toLowerCase()) : null;
  if (!found) return new Response(null, { status: 404, headers: PRIVATE_DOCUMENT });
  return documentDownload(request, found);
}
