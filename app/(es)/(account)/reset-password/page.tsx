import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { hasRecoverySession } from "@/lib/auth/session";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const generateMetadata = privatePageMetadata("resetPassword", "/reset-password");

export default async function ResetPasswordPage() {
  const [t, recovery] = await Promise.all([getTranslations("resetPassword"), hasRecoverySession()]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{recovery ? t("subheading") : t("invalidLinkText")}</p>
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <ResetPasswordForm hasRecoverySession={recovery} />
      </div>
      {recovery ? null : (
        <p className="mt-4 text-sm">
          <Link href="/auth" className="text-primary underline underline-offset-2">
            {t("requestNew")}
          </Link>
        </p>
      )}
    </div>
  );
}
