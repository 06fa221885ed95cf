"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { inviteMemberAction } from "@/lib/actions/sellers/invite-member";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { INVITABLE_ROLES, inviteMemberSchema, type InviteMemberInput } from "@/lib/domain/forms/members";
import type { z } from "zod";
import { SelectField } from "./field-controls";

type InviteMemberOutput = z.output<typeof inviteMemberSchema>;

/** An owner invites an e-mail address as manager, editor or cajero; the person accepts or declines. */
export function InviteMemberForm({ businessId, onInvited }: { businessId: string; onInvited: () => void }) {
  const t = useTranslations("businessEdit.members");
  const common = useTranslations("common");
  const edit = useTranslations("businessEdit");
  const members = useTranslations("seller.members");
  const form = useForm<InviteMemberInput, unknown, InviteMemberOutput>({
    resolver: wordedResolver(zodResolver(inviteMemberSchema), (code) =>
      codeText(code, { "seller.members": members, businessEdit: edit, common }),
    ),
    defaultValues: { businessId, email: "", role: "editor" },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  const onValid = async (values: InviteMemberOutput) => {
    const result = await inviteMemberAction(values).catch(() => null);
    if (!result) return notifyError(common("unexpectedError"));
    if (!result.ok) {
      if (result.fieldErrors?.email) form.setError("email", { message: result.fieldErrors.email });
      return notifyError(result.error);
    }
    notifySuccess(result.data.message);
    form.reset({ businessId, email: "", role: values.role });
    onInvited();
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-label={t("addTitle")}
      className="grid gap-3 border-t pt-4 md:grid-cols-[1fr_10rem_auto] md:items-start"
    >
      <h3 className="text-base font-semibold md:col-span-3">{t("addTitle")}</h3>
      <FormField
        id="member-email"
        type="email"
        autoComplete="off"
        label={t("email")}
        hint={t("emailHint")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField id="member-role" label={t("role")} error={errors.role?.message} {...form.register("role")}>
        {INVITABLE_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={isSubmitting} className="md:mt-6">
        {isSubmitting ? t("adding") : t("add")}
      </Button>
      {INVITABLE_ROLES.includes(role as (typeof INVITABLE_ROLES)[number]) ? (
        <p id="member-role-hint" className="text-sm text-muted-foreground md:col-span-3">
          {t(`roleHints.${role as (typeof INVITABLE_ROLES)[number]}`)}
        </p>
      ) : null}
    </form>
  );
}
