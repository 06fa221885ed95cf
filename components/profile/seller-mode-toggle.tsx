"use client";

import { useState } from "react";
import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { setSellerModeAction } from "@/lib/actions/profile/set-seller-mode";

/** 'Comprador' can activate the seller role; 'Vendedor' can remove it. */
export function SellerModeToggle({ initialSeller }: { initialSeller: boolean }) {
  const t = useTranslations("profilePage");
  const [isSeller, setIsSeller] = useState(initialSeller);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setSellerModeAction({ enabled: !isSeller });
      if (!result.ok) return notifyError(t("errorTitle"), result.error);
      setIsSeller(result.data.seller);
      notifySuccess(result.data.seller ? t("sellerOnTitle") : t("sellerOffTitle"));
    } catch {
      notifyError(t("errorTitle"), t("saveFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p>
        {t("currentRole")} <strong data-testid="current-role">{isSeller ? t("seller") : t("buyer")}</strong>
      </p>
      <p className="text-sm text-muted-foreground">{isSeller ? t("sellerHelp") : t("buyerHelp")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant={isSeller ? "outline" : "default"} disabled={busy} onClick={toggle}>
          {isSeller ? t("deactivateSeller") : t("activateSeller")}
        </Button>
        {isSeller ? (
          <Button asChild variant="secondary">
            <Link href="/vendedor">{t("goToPanel")}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
