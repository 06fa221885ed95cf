// The statement as a CSV download (for the business's bookkeeping): UTF-8 with BOM, Spanish
// headers, two-decimal quetzal amounts. Signed-in owners and managers of the business only: 401
// without a session, 404 for a business the caller may not read (the same answer as one that does
// not exist).
import { getSession } from "@/lib/auth/session";
import { getBusinessStatement } from "@/lib/data/admin/analytics";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { statementCsv } from "@/lib/ledger/rules/statement";
import { message } from "@/lib/i18n/messages";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function GET(request: Request) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE });
  const id = new URL(request.url).searchParams.get("negocio")?.toLowerCase() ?? "";
  const business = (await listMyBusinesses(caller)).find((b) => b.id === id);
  const months = business ? await getBusinessStatement(caller, business.id) : null;
  if (!business || !months) return new Response(null, { status: 404, headers: PRIVATE });
  const t = (key: string, values?: Record<string, string>) => message(`sellerStatement.csv.${key}`, values);
  const csv = statementCsv(months, {
    headers: [t("month"), t("gross"), t("refunds"), t("rate"), t("commission"), t("net")],
    total: t("total"),
  });
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("filename", { slug: business.slug })}"`,
    },
  });
}
