"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { markPayoutAction } from "@/lib/actions/admin/mark-payout";

/** A payout's next steps: sent, paid with the bank's reference, failed with the reason. */
export function MarkPayoutForm({ payoutId, sent }: { payoutId: string; sent: boolean }) {
  const t = useTranslations("admin.payouts");
  const router = useRouter();
  const [note, setNote] = useState("");
  const [pending, start] = useTransition();
  const mark = (state: "enviado" | "pagado" | "fallido") =>
    start(async () => {
      const result = await markPayoutAction({ payoutId, state, note });
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t(`marked.${state}`));
      setNote("");
      router.refresh();
    });
  return (
    <div className="grid gap-2" data-testid={`mark-${payoutId}`}>
      {sent ? null : (
        <Button size="sm" variant="outline" disabled={pending} onClick={() => mark("enviado")}>
          {t("markSent")}
        </Button>
      )}
      <label className="grid gap-1 text-xs">
        {t("noteLabel")}
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={100}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        />
      </label>
      <div className="flex gap-2">
        <Button size="sm" disabled={pending} onClick={() => mark("pagado")}>
          {t("markPaid")}
        </Button>
        <Button size="sm" variant="destructive" disabled={pending} onClick={() => mark("fallido")}>
          {t("markFailed")}
        </Button>
      </div>
    </div>
  );
}
