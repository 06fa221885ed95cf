import { getTranslations } from "@/lib/i18n/server";
import { listCommissions } from "@/lib/ledger/data/commission";
import { formatRate } from "@/lib/ledger/rules/statement";
import { requireAdmin } from "../_lib/require-admin";
import { CommissionForm } from "./_components/commission-form";

// /admin/comisiones: each business's commission rate (shown on its statement), found by name.
export default async function AdminCommissionsPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const caller = await requireAdmin();
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q) ?? "";
  const [t, businesses] = await Promise.all([getTranslations("admin.commission"), listCommissions(caller, query)]);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <form method="get" className="flex gap-2" role="search">
        <label className="sr-only" htmlFor="commission-q">
          {t("search")}
        </label>
        <input
          id="commission-q"
          name="q"
          defaultValue={query}
          placeholder={t("search")}
          className="w-full max-w-sm rounded-md border bg-background px-3 py-2 text-sm"
        />
        <button type="submit" className="rounded-md border px-3 py-2 text-sm hover:bg-muted">
          {t("searchButton")}
        </button>
      </form>
      {businesses.length === 0 ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="commission-table">
            <thead>
              <tr className="border-b">
                <th scope="col" className="px-2 py-2 font-medium">
                  {t("business")}
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t("current")}
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t("change")}
                </th>
              </tr>
            </thead>
            <tbody>
              {businesses.map((b) => (
                <tr key={b.id} className="border-b align-middle" data-testid={`commission-${b.slug}`}>
                  <td className="px-2 py-2">{b.name}</td>
                  <td className="px-2 py-2 font-medium">{formatRate(b.rate)}</td>
                  <td className="px-2 py-2">
                    <CommissionForm
                      businessId={b.id}
                      percent={Number((b.rate * 100).toFixed(2))}
                      label={t("percentFor", { name: b.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
