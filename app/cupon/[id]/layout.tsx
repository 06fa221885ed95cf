import { notFound } from "next/navigation";
import { getCouponDetail } from "@/lib/data/coupon-detail";

// The 404 check lives here, outside the page's loading.tsx Suspense boundary: a notFound()
// thrown inside it answers 404 with only the skeleton in the HTML (the not-found view would
// appear after JavaScript runs). Thrown from this layout, app/cupon/not-found.tsx is in the
// server HTML. The read is cached (React cache + data cache), so the page reuses it.
export default async function CouponLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await getCouponDetail(id))) notFound();
  return children;
}
