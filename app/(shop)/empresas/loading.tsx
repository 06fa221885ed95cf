import { Skeleton } from "@/components/ui/skeleton";

/** SPEC: 6 skeleton cards while the directory loads. */
export default function DirectoryLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:px-6" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} data-testid="directory-skeleton" className="flex flex-col gap-3 rounded-xl border p-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-14 rounded-lg" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
