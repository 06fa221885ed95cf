import { getTranslations } from "@/lib/i18n/server";
import { AccountPrompt } from "@/components/account/account-prompt";
import { VoucherOffline } from "@/components/account/voucher-offline";
import { getSession } from "@/lib/auth/session";
import { bookingsOfVouchers } from "@/lib/bookings/data/bookings";
import { listMyVouchers } from "@/lib/data/orders/vouchers";
import { appleWalletConfig } from "@/lib/wallet/apple-config";
import { googleWalletConfig } from "@/lib/wallet/google-save";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { VoucherCard } from "./_components/voucher-card";
import { parseVoucherState, VOUCHER_STATES, VoucherFilter } from "./_components/voucher-filter";

// The buyer's vouchers with the code and QR a business scans to redeem them. Personal, so rendered
// per request (the session cookie makes it dynamic) and kept out of search engines. Never attempted
// at build: it reads the session cookie on every request.
export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("myCoupons", "/mis-cupones");

interface MyCouponsPageProps {
  searchParams: Promise<{ estado?: string | string[] }>;
}

export default async function MyCouponsPage({ searchParams }: MyCouponsPageProps) {
  const [t, { user, caller }, params] = await Promise.all([getTranslations("myCoupons"), getSession(), searchParams]);
  if (!user || caller.role !== "authenticated") {
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href="/auth?next=/mis-cupones"
      />
    );
  }
  const vouchers = await listMyVouchers(caller);
  if (vouchers.length === 0) {
    return <AccountPrompt title={t("emptyTitle")} text={t("emptyText")} cta={t("emptyCta")} href="/" />;
  }
  const bookings = await bookingsOfVouchers(
    caller,
    vouchers.filter((v) => v.requiresBooking && v.state === "vigente").map((v) => v.id),
  );
  const filter = parseVoucherState(params.estado);
  const appleWallet = appleWalletConfig() !== null;
  const googleWallet = googleWalletConfig() !== null;
  const groups = VOUCHER_STATES.map((state) => ({ state, items: vouchers.filter((v) => v.state === state) }));
  const shown = groups.filter((g) => (filter ? g.state === filter : g.items.length > 0));
  const options = [
    { state: null, label: t("filterAll", { count: vouchers.length }) },
    ...groups.map((g) => ({ state: g.state, label: t(`group_${g.state}`, { count: g.items.length }) })),
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("lead")}</p>
      </header>
      {/* Saves this page on the phone for the counter (public/sw.js) and says when it is the saved copy. */}
      <VoucherOffline notice={t("offlineNotice")} />
      <VoucherFilter label={t("filterLabel")} current={filter} options={options} />
      {shown.map((g) => (
        <section key={g.state} aria-labelledby={`estado-${g.state}`} className="flex flex-col gap-3">
          <h2 id={`estado-${g.state}`} className="text-lg font-semibold">
            {t(`group_${g.state}`, { count: g.items.length })}
          </h2>
          {g.items.length === 0 ? (
            <p className="text-muted-foreground">{t("filterEmpty")}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {g.items.map((v) => (
                <li key={v.id}>
                  <VoucherCard
                    voucher={v}
                    ownEmail={user.email}
                    appleWallet={appleWallet}
                    googleWallet={googleWallet}
                    booking={bookings.get(v.id) ?? null}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
