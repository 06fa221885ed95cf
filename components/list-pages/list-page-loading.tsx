import { Skeleton } from "@/components/ui/skeleton";

/** SPEC 2: 8 loading placeholders while a list page renders. */
export function ListPageLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-16 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="aspect-[3/4] rounded-xl" data-testid="list-placeholder" />)}
      </div>
    </div>
  );
}
