import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { giftPreview } from "@/lib/data/orders/gifts";
import { ClaimGiftButton } from "./claim-gift-button";

// The claim link of a gifted voucher. The token in the path is the secret, so the page
// is per request, kept out of search engines and sends no referrer. Opening it changes nothing
// (mail scanners fetch links too): claiming is the button's POST, signed in.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("giftClaim");
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function GiftClaimPage({ params }: { params: Promise<{ token: string }> }) {
  const [t, format, { token }, { user, caller }] = await Promise.all([
    getTranslations("giftClaim"),
    getFormatter(),
    params,
    getSession(),
  ]);
  const gift = await giftPreview(caller, token);
  if (!gift) {
    return (
      <Notice title={t("notFoundTitle")}>
        <p className="text-muted-foreground">{t("notFoundText")}</p>
      </Notice>
    );
  }
  if (gift.state !== "pendiente") {
    return (
      <Notice title={t("unavailableTitle")}>
        <p className="text-muted-foreground" data-testid="gift-state">
          {t(`states.${gift.state}`)}
        </p>
      </Notice>
    );
  }
  const here = `/regalo/${token}`;
  return (
    <Notice title={t("title")}>
      <p className="text-lg">{t("from", { name: gift.giverName ?? t("someone"), title: gift.couponTitle })}</p>
      {gift.businessName && <p className="text-muted-foreground">{t("business", { business: gift.businessName })}</p>}
      {gift.message && (
        <figure className="w-full rounded-lg border bg-muted/40 p-4 text-left">
          <figcaption className="text-xs text-muted-foreground uppercase">{t("messageLabel")}</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap">{gift.message}</blockquote>
        </figure>
      )}
      <p className="text-sm text-muted-foreground">
        {t("expires", { date: format.dateTime(new Date(gift.expiresAt), { dateStyle: "long" }) })}
      </p>
      {user ? (
        <ClaimGiftButton token={token} />
      ) : (
        <>
          <p className="text-sm">{t("signInText")}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link href={`/auth?next=${encodeURIComponent(here)}`}>{t("signIn")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/auth?tab=registro&next=${encodeURIComponent(here)}`}>{t("signUp")}</Link>
            </Button>
          </div>
        </>
      )}
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
