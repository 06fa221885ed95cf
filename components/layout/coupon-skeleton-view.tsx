import { Skeleton } from "@/components/ui/skeleton";

/** What CouponNavigationSkeleton draws in <main> while a coupon page is on its way. */
export default function CouponSkeletonView({ label }: { label: string }) {
  return (
    <div
      data-coupon-skeleton=""
      className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 md:px-6"
      aria-busy="true"
    >
      {/* The page being left stays mounted until the new one arrives: hidden, not removed. */}
      <style>{"#contenido>:not([data-coupon-skeleton]){display:none}"}</style>
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-20" />
            ))}
          </div>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
