// The seller panel: per user, so rendered on every request and kept out of the index.
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { CouponForm } from "@/components/seller/coupon-form";
import { MyCouponsList } from "@/components/seller/my-coupons-list";
import { FelMissingNotice } from "@/components/seller/fel-missing-notice";
import { QuickBusinessForm } from "@/components/seller/quick-business-form";
import { RedeemVoucherBox } from "@/components/seller/redeem-voucher-box";
import { getSession } from "@/lib/auth/session";
import { listMyBusinesses } from "@/lib/data/catalogue/businesses-write";
import { listMyCounterBusinesses } from "@/lib/data/orders/counter";
import { businessesWithoutFelProfile } from "@/lib/fel/data/profiles";
import { sellerCouponSales } from "@/lib/data/orders/vouchers";
import { hasSellerRole } from "@/lib/data/accounts/roles";
import { listMyCoupons } from "@/lib/data/catalogue/seller-coupons";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { BecomeSeller } from "./_components/become-seller";
import { PanelSection } from "./_components/panel-section";

export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("sellerPanel", "/vendedor");

// The panel's forms, picker, pause and redeem boxes take their messages from app/(es)/(seller)/layout.tsx.
export default async function SellerPanelPage() {
  // proxy.ts only looks for a session cookie; an expired or forged one is caught here.
  const { user, caller } = await getSession();
  if (!user) redirectToSignIn("/vendedor");
  if (!(await hasSellerRole(caller))) {
    // Redeeming needs membership, not the seller role: a member who left seller mode (or was
    // added to a business without it) still serves customers at the counter.
    // A cashier (cajero) gets the counter only: statistics and invoices are decided here, by role.
    const [t, memberOf, counterOf] = await Promise.all([
      getTranslations("sellerPanel"),
      listMyBusinesses(caller),
      listMyCounterBusinesses(caller),
    ]);
    return (
      <>
        <BecomeSeller />
        {counterOf.length > 0 && (
          <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 pb-10">
            {memberOf.length > 0 && (
              <>
                <Link
                  href="/vendedor/estadisticas"
                  className="text-sm font-medium text-primary underline underline-offset-2"
                >
                  {t("analyticsLink")}
                </Link>
                <Link
                  href="/vendedor/facturas"
                  className="text-sm font-medium text-primary underline underline-offset-2"
                >
                  {t("felLink")}
                </Link>
              </>
            )}
            <PanelSection id="canjear-cupon" title={t("redeem.title")}>
              <RedeemVoucherBox />
            </PanelSection>
          </div>
        )}
      </>
    );
  }

  const [t, businesses, coupons] = await Promise.all([
    getTranslations("sellerPanel"),
    listMyBusinesses(caller),
    listMyCoupons(caller),
  ]);
  const [sales, withoutFel] = await Promise.all([
    sellerCouponSales(
      caller,
      coupons.map((c) => c.id),
    ),
    businessesWithoutFelProfile(
      caller,
      businesses.map((b) => b.id),
    ),
  ]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
        <Link
          href={`/vendedor/${user.id}`}
          className="mt-1 inline-block text-sm font-medium text-primary underline underline-offset-2"
        >
          {t("publicPage")}
        </Link>
        {businesses.length > 0 && (
          <Link
            href="/vendedor/estadisticas"
            className="mt-1 ml-4 inline-block text-sm font-medium text-primary underline underline-offset-2"
          >
            {t("analyticsLink")}
          </Link>
        )}
        {businesses.length > 0 && (
          <Link
            href="/vendedor/facturas"
            className="mt-1 ml-4 inline-block text-sm font-medium text-primary underline underline-offset-2"
          >
            {t("felLink")}
          </Link>
        )}
      </div>
      <FelMissingNotice missing={businesses.filter((b) => withoutFel.includes(b.id))} />
      <PanelSection id="crear-negocio" title={t("quickCreate.title")}>
        <QuickBusinessForm />
      </PanelSection>
      <PanelSection id="publicar-cupon" title={t("form.publishTitle")}>
        <CouponForm mode="create" businesses={businesses.map(({ id, name, role }) => ({ id, name, role }))} />
      </PanelSection>
      <PanelSection id="mis-cupones" title={t("list.title")}>
        <MyCouponsList coupons={coupons} sales={sales} />
      </PanelSection>
      <PanelSection id="canjear-cupon" title={t("redeem.title")}>
        <RedeemVoucherBox />
      </PanelSection>
    </div>
  );
}
