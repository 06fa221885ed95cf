"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { codeText, wordedResolver } from "@/components/forms/code-text";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { signIn } from "@/lib/actions/auth/sign-in";
import { loginProblem, loginSchema, type LoginValues } from "@/lib/domain/auth-forms";
import { EmailLinkButtons, LinkSignInNotice } from "./email-link-buttons";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { announceSessionChange } from "./session-event";

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const form = useForm<LoginValues & { next?: string }>({
    resolver: wordedResolver(zodResolver(loginSchema), (code) => codeText(code, { auth: t })),
    defaultValues: { email: "", password: "", next },
  });
  const { errors, isSubmitting } = form.formState;
  // The server's word that this account signs in by e-mailed link for now (its text, or null).
  const [linkOffer, setLinkOffer] = useState<string | null>(null);

  const onInvalid = () => {
    const problem = loginProblem(form.getValues());
    if (problem) notifyError(t("toast.loginFailed"), codeText(problem.message, { auth: t }));
  };

  const onValid = async (values: LoginValues & { next?: string }) => {
    try {
      const result = await signIn(values);
      setLinkOffer(!result.ok && result.code === "sign_in_link" ? result.error : null);
      if (!result.ok) return notifyError(t("toast.loginFailed"), result.error);
      notifySuccess(t("toast.loginSuccessTitle"), t("toast.loginSuccessText"));
      announceSessionChange();
      router.replace(result.data.redirectTo);
      router.refresh();
    } catch {
      notifyError(t("toast.errorTitle"), t("toast.unexpected"));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4" aria-label={t("loginTab")}>
      <FormField
        id="login-email"
        type="email"
        autoComplete="email"
        label={t("email")}
        placeholder={t("emailPlaceholder")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        id="login-password"
        type="password"
        autoComplete="current-password"
        label={t("password")}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("submitting") : t("loginSubmit")}
      </Button>
      {linkOffer ? <LinkSignInNotice text={linkOffer} getEmail={() => form.getValues("email")} /> : null}
      <EmailLinkButtons getEmail={() => form.getValues("email")} />
    </form>
  );
}
