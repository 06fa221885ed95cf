import { redirectInPageLanguage } from "@/lib/i18n/page-redirect";
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import { invalidLinkPath, parseEmailLink } from "@/lib/domain/email-link";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const generateMetadata = privatePageMetadata("auth.confirm", "/auth/confirm");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where e-mail links land. Opening the link spends nothing: mail scanners that fetch every link
 * would burn it. The visitor presses the button, whose same-origin POST spends the token.
 */
export default async function ConfirmEmailLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const link = parseEmailLink((name) => (Array.isArray(params[name]) ? params[name][0] : params[name]));
  if (!link.token && !link.code) redirectInPageLanguage(invalidLinkPath(link.type));
  const t = await getTranslations("auth.confirm");
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t(`heading.${link.type}`)}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t(`text.${link.type}`)}</p>
      <form method="post" action="/auth/confirm/continuar" className="rounded-xl border bg-card p-5 shadow-sm">
        <input type="hidden" name="type" value={link.type} />
        {link.token ? <input type="hidden" name="token" value={link.token} /> : null}
        {link.code ? <input type="hidden" name="code" value={link.code} /> : null}
        <Button type="submit" className="w-full">
          {t("submit")}
        </Button>
      </form>
    </div>
  );
}
