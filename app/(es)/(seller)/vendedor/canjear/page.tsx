// The counter: a business's cashier, editor, manager or owner scans a voucher's QR (or
// types its code), checks the confirm card and redeems it. Its own page so an installed app opens
// straight to it (app/manifest.ts's shortcut); per request, never cached, and the one page allowed
// the camera (next.config.ts).
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import Link from "@/components/i18n/link";
import { CounterDesk } from "@/components/seller/counter/counter-desk";
import { buttonVariants } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { listMyCounterBusinesses, lookupVoucherForCounter } from "@/lib/data/orders/counter";
import { parseScannedVoucher } from "@/lib/domain/voucher-link";
import { message } from "@/lib/i18n/messages";
import { getTranslations } from "@/lib/i18n/server";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const dynamic = "force-dynamic";
const PATH = "/vendedor/canjear";

export const generateMetadata = privatePageMetadata("sellerPanel.counter", PATH);

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function CounterPage({ searchParams }: Props) {
  const [t, tb, params, { user, caller }] = await Promise.all([
    getTranslations("sellerPanel.counter"),
    getTranslations("sellerBookings"),
    searchParams,
    getSession(),
  ]);
  const codigo = typeof params.codigo === "string" ? parseScannedVoucher(params.codigo) : null;
  const here = codigo ? `${PATH}?codigo=${codigo}` : PATH;
  if (!user || caller.role !== "authenticated") redirectToSignIn(here);
  const [businesses, card] = await Promise.all([
    listMyCounterBusinesses(caller),
    codigo ? lookupVoucherForCounter(caller, codigo) : null,
  ]);
  const initial = codigo && card?.kind === "voucher" ? { code: codigo, card } : null;
  const initialError =
    card?.kind === "otro_negocio"
      ? message("orders.counterOtherBusiness")
      : card?.kind === "no_existe"
        ? message("orders.redeemNotFound")
        : null;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {businesses.length > 0 && (
          <p className="text-sm text-muted-foreground">{businesses.map((b) => b.name).join(" · ")}</p>
        )}
      </header>
      {businesses.length === 0 ? (
        <p role="alert">{t("noBusiness")}</p>
      ) : (
        <>
          <CounterDesk initial={initial} initialError={initialError} />
          <div className="flex flex-wrap gap-4">
            <Link href="/vendedor/canjes" className={buttonVariants({ variant: "link", className: "px-0" })}>
              {t("historyLink")}
            </Link>
            <Link href="/vendedor/reservas" className={buttonVariants({ variant: "link", className: "px-0" })}>
              {tb("navLink")}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
