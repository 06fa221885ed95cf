"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { sendMagicLink } from "@/lib/actions/auth/send-magic-link";
import { sendPasswordReset } from "@/lib/actions/auth/send-password-reset";
import { codeText } from "@/components/forms/code-text";
import { emailLinkProblem } from "@/lib/domain/auth-forms";
import { notifyError, notifySuccess } from "@/components/feedback/notify";

type Flow = "reset" | "magic";

/** Sends a reset or sign-in link to the e-mail typed in the login form, with its toasts. */
export function useEmailLinkSender(getEmail: () => string) {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState<Flow | null>(null);

  const send = async (flow: Flow) => {
    const email = getEmail();
    const problem = emailLinkProblem(email, flow);
    if (problem)
      return notifyError(
        problem.title ? codeText(problem.title, { auth: t }) : t("toast.errorTitle"),
        codeText(problem.message, { auth: t }),
      );
    setBusy(flow);
    try {
      const result = flow === "reset" ? await sendPasswordReset({ email }) : await sendMagicLink({ email });
      if (!result.ok)
        return notifyError(flow === "reset" ? t("toast.errorTitle") : t("toast.magicFailed"), result.error);
      if (flow === "reset") notifySuccess(t("toast.resetSentTitle"), t("toast.resetSentText"));
      else notifySuccess(t("toast.magicSentTitle"), t("toast.magicSentText"));
    } catch {
      notifyError(t("toast.errorTitle"), t("toast.unexpected"));
    } finally {
      setBusy(null);
    }
  };

  return { busy, send };
}

/** 'Forgot password' and 'magic link' use the e-mail typed in the login form. */
export function EmailLinkButtons({ getEmail }: { getEmail: () => string }) {
  const t = useTranslations("auth");
  const { busy, send } = useEmailLinkSender(getEmail);

  return (
    <div className="flex flex-col items-center gap-1 text-sm sm:flex-row sm:justify-between">
      <Button type="button" variant="link" size="sm" disabled={busy !== null} onClick={() => send("reset")}>
        {t("forgotPassword")}
      </Button>
      <Button type="button" variant="link" size="sm" disabled={busy !== null} onClick={() => send("magic")}>
        {t("magicLink")}
      </Button>
    </div>
  );
}

/**
 * Shown when the server paused password sign-in for the typed account (many wrong passwords
 * from many addresses): its text, and the one way in that still works, an e-mailed link.
 */
export function LinkSignInNotice({ text, getEmail }: { text: string; getEmail: () => string }) {
  const t = useTranslations("auth");
  const { busy, send } = useEmailLinkSender(getEmail);

  return (
    <div
      role="alert"
      data-testid="link-sign-in"
      className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p>{text}</p>
      <Button type="button" size="sm" disabled={busy !== null} onClick={() => send("magic")}>
        {busy ? t("submitting") : t("sendSignInLink")}
      </Button>
    </div>
  );
}
