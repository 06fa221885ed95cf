"use client";
// One way for the calendar's buttons to call a booking action: busy while it runs, the answer as a
// toast, and the server-rendered calendar read again after a change.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import type { ActionResult } from "@/lib/actions/define-action";

export function useBookingAction() {
  const t = useTranslations("sellerBookings.actions");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<ActionResult<{ message: string }>>): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await call();
      if (!result.ok) {
        notifyError(result.error);
        return false;
      }
      notifySuccess(result.data.message);
      router.refresh();
      return true;
    } catch {
      notifyError(t("failed"));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
