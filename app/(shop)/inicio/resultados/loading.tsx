import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";
import { HOME_PREVIEW_SIZE } from "@/lib/domain/search";

/** SPEC Home: loading shows 6 placeholder cards. */
export default async function HomeResultsLoading() {
  const t = await getTranslations("homeResults");
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6" role="status" aria-label={t("loading")}>
      <Skeleton className="mb-6 h-48 w-full rounded-2xl" />
      <Skeleton className="mb-2 h-7 w-64" />
      <Skeleton className="mb-4 h-4 w-48" />
      <div className="columns-1 gap-4 sm:columns-2 lg:columns-3">
        {Array.from({ length: HOME_PREVIEW_SIZE }, (_, i) => (
          <div key={i} className="mb-4 break-inside-avoid rounded-xl border p-3" data-testid="result-placeholder">
            <Skeleton className="aspect-[4/3] w-full rounded-lg" />
            <Skeleton className="mt-3 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
