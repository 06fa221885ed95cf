"use client";

import Link from "@/components/i18n/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { codeText, wordedResolver } from "@/components/forms/code-text";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { signUp } from "@/lib/actions/auth/sign-up";
import { signupProblem, signupSchema, type SignupValues } from "@/lib/domain/auth-forms";
import { notifyError, notifySuccess } from "@/components/feedback/notify";

const EMPTY: SignupValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
};

/** After a successful signup the view returns to the login tab, so the new user signs in once. */
export function SignupForm({ onDone, referralCode }: { onDone: () => void; referralCode?: string }) {
  const t = useTranslations("auth");
  const tl = useTranslations("loyalty");
  const form = useForm<SignupValues>({
    resolver: wordedResolver(zodResolver(signupSchema), (code) => codeText(code, { auth: t })),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = () => {
    const problem = signupProblem(form.getValues());
    if (problem)
      notifyError(
        problem.title ? codeText(problem.title, { auth: t }) : t("toast.signupFailed"),
        codeText(problem.message, { auth: t }),
      );
  };

  const onValid = async (values: SignupValues) => {
    try {
      const result = await signUp({ ...values, referralCode });
      if (!result.ok) return notifyError(t("toast.signupFailed"), result.error);
      notifySuccess(t("toast.signupSuccessTitle"), t("toast.signupSuccessText"));
      form.reset(EMPTY);
      onDone();
    } catch {
      notifyError(t("toast.errorTitle"), t("toast.unexpected"));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="grid gap-4"
      aria-label={t("signupTab")}
    >
      {referralCode ? (
        <p className="rounded-md bg-primary/10 p-3 text-sm" data-testid="signup-invited">
          {tl("signupInvited")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="signup-first-name"
          autoComplete="given-name"
          label={t("firstName")}
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <FormField
          id="signup-last-name"
          autoComplete="family-name"
          label={t("lastName")}
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <FormField
        id="signup-email"
        type="email"
        autoComplete="email"
        label={t("email")}
        placeholder={t("emailPlaceholder")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        id="signup-password"
        type="password"
        autoComplete="new-password"
        label={t("password")}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <FormField
        id="signup-confirm"
        type="password"
        autoComplete="new-password"
        label={t("confirmPassword")}
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            aria-invalid={errors.acceptTerms ? true : undefined}
            {...form.register("acceptTerms")}
          />
          <span>
            {t("termsPrefix")}{" "}
            <Link href="/terminos" className="font-medium text-primary underline underline-offset-2">
              {t("termsLink")}
            </Link>{" "}
            {t("termsAnd")}{" "}
            <Link href="/privacidad" className="font-medium text-primary underline underline-offset-2">
              {t("privacyLink")}
            </Link>
          </span>
        </label>
        {errors.acceptTerms ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t("submitting") : t("signupSubmit")}
      </Button>
    </form>
  );
}
