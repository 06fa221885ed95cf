// Edit one coupon (same form as publishing). Per user: rendered on every request, not indexed.
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/i18n/server";
import { couponToValues } from "@/components/seller/coupon-form-values";
import { CouponForm } from "@/components/seller/coupon-form";
import { getSession } from "@/lib/auth/session";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { getCouponForEdit } from "@/lib/data/catalogue/seller-coupons";

export const dynamic = "force-dynamic";

interface EditCouponPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("sellerPanel.form");
  return { title: t("editTitle"), robots: { index: false, follow: false } };
}

export default async function EditCouponPage({ params }: EditCouponPageProps) {
  const { id } = await params;
  const { user, caller } = await getSession();
  if (!user) redirectToSignIn(`/vendedor/cupones/${id}/editar`);
  // Malformed ids come back null too (no query is made for them).
  const coupon = await getCouponForEdit(caller, id);
  // Decided before anything streams: notFound() here answers 404 with ./not-found.tsx.
  if (!coupon) notFound();
  const [t, businesses] = await Promise.all([
    getTranslations("sellerPanel.form"),
    coupon.canEdit ? listMyBusinesses(caller) : [],
  ]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <Link href="/vendedor" className="text-sm text-primary hover:underline">
          ← {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("editTitle")}</h1>
        <p className="text-muted-foreground">{coupon.title}</p>
      </div>
      {!coupon.canEdit && (
        <p
          role="note"
          data-testid="coupon-read-only"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t("readOnly")}
        </p>
      )}
      <section className="rounded-xl border bg-card p-5 shadow-sm">
        <CouponForm
          mode="edit"
          couponId={coupon.id}
          businesses={businesses.map(({ id, name, role }) => ({ id, name, role }))}
          initial={couponToValues(coupon)}
          readOnly={!coupon.canEdit}
        />
      </section>
    </div>
  );
}
