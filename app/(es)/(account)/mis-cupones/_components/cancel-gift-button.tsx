"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { cancelGiftAction } from "@/lib/actions/vouchers/cancel-gift";

/** 'Cancelar regalo': the link stops working and the voucher is the giver's to use again. */
export function CancelGiftButton({ giftId }: { giftId: string }) {
  const t = useTranslations("myCoupons.gift");
  const common = useTranslations("common");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      const result = await cancelGiftAction({ giftId }).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) return notifyError(result.error);
      notifySuccess(result.data.message);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" size="sm" variant="outline" disabled={busy} onClick={cancel}>
      {t("cancelButton")}
    </Button>
  );
}
