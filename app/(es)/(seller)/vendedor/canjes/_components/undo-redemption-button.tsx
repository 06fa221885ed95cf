"use client";
// "Deshacer" on a redemption of the last 10 minutes (owners and managers): asks once more, then the
// server decides (undo_voucher_redemption checks the role and the window again).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { undoRedemptionAction } from "@/lib/actions/sellers/undo-redemption";

export function UndoRedemptionButton({ redemptionId }: { redemptionId: string }) {
  const t = useTranslations("sellerRedemptions.undoButton");
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const undo = async () => {
    setBusy(true);
    try {
      const result = await undoRedemptionAction({ redemptionId });
      if (result.ok) {
        notifySuccess(result.data.message);
        router.refresh();
      } else notifyError(result.error);
    } catch {
      notifyError(t("failed"));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  if (!asking)
    return (
      <Button type="button" size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t("label")}
      </Button>
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-2" role="group" aria-label={t("confirm")}>
      <span className="text-xs">{t("confirm")}</span>
      <Button type="button" size="sm" variant="destructive" onClick={undo} disabled={busy}>
        {t("yes")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
        {t("no")}
      </Button>
    </span>
  );
}
