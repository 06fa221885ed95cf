// The record's filters: a plain GET form (works before any script, and the URL is the state).
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import type { RedemptionFilterValues } from "@/lib/domain/redemption-filters";

interface Props {
  path: string;
  businessId: string;
  filters: RedemptionFilterValues;
  branches: { id: string; name: string }[];
  members: { id: string; name: string }[];
}

const FIELD = "h-9 rounded-md border border-input bg-background px-2 text-sm";

export async function RedemptionFilters({ path, businessId, filters, branches, members }: Props) {
  const t = await getTranslations("sellerRedemptions.filters");
  return (
    <form method="get" action={path} aria-label={t("label")} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="negocio" value={businessId} />
      <label className="grid gap-1 text-sm">
        {t("from")}
        <input type="date" name="desde" defaultValue={filters.from} className={FIELD} />
      </label>
      <label className="grid gap-1 text-sm">
        {t("to")}
        <input type="date" name="hasta" defaultValue={filters.to} className={FIELD} />
      </label>
      <label className="grid gap-1 text-sm">
        {t("branch")}
        <select name="sucursal" defaultValue={filters.branchId ?? ""} className={FIELD}>
          <option value="">{t("allBranches")}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        {t("member")}
        <select name="miembro" defaultValue={filters.memberId ?? ""} className={FIELD}>
          <option value="">{t("allMembers")}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" variant="outline">
        {t("apply")}
      </Button>
    </form>
  );
}
