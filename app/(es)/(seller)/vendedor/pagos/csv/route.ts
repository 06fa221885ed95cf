// The business's payout history as CSV (UTF-8 with BOM, Spanish headers, two-decimal quetzal
// amounts). Signed-in owners and managers of the business only: 401 without a session, 404 for a
// business the caller may not read (the same answer as one that does not exist).
import { getSession } from "@/lib/auth/session";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { getBusinessBalances } from "@/lib/ledger/data/journal";
import { listPayouts } from "@/lib/ledger/data/payouts";
import { payoutsCsv } from "@/lib/ledger/rules/payouts";
import { message } from "@/lib/i18n/messages";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function GET(request: Request) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE });
  const id = new URL(request.url).searchParams.get("negocio")?.toLowerCase() ?? "";
  const business = (await listMyBusinesses(caller)).find((b) => b.id === id);
  if (!business || !(await getBusinessBalances(caller, business.id)))
    return new Response(null, { status: 404, headers: PRIVATE });
  const payouts = await listPayouts(caller, { businessId: business.id, limit: 500 });
  const t = (key: string, values?: Record<string, string>) => message(`sellerPayouts.csv.${key}`, values);
  const csv = payoutsCsv(
    payouts.map((p) => ({
      ...p,
      state: message(`sellerPayouts.states.${p.state}`),
      reference: p.bankReference ?? p.failureReason,
    })),
    [t("id"), t("business"), t("period"), t("amount"), t("state"), t("reference")],
    t("total"),
  );
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("filename", { slug: business.slug })}"`,
    },
  });
}
