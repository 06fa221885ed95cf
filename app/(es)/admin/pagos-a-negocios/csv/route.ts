// The bank batch: the payouts still to send (programado and enviado) as CSV, for the operator's
// bank upload, with each business's bank, account type, account number (decrypted here, for this
// file only), holder and NIT. Operators only (404 for anyone else, as every /admin page answers).
import { getSession } from "@/lib/auth/session";
import { isAdmin } from "@/lib/data/admin/admin";
import { listBankBatch } from "@/lib/ledger/data/bank-accounts";
import { bankBatchCsv } from "@/lib/ledger/rules/bank-accounts";
import { message } from "@/lib/i18n/messages";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
const COLUMNS = ["id", "business", "amount", "bank", "accountType", "accountNumber", "holder", "nit"] as const;

export async function GET() {
  const { caller } = await getSession();
  if (caller.role !== "authenticated" || !(await isAdmin(caller)))
    return new Response(null, { status: 404, headers: PRIVATE });
  const t = (key: string) => message(`admin.payouts.csv.${key}`);
  const csv = bankBatchCsv(await listBankBatch(caller), COLUMNS.map(t), t("total"));
  return new Response(csv, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("filename")}"`,
    },
  });
}
