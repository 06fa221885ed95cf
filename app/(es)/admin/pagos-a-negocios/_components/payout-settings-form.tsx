"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { setPayoutSettingsAction } from "@/lib/actions/admin/set-payout-settings";
import { fromCents } from "@/lib/domain/money";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The run's weekday and minimum balance; the action validates them and the database audits them. */
export function PayoutSettingsForm({ weekday, minimumCents }: { weekday: number; minimumCents: number }) {
  const t = useTranslations("admin.payouts");
  const router = useRouter();
  const [day, setDay] = useState(String(weekday));
  const [minimum, setMinimum] = useState(fromCents(minimumCents));
  const [pending, start] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setPayoutSettingsAction({ weekday: day, minimum });
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t("settingsSaved"));
      router.refresh();
    });
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3" data-testid="payout-settings-form">
      <label className="grid gap-1 text-sm">
        {t("weekdayLabel")}
        <select
          value={day}
          onChange={(e) => setDay(e.target.value)}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        >
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {t(`weekdays.${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm">
        {t("minimumLabel")}
        <input
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
          inputMode="decimal"
          maxLength={12}
          className="w-28 rounded-md border bg-background px-2 py-1 text-right text-sm"
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        {t("saveSettings")}
      </Button>
    </form>
  );
}
