"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { confirmBankAccountAction } from "@/lib/actions/sellers/confirm-bank-account";

/** The one button of the confirmation link's page: the owner confirms the new bank account. */
export function ConfirmBankAccountForm({ businessId, token }: { businessId: string; token: string }) {
  const t = useTranslations("payoutHold");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const confirm = () =>
    start(async () => {
      const result = await confirmBankAccountAction({ businessId, token });
      setAnswer(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.error });
    });
  return (
    <div className="grid gap-3">
      {answer?.ok ? null : (
        <Button onClick={confirm} disabled={pending} data-testid="confirm-bank-account">
          {t("confirmButton")}
        </Button>
      )}
      {answer ? (
        <p role="status" className={answer.ok ? "text-sm text-emerald-800" : "text-sm text-destructive"}>
          {answer.text}
        </p>
      ) : null}
    </div>
  );
}
