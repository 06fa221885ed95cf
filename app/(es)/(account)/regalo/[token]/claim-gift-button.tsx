"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { claimGiftAction } from "@/lib/actions/vouchers/claim-gift";

/** 'Reclamar regalo': moves the voucher to this account, then shows it in /mis-cupones. */
export function ClaimGiftButton({ token }: { token: string }) {
  const t = useTranslations("giftClaim");
  const common = useTranslations("common");
  const router = useRouter();
  const localize = useLocalizedHref();
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    try {
      const result = await claimGiftAction({ token }).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) return notifyError(result.error);
      notifySuccess(result.data.message);
      router.push(localize("/mis-cupones"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="lg" disabled={busy} onClick={claim}>
      {t("claim")}
    </Button>
  );
}
