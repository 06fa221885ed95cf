import { getTranslations } from "@/lib/i18n/server";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * SPEC: loading skeleton of the coupon detail (gallery, heading, purchase panel, tabs), shown by
 * the page's Suspense once it knows the coupon exists. Not a loading.tsx: that would wrap the
 * not-found view too, which a visitor without JavaScript would then never see.
 */
export async function CouponSkeleton() {
  const t = await getTranslations("couponPage");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 md:px-6" aria-busy="true">
      <span className="sr-only" role="status">{t("loading")}</span>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => <Skeleton key={i} className="h-16 w-20" />)}
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
