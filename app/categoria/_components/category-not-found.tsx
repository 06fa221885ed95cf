import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** SPEC 2: an unknown category id. */
export async function CategoryNotFound() {
  const t = await getTranslations("categoryPage");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Link href="/buscar" className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90">{t("backToSearch")}</Link>
    </div>
  );
}
