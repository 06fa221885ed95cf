import { Search } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FLASH_CATEGORIES, FLASH_SORTS, type FlashCategory, type FlashSort } from "@/lib/domain/flash";
import { pageHref } from "@/lib/i18n/page-href";

interface FlashFiltersProps {
  q: string;
  category: FlashCategory;
  sort: FlashSort;
}

const SELECT_CLASS = "h-9 rounded-md border bg-background px-3 text-sm";

/** A plain GET form: the filters live in the query string and work without JavaScript. */
export async function FlashFilters({ q, category, sort }: FlashFiltersProps) {
  const t = await getTranslations("flashPage");
  return (
    <form
      method="get"
      action={pageHref("/ofertas-flash")}
      role="search"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 md:flex-row md:items-end"
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {t("searchLabel")}
        <span className="relative">
          <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className="pl-8"
          />
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("categoryLabel")}
        <select name="cat" defaultValue={category} className={SELECT_CLASS}>
          {FLASH_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("sortLabel")}
        <select name="sort" defaultValue={sort} className={SELECT_CLASS}>
          {FLASH_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t("apply")}</Button>
    </form>
  );
}
