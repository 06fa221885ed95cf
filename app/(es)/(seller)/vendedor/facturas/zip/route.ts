// A month of a business's certified FEL documents as a ZIP of XML files:
// /vendedor/facturas/zip?negocio=<id>&mes=YYYY-MM. Members of the business only, read under row
// level security: 401 without a session, 404 for a business the caller is not in, 400 for a bad month.
import { getSession } from "@/lib/auth/session";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { businessMonthDocuments } from "@/lib/fel/data/views";
import { guatemalaMonth } from "@/lib/domain/fel/month";
import { documentsZip } from "@/lib/fel/zip";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function GET(request: Request) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE });
  const query = new URL(request.url).searchParams;
  const id = query.get("negocio")?.toLowerCase() ?? "";
  const month = guatemalaMonth(query.get("mes") ?? "");
  if (!month) return new Response("Mes inválido (AAAA-MM).", { status: 400, headers: PRIVATE });
  const business = (await listMyBusinesses(caller)).find((b) => b.id === id);
  if (!business) return new Response(null, { status: 404, headers: PRIVATE });
  const zip = documentsZip(await businessMonthDocuments(caller, business.id, month.from, month.to));
  return new Response(Buffer.from(zip), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="fel-${business.slug}-${query.get("mes")}.zip"`,
    },
  });
}
