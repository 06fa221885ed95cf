"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { settleOwedRefundAction } from "@/lib/actions/admin/settle-owed-refund";

/** An owed refund's two ways out: store credit at once, or a bank transfer with its reference. */
export function SettleRefundForm({ refundId }: { refundId: string }) {
  const t = useTranslations("admin.payments");
  const router = useRouter();
  const [note, setNote] = useState("");
  const [pending, start] = useTransition();
  const settle = (as: "credito" | "transferencia") =>
    start(async () => {
      const result = await settleOwedRefundAction({ refundId, as, note });
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t("settled"));
      router.refresh();
    });
  return (
    <div className="grid gap-2" data-testid={`settle-${refundId}`}>
      <Button size="sm" disabled={pending} onClick={() => settle("credito")}>
        {t("creditAction")}
      </Button>
      <label className="grid gap-1 text-xs">
        {t("transferNoteLabel")}
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={300}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        />
      </label>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => settle("transferencia")}>
        {t("transferAction")}
      </Button>
    </div>
  );
}
