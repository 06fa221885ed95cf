import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";

/** Unknown slug (HTTP 404): the page's view and ../not-found.tsx. */
export async function BusinessNotFound() {
  const t = await getTranslations("businessPage");
  const d = await getTranslations("directoryPage");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <Link href="/empresas" className="text-primary hover:underline">
        {d("title")}
      </Link>
    </div>
  );
}
