import Link from "@/components/i18n/link";
import { Button } from "@/components/ui/button";
import { setPageLocale } from "@/lib/i18n/page-locale";
import { getTranslations } from "@/lib/i18n/server";

// What a page under /en answers when its own code finds nothing (notFound() on an account or panel
// page: a voucher, order or coupon that is not the visitor's), inside the English shell. Unknown
// URLs get the site's one 404 page (app/global-not-found.tsx). Without this file Next answers such
// a notFound() under the English root layout with its bare error document.
export default async function EnglishNotFound() {
  setPageLocale("en");
  const t = await getTranslations("notFound");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Button asChild>
        <Link href="/">{t("home")}</Link>
      </Button>
    </div>
  );
}
