"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { replyToReviewAction } from "@/lib/actions/moderation/reply-to-review";
import { REPLY_MAX } from "@/lib/domain/moderation";
import { useCanReply } from "./reply-permission";

/** 'Responder' / 'Editar respuesta' under a review, for the business's owner or manager only. */
export function ReplyEditor({ reviewId, current }: { reviewId: string; current: string | null }) {
  const t = useTranslations("moderation");
  const canReply = useCanReply();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  if (!canReply) return null;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="text-xs font-medium text-primary hover:underline" data-testid="reply-open">
        {current ? t("editReply") : t("reply")}
      </button>
    );
  }
  const submit = (form: FormData) =>
    start(async () => {
      const result = await replyToReviewAction({ reviewId, body: form.get("body") });
      if (!result.ok) return notifyError(t("failed"), result.error);
      notifySuccess(result.data.message);
      setOpen(false);
      router.refresh();
    });
  return (
    <form action={submit} className="flex flex-col gap-2" data-testid="reply-form">
      <label className="flex flex-col gap-1 text-sm">
        {t("replyLabel")}
        <textarea name="body" required maxLength={REPLY_MAX} rows={3} defaultValue={current ?? ""} placeholder={t("replyPlaceholder")} className="rounded-md border bg-background px-2 py-1.5" />
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>{pending ? t("sending") : t("replySave")}</Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>{t("cancel")}</Button>
      </div>
    </form>
  );
}
