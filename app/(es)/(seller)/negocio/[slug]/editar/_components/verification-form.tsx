"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { useKeptForm } from "@/components/forms/use-kept-form";
import { requestVerificationAction } from "@/lib/actions/sellers/request-verification";

/** NIT and document, sent as one form (the file travels in the FormData). */
export function VerificationForm({ businessId }: { businessId: string }) {
  const t = useTranslations("verification");
  const router = useRouter();
  const { pending, onSubmit } = useKeptForm(async (form) => {
    form.set("businessId", businessId);
    const result = await requestVerificationAction(form);
    if (!result.ok) return notifyError(t("title"), result.error);
    notifySuccess(result.data.message);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-3" data-testid="verification-form">
      <label className="grid gap-1 text-sm font-medium">
        {t("nitLabel")}
        <Input name="nit" required maxLength={20} autoComplete="off" placeholder="1234567-8" />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t("documentLabel")}
        <input
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="text-sm"
        />
      </label>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
