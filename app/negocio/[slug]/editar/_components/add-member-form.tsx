"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/auth/notify";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { addMemberAction } from "@/lib/actions/add-member";
import { ADDABLE_ROLES, addMemberSchema, type AddMemberInput } from "@/lib/domain/forms/members";
import type { z } from "zod";
import { SelectField } from "./field-controls";

type AddMemberOutput = z.output<typeof addMemberSchema>;

/** An owner adds a registered account by e-mail, as manager or editor. */
export function AddMemberForm({ businessId, onAdded }: { businessId: string; onAdded: () => void }) {
  const t = useTranslations("businessEdit.members");
  const seller = useTranslations("seller.members");
  const common = useTranslations("common");
  const form = useForm<AddMemberInput, unknown, AddMemberOutput>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: { businessId, email: "", role: "editor" },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: AddMemberOutput) => {
    const result = await addMemberAction(values).catch(() => null);
    if (!result) return notifyError(common("unexpectedError"));
    if (!result.ok) {
      if (result.fieldErrors?.email) form.setError("email", { message: result.fieldErrors.email });
      return notifyError(result.error);
    }
    notifySuccess(seller("addedTitle"));
    form.reset({ businessId, email: "", role: values.role });
    onAdded();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={t("addTitle")} className="grid gap-3 border-t pt-4 md:grid-cols-[1fr_10rem_auto] md:items-start">
      <h3 className="text-base font-semibold md:col-span-3">{t("addTitle")}</h3>
      <FormField id="member-email" type="email" autoComplete="off" label={t("email")} hint={t("emailHint")} error={errors.email?.message} {...form.register("email")} />
      <SelectField id="member-role" label={t("role")} error={errors.role?.message} {...form.register("role")}>
        {ADDABLE_ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
      </SelectField>
      <Button type="submit" disabled={isSubmitting} className="md:mt-6">
        {isSubmitting ? t("adding") : t("add")}
      </Button>
    </form>
  );
}
