import { Skeleton } from "@/components/ui/skeleton";

/** While /buscar renders: the bar, 11 category tile placeholders (SPEC 2) and result cards. */
export default function SearchLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 md:px-6" aria-busy="true">
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-16 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 11 }, (_, i) => <Skeleton key={i} className="h-16 rounded-xl" data-testid="tile-placeholder" />)}
      </div>
    </div>
  );
}
