"use client";

import { useRouter } from "next/navigation";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { updatePassword } from "@/lib/actions/auth/update-password";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { newPasswordProblem, newPasswordSchema, type NewPasswordValues } from "@/lib/domain/auth-forms";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { announceSessionChange } from "./session-event";

/** Two entries; without a recovery session 'Enlace inválido' answers every submit. */
export function ResetPasswordForm({ hasRecoverySession }: { hasRecoverySession: boolean }) {
  const t = useTranslations("resetPassword");
  const tAuth = useTranslations("auth.validation");
  const word = (code: string) => codeText(code, { resetPassword: t, "auth.validation": tAuth });
  const router = useRouter();
  const localize = useLocalizedHref();
  const form = useForm<NewPasswordValues>({
    resolver: wordedResolver(zodResolver(newPasswordSchema), word),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = () => {
    const problem = newPasswordProblem(form.getValues());
    if (problem) notifyError(problem.title ? word(problem.title) : t("errorTitle"), word(problem.message));
  };

  const onValid = async (values: NewPasswordValues) => {
    if (!hasRecoverySession) return notifyError(t("invalidLinkTitle"), t("invalidLinkText"));
    try {
      const result = await updatePassword(values);
      if (!result.ok) {
        return result.error === t("invalidLinkText")
          ? notifyError(t("invalidLinkTitle"), result.error)
          : notifyError(t("errorTitle"), result.error);
      }
      notifySuccess(t("successTitle"), t("successText"));
      announceSessionChange();
      router.replace(localize("/auth"));
    } catch {
      notifyError(t("errorTitle"), t("errorTitle"));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
      <FormField
        id="reset-password"
        type="password"
        autoComplete="new-password"
        label={t("password")}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormField
        id="reset-confirm"
        type="password"
        autoComplete="new-password"
        label={t("confirmPassword")}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
