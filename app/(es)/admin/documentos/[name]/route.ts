// A verification document, to admins only: it holds a business's tax papers. Never cached by
// anyone but the admin's browser, always downloaded (never shown on this site's origin), and a
// sandboxing policy in case a browser renders it anyway: a document is the sender's bytes.
import { getSession } from "@/lib/auth/session";
import { isAdmin } from "@/lib/data/admin/admin";
import { isVerificationDocument } from "@/lib/data/admin/lists";
import { DOCUMENT_CSP, DOCUMENT_NAME } from "@/lib/domain/verification-document";
import { readDocument } from "@/lib/storage/documents";

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const { caller } = await getSession();
  if (!DOCUMENT_NAME.test(name) || !(await isAdmin(caller)) || !(await isVerificationDocument(caller, name))) {
    return new Response("Not found", { status: 404 });
  }
  const file = await readDocument(name);
  if (!file) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mime,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": `attachment; filename="${name}"`,
      "content-security-policy": DOCUMENT_CSP,
      "x-robots-tag": "noindex",
    },
  });
}
