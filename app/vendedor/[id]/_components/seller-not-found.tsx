import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** Unknown or malformed seller id (answered with HTTP 404). */
export async function SellerNotFound() {
  const t = await getTranslations("sellerPublic");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Link href="/" className="text-primary hover:underline">{t("home")}</Link>
    </div>
  );
}
