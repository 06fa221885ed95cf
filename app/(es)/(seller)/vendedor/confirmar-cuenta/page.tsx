import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import type { Metadata } from "next";
import { getSession } from "@/lib/auth/session";
import { getTranslations } from "@/lib/i18n/server";
import { ConfirmBankAccountForm } from "./_components/confirm-form";

// /vendedor/confirmar-cuenta?token=&negocio=: the link in the "your bank account changed" e-mail.
// The owner must be signed in (a token alone confirms nothing) and press the button: opening the
// link (a mail scanner prefetching it) changes nothing. Until it is confirmed no payout goes to
// the new account and those scheduled before the change stay held.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("payoutHold");
  return { title: t("confirmTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function ConfirmBankAccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = first(params.token);
  const businessId = first(params.negocio);
  const { user } = await getSession();
  if (!user) {
    const back = `/vendedor/confirmar-cuenta?${new URLSearchParams({ token, negocio: businessId })}`;
    redirectToSignIn(back);
  }
  const t = await getTranslations("payoutHold");
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-8">
      <h1 className="text-2xl font-semibold">{t("confirmTitle")}</h1>
      <p className="text-sm text-muted-foreground">{t("confirmHint")}</p>
      <ConfirmBankAccountForm businessId={businessId} token={token} />
    </div>
  );
}
