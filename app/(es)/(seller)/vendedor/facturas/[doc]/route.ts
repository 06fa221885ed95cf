// A certified FEL document of one of the caller's businesses (the commission invoices CuponGT
// issues to it, and its own sales' documents), as its XML or its PDF (?formato=pdf). Read as the
// signed-in member (row level security): 401 without a session, 404 for anything else.
import { getSession } from "@/lib/auth/session";
import { certifiedDocument } from "@/lib/fel/data/views";
import { isUuid } from "@/lib/domain/uuid";
import { documentDownload, PRIVATE_DOCUMENT } from "@/lib/fel/document-response";

export async function GET(request: Request, { params }: { params: Promise<{ doc: string }> }) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE_DOCUMENT });
  const { doc } = await params;
  const found = isUuid(doc) ? await certifiedDocument(caller, doc.toLowerCase()) : null;
  if (!found) return new Response(null, { status: 404, headers: PRIVATE_DOCUMENT });
  return documentDownload(request, found);
}
