// The redemptions' record as a CSV download, with the page's filters: UTF-8 with a byte-order
// mark, Spanish headers, Guatemala times, codes masked. 401 without a session, 404 for a business
// where the caller does not redeem (the same answer as one that does not exist).
import { getSession } from "@/lib/auth/session";
import { redemptionsCsv } from "@/lib/domain/redemptions-csv";
import { message } from "@/lib/i18n/messages";
import { loadRedemptionRecord } from "../_lib/record";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function GET(request: Request) {
  const { caller } = await getSession();
  if (caller.role !== "authenticated") return new Response(null, { status: 401, headers: PRIVATE });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const record = await loadRedemptionRecord(caller, params);
  if (!record.business || (params.negocio && record.business.id !== params.negocio.toLowerCase()))
    return new Response(null, { status: 404, headers: PRIVATE });
  const t = (key: string, values?: Record<string, string>) => message(`sellerRedemptions.csv.${key}`, values);
  const csv = redemptionsCsv(record.rows, {
    headers: [t("date"), t("code"), t("coupon"), t("member"), t("branch"), t("state")],
    redeemed: t("redeemed"),
    undone: t("undone"),
  });
  const { from, to } = record.filters;
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("filename", { from, to })}"`,
    },
  });
}
