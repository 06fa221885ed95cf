"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { updateProfile } from "@/lib/actions/profile/update-profile";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { profileSchema, type ProfileInput, type ProfileOutput } from "@/lib/domain/profile-form";
import { ImageUploadButton } from "./image-upload-button";

export function ProfileForm({ initial }: { initial: ProfileInput }) {
  const t = useTranslations("profilePage");
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: wordedResolver(zodResolver(profileSchema), (code) => codeText(code, { profilePage: t })),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const avatar = useWatch({ control: form.control, name: "avatarUrl" });

  // The server parses the raw entries with the same schema (the transformed values hold nulls).
  const onValid = async (_values: ProfileOutput) => {
    try {
      const result = await updateProfile(form.getValues());
      if (result.ok) notifySuccess(t("savedTitle"), t("savedText"));
      else notifyError(t("errorTitle"), result.error || t("saveFailed"));
    } catch {
      notifyError(t("errorTitle"), t("saveFailed"));
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
      <div className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- any https URL or an upload; no optimiser round trip for a 64 px avatar */}
        <img
          src={avatar || "/images/avatar-default.svg"}
          alt={t("avatarAlt")}
          width={64}
          height={64}
          className="size-16 rounded-full border object-cover"
        />
        <ImageUploadButton
          id="avatar-upload"
          label={t("avatarUpload")}
          onUploaded={(url) => form.setValue("avatarUrl", url, { shouldDirty: true })}
        />
      </div>
      <FormField
        id="profile-display-name"
        autoComplete="nickname"
        label={t("displayName")}
        error={errors.displayName?.message}
        {...form.register("displayName")}
      />
      <FormField
        id="profile-avatar-url"
        type="url"
        inputMode="url"
        label={t("avatarUrl")}
        error={errors.avatarUrl?.message}
        {...form.register("avatarUrl")}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
