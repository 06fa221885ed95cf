"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { useKeptForm } from "@/components/forms/use-kept-form";
import { replyToReviewAction } from "@/lib/actions/moderation/reply-to-review";
import { REPLY_MAX } from "@/lib/domain/moderation";

/** The business's reply form (reply-editor.tsx), loaded with its messages when opened (reply-form-loader.ts). */
export function ReplyForm({
  reviewId,
  current,
  onClose,
}: {
  reviewId: string;
  current: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("moderation");
  const router = useRouter();
  const { pending, onSubmit } = useKeptForm(async (form) => {
    const result = await replyToReviewAction({ reviewId, body: form.get("body") });
    if (!result.ok) return notifyError(t("failed"), result.error);
    notifySuccess(result.data.message);
    onClose();
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" data-testid="reply-form">
      <label className="flex flex-col gap-1 text-sm">
        {t("replyLabel")}
        <textarea
          name="body"
          required
          maxLength={REPLY_MAX}
          rows={3}
          defaultValue={current ?? ""}
          placeholder={t("replyPlaceholder")}
          className="rounded-md border bg-background px-2 py-1.5"
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t("sending") : t("replySave")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
