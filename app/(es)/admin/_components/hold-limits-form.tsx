"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { setHoldLimitsAction } from "@/lib/actions/admin/set-hold-limits";
import type { HoldLimits } from "@/lib/payments/rules/hold-limits";

type Field = keyof HoldLimits;
const FIELDS: Field[] = ["perCoupon", "total", "transferHours"];

/**
 * How much one buyer may hold unpaid: units per coupon, in total, and a started transfer's hours.
 * The action validates (units 1-1000, hours 1-168) and the database audits each change. Its words
 * come from the server page (messages 'holdLimits'), so no client bundle carries them.
 */
export function HoldLimitsForm({
  limits,
  labels,
}: {
  limits: HoldLimits;
  labels: Record<Field | "save" | "saved", string>;
}) {
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({
    perCoupon: String(limits.perCoupon),
    total: String(limits.total),
    transferHours: String(limits.transferHours),
  });
  const [pending, start] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await setHoldLimitsAction(values);
      if (!result.ok) return notifyError(labels.save, result.error);
      notifySuccess(labels.saved);
      router.refresh();
    });
  };
  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-3" data-testid="hold-limits-form">
      {FIELDS.map((field) => (
        <label key={field} className="grid gap-1 text-sm">
          <span>{labels[field]}</span>
          <input
            name={field}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            inputMode="numeric"
            maxLength={4}
            className="w-24 rounded-md border bg-background px-2 py-1 text-right text-sm"
          />
        </label>
      ))}
      <Button type="submit" size="sm" disabled={pending}>
        {labels.save}
      </Button>
    </form>
  );
}
