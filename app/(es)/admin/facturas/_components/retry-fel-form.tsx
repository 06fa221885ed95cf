"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { retryFelDocumentAction } from "@/lib/actions/admin/retry-fel-document";

/** 'Reintentar' for one failed document, or 'Reintentar todas' without one. */
export function RetryFelButton({ documentId }: { documentId?: string }) {
  const t = useTranslations("admin.fel");
  const router = useRouter();
  const [pending, start] = useTransition();
  const retry = () =>
    start(async () => {
      const result = await retryFelDocumentAction(documentId ? { documentId } : { all: true });
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t("retried", { count: result.data.count }));
      router.refresh();
    });
  return (
    <Button
      size="sm"
      variant={documentId ? "default" : "outline"}
      disabled={pending}
      onClick={retry}
      data-testid={documentId ? `fel-retry-${documentId}` : "fel-retry-all"}
    >
      {documentId ? t("retry") : t("retryAll")}
    </Button>
  );
}
