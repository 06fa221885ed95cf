"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { setCouponPausedAction } from "@/lib/actions/coupons/set-coupon-paused";

/** Pause takes the coupon out of every public list at once; resume puts it back on sale. */
export function PauseCouponButton({ id, paused, title }: { id: string; paused: boolean; title: string }) {
  const t = useTranslations("sellerPanel");
  const ts = useTranslations("seller.coupon");
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await setCouponPausedAction({ id, paused: !paused });
      if (!result.ok) return notifyError(t("errorTitle"), result.error);
      notifySuccess(result.data.status === "paused" ? ts("pausedTitle") : ts("resumedTitle"), title);
      router.refresh();
    } catch {
      notifyError(t("errorTitle"), t("unexpected"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={toggle}
      aria-label={`${paused ? t("list.resume") : t("list.pause")}: ${title}`}
    >
      {paused ? t("list.resume") : t("list.pause")}
    </Button>
  );
}
