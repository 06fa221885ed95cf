import { SearchX } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** Unknown, malformed or out-of-sight coupon id on the edit page. */
export async function CouponEditNotFound() {
  const t = await getTranslations("sellerPanel.form");
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
      <Button asChild>
        <Link href="/vendedor">{t("back")}</Link>
      </Button>
    </div>
  );
}
