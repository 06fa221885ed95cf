"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCanReply } from "./reply-permission";

// Only a business's owner or manager opens it: the form and its messages load then.
const ReplyForm = dynamic(() => import("./reply-form-loader").then((m) => m.loadReplyForm()), { ssr: false });

/** 'Responder' / 'Editar respuesta' under a review, for the business's owner or manager only. */
export function ReplyEditor({ reviewId, current }: { reviewId: string; current: string | null }) {
  const t = useTranslations("moderation");
  const canReply = useCanReply();
  const [open, setOpen] = useState(false);
  if (!canReply) return null;
  if (open) return <ReplyForm reviewId={reviewId} current={current} onClose={() => setOpen(false)} />;
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="text-xs font-medium text-primary hover:underline"
      data-testid="reply-open"
    >
      {current ? t("editReply") : t("reply")}
    </button>
  );
}
