"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { sendPasswordReset } from "@/lib/actions/auth/send-password-reset";

/** 'Configuración': the password changes through the same e-mailed recovery link. */
export function ChangePasswordButton({ email }: { email: string }) {
  const t = useTranslations("auth.toast");
  const p = useTranslations("profilePage");
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const result = await sendPasswordReset({ email });
      if (result.ok) notifySuccess(t("resetSentTitle"), t("resetSentText"));
      else notifyError(t("errorTitle"), result.error);
    } catch {
      notifyError(t("errorTitle"), t("unexpected"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{p("changePasswordHelp", { email })}</p>
      <Button type="button" variant="outline" className="justify-self-start" disabled={busy} onClick={onClick}>
        {p("changePassword")}
      </Button>
    </div>
  );
}
