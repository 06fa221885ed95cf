import { redirectInPageLanguage } from "@/lib/i18n/page-redirect";
import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { Button } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { lookupVoucherForCounter, voucherPublicState } from "@/lib/data/orders/counter";
import { formatCode, isPlausibleCode, normaliseCode } from "@/lib/domain/voucher-code";
import { voucherLinkPath } from "@/lib/domain/voucher-link";
import { getTranslations } from "@/lib/i18n/server";

// The link in every voucher's QR. A member of the voucher's business who scans it with
// the phone's own camera lands on the counter's confirm card; anyone else (a buyer checking a
// voucher, a stranger who found a printout) learns only whether it is valid, used or expired,
// never who bought it or what. The code is half a secret: per request, out of search engines, no
// referrer. Opening the link changes nothing; redeeming is the counter's button.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("voucherLink");
  return { title: t("metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function VoucherLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const [t, { code: raw }, { user, caller }] = await Promise.all([
    getTranslations("voucherLink"),
    params,
    getSession(),
  ]);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A broken escape is no code: answered as an unknown one below.
  }
  const code = normaliseCode(decoded);
  const plausible = isPlausibleCode(code);
  if (plausible && user) {
    const card = await lookupVoucherForCounter(caller, code);
    if (card.kind === "voucher") redirectInPageLanguage(`/vendedor/canjear?codigo=${code}`);
  }
  const state = plausible ? await voucherPublicState(caller, code) : "no_existe";
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {plausible && <p className="font-mono text-lg tracking-wider">{formatCode(code)}</p>}
      <p data-testid="voucher-public-state" data-state={state} className="text-lg">
        {t(`states.${state}`)}
      </p>
      {!user && state !== "no_existe" && (
        <>
          <p className="text-sm text-muted-foreground">{t("memberHint")}</p>
          <Button asChild variant="outline">
            <Link href={`/auth?next=${encodeURIComponent(voucherLinkPath(code))}`}>{t("signIn")}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
