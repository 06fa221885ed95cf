// The list's filters as a plain GET form: works without JavaScript, and the URL it makes is the
// list's (shareable, reloadable). Submitting goes back to the first page.
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentFilters } from "@/lib/domain/fel/document-filters";

const field = "rounded-md border bg-background px-2 py-1 text-sm";

export async function DocumentsFilters({
  path,
  businessId,
  filters,
}: {
  path: string;
  businessId: string;
  filters: DocumentFilters;
}) {
  const t = await getTranslations("sellerFel");
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-3" data-testid="fel-filters">
      <input type="hidden" name="negocio" value={businessId} />
      <label className="grid gap-1 text-xs">
        {t("filters.month")}
        <input type="month" name="mes" defaultValue={filters.month ?? ""} className={field} />
      </label>
      <label className="grid gap-1 text-xs">
        {t("filters.kind")}
        <select name="tipo" defaultValue={filters.kind ?? ""} className={field}>
          <option value="">{t("filters.any")}</option>
          {DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs">
        {t("filters.status")}
        <select name="estado" defaultValue={filters.status ?? ""} className={field}>
          <option value="">{t("filters.any")}</option>
          {DOCUMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs">
        {t("filters.text")}
        <input
          type="search"
          name="q"
          maxLength={60}
          defaultValue={filters.text ?? ""}
          placeholder={t("filters.textPlaceholder")}
          className={field}
        />
      </label>
      <button type="submit" className={buttonVariants({ size: "sm" })}>
        {t("filters.apply")}
      </button>
      <Link href={`${path}?negocio=${businessId}`} className="text-sm underline underline-offset-2">
        {t("filters.clear")}
      </Link>
    </form>
  );
}
