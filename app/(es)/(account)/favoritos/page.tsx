import { getTranslations } from "@/lib/i18n/server";
import { AccountPrompt } from "@/components/account/account-prompt";
import { CouponCard } from "@/components/coupons/coupon-card";
import { getSession } from "@/lib/auth/session";
import { listFavourites } from "@/lib/data/accounts/favourites";
import { privatePageMetadata } from "@/lib/seo/private-page";

// The coupons saved with 'Guardar' (saved server-side, so they follow the account). Personal:
// rendered per request, not indexed. Never attempted at build: it reads the session cookie on every
// request.
export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("favourites", "/favoritos");

export default async function FavouritesPage() {
  const [t, { user, caller }] = await Promise.all([getTranslations("favourites"), getSession()]);
  if (!user || caller.role !== "authenticated") {
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href="/auth?next=/favoritos"
      />
    );
  }
  const coupons = await listFavourites(caller);
  if (coupons.length === 0) {
    return <AccountPrompt title={t("emptyTitle")} text={t("emptyText")} cta={t("emptyCta")} href="/" />;
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 md:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">
          {t("lead")} <span data-testid="favourites-count">{t("count", { count: coupons.length })}</span>
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {coupons.map((c, i) => (
          <li key={c.id} className="flex">
            <CouponCard coupon={c} priority={i < 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
