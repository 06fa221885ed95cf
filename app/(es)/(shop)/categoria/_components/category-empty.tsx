import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { categoryHref, searchHref } from "@/lib/domain/url-state/search";

/** 'No encontramos resultados' under a filter, 'No hay ofertas disponibles' otherwise. */
export async function CategoryEmpty({ id, filtered }: { id: string; filtered: boolean }) {
  const t = await getTranslations("categoryPage");
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed p-10 text-center"
      data-testid="category-empty"
    >
      <h2 className="text-xl font-semibold">{filtered ? t("emptyFiltered") : t("emptyNone")}</h2>
      <p className="text-muted-foreground">{t("emptyText")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={categoryHref(id)} className="rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent">
          {t("clearSearch")}
        </Link>
        <Link
          href={searchHref()}
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90"
        >
          {t("seeAll")}
        </Link>
      </div>
    </section>
  );
}
