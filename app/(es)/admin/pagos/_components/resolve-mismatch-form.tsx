"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { resolvePaymentMismatchAction } from "@/lib/actions/admin/resolve-payment-mismatch";
import type { MismatchResolution } from "@/lib/payments/rules/mismatch";

/** The operator's resolution of one difference, with a note (required to dismiss). */
export function ResolveMismatchForm({ mismatchId, options }: { mismatchId: string; options: MismatchResolution[] }) {
  const t = useTranslations("admin.payments");
  const router = useRouter();
  const [resolution, setResolution] = useState<MismatchResolution>(options[0] ?? "dismissed");
  const [note, setNote] = useState("");
  const [pending, start] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await resolvePaymentMismatchAction({ mismatchId, resolution, note });
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t("resolved"));
      router.refresh();
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" data-testid={`resolve-${mismatchId}`}>
      <label className="grid gap-1 text-xs">
        {t("resolutionLabel")}
        <select
          value={resolution}
          onChange={(e) => setResolution(e.target.value as MismatchResolution)}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`resolutions.${o}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs">
        {t("noteLabel")}
        <input
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={300}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        />
      </label>
      <Button type="submit" size="sm" disabled={pending}>
        {t("resolve")}
      </Button>
    </form>
  );
}
