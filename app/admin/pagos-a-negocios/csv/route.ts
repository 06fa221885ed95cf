// The bank batch: the payouts still to send (programado and enviado) as CSV, for the operator's
// bank upload. Operators only (404 for anyone else, as every /admin page answers).
import { getSession } from "@/lib/auth/session";
import { isAdmin } from "@/lib/data/admin";
import { listPayouts } from "@/lib/data/payouts";
import { payoutsCsv } from "@/lib/domain/payouts";
import { message } from "@/lib/i18n/messages";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function GET() {
  const { caller } = await getSession();
  if (caller.role !== "authenticated" || !(await isAdmin(caller)))
    return new Response(null, { status: 404, headers: PRIVATE });
  const due = (await listPayouts(caller, { limit: 500 })).filter(
    (p) => p.state === "programado" || p.state === "enviado",
  );
  const t = (key: string) => message(`admin.payouts.csv.${key}`);
  const csv = payoutsCsv(
    due.map((p) => ({ ...p, reference: p.bankReference })),
    [t("id"), t("business"), t("period"), t("amount"), t("state"), t("reference")],
    t("total"),
  );
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("filename")}"`,
    },
  });
}
