import { getTranslations } from "@/lib/i18n/server";
import { AccountPrompt } from "@/components/account/account-prompt";
import { getSession } from "@/lib/auth/session";
import { listMyOrders } from "@/lib/data/orders/history";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { OrderCard } from "./_components/order-card";

// The buyer's paid orders, newest first, with NIT, totals and each voucher's state.
// Personal: rendered per request and kept out of search engines.
export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("myOrders", "/mis-compras");

export default async function MyOrdersPage() {
  const [t, { user, caller }] = await Promise.all([getTranslations("myOrders"), getSession()]);
  if (!user || caller.role !== "authenticated") {
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href="/auth?next=/mis-compras"
      />
    );
  }
  const orders = await listMyOrders(caller);
  if (orders.length === 0) {
    return <AccountPrompt title={t("emptyTitle")} text={t("emptyText")} cta={t("emptyCta")} href="/" />;
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("lead")}</p>
      </header>
      <ol className="flex flex-col gap-4">
        {orders.map((o) => (
          <li key={o.id}>
            <OrderCard order={o} />
          </li>
        ))}
      </ol>
    </div>
  );
}
