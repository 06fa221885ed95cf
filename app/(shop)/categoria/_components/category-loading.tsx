import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

/** 'Cargando las mejores ofertas...' with card placeholders. */
export async function CategoryLoading() {
  const t = await getTranslations("categoryPage");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6" aria-busy="true">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <p className="text-center text-muted-foreground" role="status">{t("loading")}</p>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="aspect-[4/3] rounded-xl" />)}
      </div>
    </div>
  );
}
