import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";

/** A signed-in user without the seller role is sent to /perfil to activate it. */
export async function BecomeSeller() {
  const t = await getTranslations("sellerPanel");
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notSellerTitle")}</h1>
      <p className="mt-2 text-muted-foreground">{t("notSellerText")}</p>
      <Button asChild className="mt-6">
        <Link href="/perfil">{t("goToProfile")}</Link>
      </Button>
    </div>
  );
}
