"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type Path } from "react-hook-form";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { updateBusinessAction } from "@/lib/actions/sellers/update-business";
import { CATEGORIES } from "@/lib/domain/categories";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import {
  businessProfileSchema,
  type BusinessProfileInput,
  type BusinessProfileUpdate,
} from "@/lib/domain/forms/business";
import { SelectField, TextareaField } from "./field-controls";
import { ImageField } from "./image-field";

/** Every editable field as the form holds it: strings, "" for none. */
export type BusinessFormValues = { [K in keyof BusinessProfileUpdate]-?: string };

const CONTACT = [
  ["website", "url"],
  ["phone", "tel"],
  ["whatsapp", "tel"],
  ["email", "email"],
] as const;
const SOCIAL = ["socialXUrl", "socialInstagramUrl", "socialFacebookUrl", "socialTiktokUrl"] as const;

/** What the server stored (trimmed, phones as +502 5555-1234), back as form strings. */
const toFormValues = (v: BusinessProfileUpdate): BusinessFormValues =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? ""])) as BusinessFormValues;

/** The schema's preprocessed fields are typed unknown on input; the form only ever holds strings. */
const asText = (v: unknown) => (typeof v === "string" ? v : "");

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-2 md:p-5">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The business profile form: enabled for owner, manager and editor; everyone else sees it read-only. */
export function BusinessEditForm({
  id,
  initial,
  canEdit,
}: {
  id: string;
  initial: BusinessFormValues;
  canEdit: boolean;
}) {
  const t = useTranslations("businessEdit");
  const router = useRouter();
  const form = useForm<BusinessProfileInput, unknown, BusinessProfileUpdate>({
    resolver: wordedResolver(zodResolver(businessProfileSchema), (code) => codeText(code, { businessEdit: t })),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const [logoUrl, coverUrl] = useWatch({ control: form.control, name: ["logoUrl", "coverUrl"] });
  const f = (name: keyof BusinessFormValues) => `business-${name}`;
  const err = (name: keyof BusinessFormValues) => errors[name]?.message;

  // The server parses the raw entries with the same schema; its field errors land on their fields.
  const onValid = async (values: BusinessProfileUpdate) => {
    try {
      const result = await updateBusinessAction({ id, ...form.getValues() });
      if (!result.ok) {
        for (const [name, text] of Object.entries(result.fieldErrors ?? {})) {
          if (name in initial) form.setError(name as Path<BusinessProfileInput>, { message: text });
        }
        return notifyError(result.error || t("failure"));
      }
      form.reset(toFormValues(values));
      notifySuccess(t("successTitle"), t("successText"));
      router.refresh();
    } catch {
      notifyError(t("failure"));
    }
  };

  const upload = (name: "logoUrl" | "coverUrl") => (url: string) =>
    form.setValue(name, url, { shouldDirty: true, shouldValidate: true });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={t("title")} className="grid gap-6">
      {/* A disabled fieldset disables every control inside it, upload inputs included. */}
      <fieldset disabled={!canEdit || isSubmitting} className="grid gap-6">
        <Section title={t("sections.general")}>
          <FormField
            id={f("name")}
            label={t("fields.name")}
            autoComplete="organization"
            error={err("name")}
            {...form.register("name")}
          />
          <SelectField
            id={f("category")}
            label={t("fields.category")}
            error={err("category")}
            {...form.register("category")}
          >
            <option value="">{t("fields.noCategory")}</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <FormField
            id={f("city")}
            label={t("fields.city")}
            autoComplete="address-level2"
            error={err("city")}
            {...form.register("city")}
          />
          <TextareaField
            id={f("description")}
            label={t("fields.description")}
            error={err("description")}
            className="md:col-span-2"
            rows={4}
            {...form.register("description")}
          />
          <details
            open={Boolean(initial.descriptionEn || errors.descriptionEn)}
            className="md:col-span-2"
            data-testid="business-english"
          >
            <summary className="cursor-pointer text-sm font-semibold">{t("sections.english")}</summary>
            <p id="business-english-hint" className="mt-2 text-sm text-muted-foreground">
              {t("fields.englishHint")}
            </p>
            <TextareaField
              id={f("descriptionEn")}
              lang="en"
              label={t("fields.descriptionEn")}
              error={err("descriptionEn")}
              aria-describedby={`${err("descriptionEn") ? `${f("descriptionEn")}-error ` : ""}business-english-hint`}
              className="mt-3"
              rows={4}
              {...form.register("descriptionEn")}
            />
          </details>
        </Section>
        <Section title={t("sections.images")}>
          <ImageField
            id={f("logoUrl")}
            urlLabel={t("fields.logoUrl")}
            uploadLabel={t("fields.logoUpload")}
            previewAlt={t("fields.logoPreview")}
            hint={t("fields.imageHint")}
            value={asText(logoUrl)}
            error={err("logoUrl")}
            disabled={!canEdit}
            input={form.register("logoUrl")}
            onUploaded={upload("logoUrl")}
            previewSize={{ width: 64, height: 64 }}
            previewClassName="size-16 rounded-lg border object-cover"
          />
          <ImageField
            id={f("coverUrl")}
            urlLabel={t("fields.coverUrl")}
            uploadLabel={t("fields.coverUpload")}
            previewAlt={t("fields.coverPreview")}
            hint={t("fields.imageHint")}
            value={asText(coverUrl)}
            error={err("coverUrl")}
            disabled={!canEdit}
            input={form.register("coverUrl")}
            onUploaded={upload("coverUrl")}
            previewSize={{ width: 240, height: 80 }}
            previewClassName="h-16 w-48 rounded-lg border object-cover"
          />
        </Section>
        <Section title={t("sections.contact")}>
          {CONTACT.map(([name, type]) => (
            <FormField
              key={name}
              id={f(name)}
              type={type === "url" ? "text" : type}
              inputMode={type === "url" ? "url" : undefined}
              label={t(`fields.${name}`)}
              hint={type === "tel" ? t("fields.phoneHint") : undefined}
              error={err(name)}
              {...form.register(name)}
            />
          ))}
        </Section>
        <Section title={t("sections.social")}>
          {SOCIAL.map((name) => (
            <FormField
              key={name}
              id={f(name)}
              type="text"
              inputMode="url"
              label={t(`fields.${name}`)}
              hint={t("fields.socialHint")}
              error={err(name)}
              {...form.register(name)}
            />
          ))}
        </Section>
      </fieldset>
      {canEdit ? (
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      ) : null}
    </form>
  );
}
