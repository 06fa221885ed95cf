"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { setCommissionRateAction } from "@/lib/actions/admin/set-commission-rate";

/** One business's rate, typed as a percentage; the action validates it (0-50 %) and audits it. */
export function CommissionForm({ businessId, percent, label }: { businessId: string; percent: number; label: string }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [value, setValue] = useState(String(percent));
  const [pending, start] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setCommissionRateAction({ businessId, percent: value });
      if (!result.ok) return notifyError(t("commission.invalidTitle"), result.error);
      notifySuccess(t("done"));
      router.refresh();
    });
  };
  return (
    <form onSubmit={save} className="flex items-center gap-2">
      <label className="flex items-center gap-1">
        <span className="sr-only">{label}</span>
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="decimal"
          maxLength={6}
          aria-label={label}
          className="w-20 rounded-md border bg-background px-2 py-1 text-right text-sm"
        />
        <span aria-hidden="true">%</span>
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        {t("commission.save")}
      </Button>
    </form>
  );
}
