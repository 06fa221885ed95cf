import { redirectInPageLanguage } from "@/lib/i18n/page-redirect";
import { getTranslations } from "@/lib/i18n/server";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { getSession } from "@/lib/auth/session";
import { normaliseReferralCode } from "@/lib/domain/auth-forms";
import { safeRedirectPath } from "@/lib/domain/safe-redirect";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const generateMetadata = privatePageMetadata("auth", "/auth", { follow: true });

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeRedirectPath(first(params.next));
  const referralCode = normaliseReferralCode(first(params.ref));
  const { user } = await getSession();
  if (user) redirectInPageLanguage(next);
  const t = await getTranslations("auth");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t("subheading")}</p>
      <div className="rounded-xl border bg-card p-5 shadow-sm">
        <AuthTabs
          initialTab={first(params.tab) === "registro" || referralCode ? "signup" : "login"}
          next={next}
          invalidLink={first(params.enlace) === "invalido"}
          referralCode={referralCode}
        />
      </div>
    </div>
  );
}
