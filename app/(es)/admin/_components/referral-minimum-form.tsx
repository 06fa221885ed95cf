"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { setReferralMinimumAction } from "@/lib/actions/admin/set-referral-minimum";
import { formatQuetzales, fromCents } from "@/lib/domain/money";

/** The referral minimum, typed in quetzales; the action validates it (Q0.00-Q100,000.00) and audits it. */
export function ReferralMinimumForm({ cents }: { cents: number }) {
  const t = useTranslations("admin.referralMinimum");
  const router = useRouter();
  const [value, setValue] = useState(fromCents(cents));
  const [pending, start] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setReferralMinimumAction({ amount: value });
      if (!result.ok) return notifyError(t("invalidTitle"), result.error);
      notifySuccess(t("saved", { amount: formatQuetzales(result.data.cents) }));
      setValue(fromCents(result.data.cents));
      router.refresh();
    });
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-3" data-testid="referral-minimum-form">
      <span className="font-medium" data-testid="referral-minimum-current">
        {t("current", { amount: formatQuetzales(cents) })}
      </span>
      <label className="flex items-center gap-1">
        <span aria-hidden="true">Q</span>
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="decimal"
          maxLength={12}
          aria-label={t("label")}
          className="w-28 rounded-md border bg-background px-2 py-1 text-right text-sm"
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        {t("save")}
      </Button>
    </form>
  );
}
