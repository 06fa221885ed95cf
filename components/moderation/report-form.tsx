"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifySuccess } from "@/components/feedback/notify";
import { useKeptForm } from "@/components/forms/use-kept-form";
import { reportContentAction } from "@/lib/actions/moderation/report-content";
import { REPORT_REASONS, type ReportKind } from "@/lib/domain/moderation";

/**
 * The open report form (report-button.tsx). Loaded with its messages when a signed-in visitor
 * opens it, so the coupon page carries only the 'Reportar' label (report-form-loader.ts).
 */
export function ReportForm({ kind, targetId, onCancel }: { kind: ReportKind; targetId: string; onCancel: () => void }) {
  const t = useTranslations("moderation");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const { pending, onSubmit } = useKeptForm(async (form) => {
    const result = await reportContentAction({
      kind,
      targetId,
      reason: form.get("reason"),
      details: form.get("details"),
    });
    setAnswer(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.error });
    // A toast too: the report that hides a coupon refreshes its page into 'Cupón no encontrado'.
    if (result.ok) notifySuccess(result.data.message);
  });

  if (answer?.ok)
    return (
      <p role="status" className="text-xs text-muted-foreground" data-testid="report-done">
        {answer.text}
      </p>
    );
  return (
    <form
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-2 rounded-lg border p-3 text-sm"
      data-testid="report-form"
    >
      <p className="font-medium">{kind === "coupon" ? t("reportCoupon") : t("reportReview")}</p>
      <label className="flex flex-col gap-1">
        {t("reasonLabel")}
        <select name="reason" required defaultValue="" className="rounded-md border bg-background px-2 py-1.5">
          <option value="" disabled>
            {t("reportTitle")}
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        {t("detailsLabel")}
        <textarea name="details" maxLength={1000} rows={2} className="rounded-md border bg-background px-2 py-1.5" />
      </label>
      {answer && (
        <p role="alert" className="text-destructive">
          {answer.text}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t("sending") : t("send")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
