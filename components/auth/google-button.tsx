"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { signInWithGoogle } from "@/lib/actions/auth/sign-in-google";
import { notifyError } from "@/components/feedback/notify";

export function GoogleButton() {
  const t = useTranslations("auth");
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const result = await signInWithGoogle({});
      if (result.ok) {
        window.location.assign(result.data.url);
        return;
      }
      notifyError(t("toast.googleFailed"), result.error || t("toast.googleRetry"));
    } catch {
      notifyError(t("toast.googleFailed"), t("toast.googleRetry"));
    }
    setBusy(false);
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={onClick}>
      {t("google")}
    </Button>
  );
}
