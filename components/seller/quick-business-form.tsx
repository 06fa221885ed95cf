"use client";

import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { createBusinessAction } from "@/lib/actions/sellers/create-business";
import { CATEGORIES } from "@/lib/domain/categories";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import {
  quickBusinessSchema,
  type QuickBusiness,
  type QuickBusinessInput as Values,
} from "@/lib/domain/forms/business";
import { slugify } from "@/lib/domain/slug";
import { SelectField } from "./field-controls";

/** Quick business creation: name, the read-only slug derived live, optional category. */
export function QuickBusinessForm() {
  const t = useTranslations("sellerPanel");
  const ts = useTranslations("seller.quickCreate");
  const router = useRouter();
  const form = useForm<Values, unknown, QuickBusiness>({
    resolver: wordedResolver(zodResolver(quickBusinessSchema), (code) => codeText(code, { "seller.quickCreate": ts })),
    defaultValues: { name: "", category: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const name = useWatch({ control: form.control, name: "name" });
  // The same function the server uses, so what is shown is what gets stored (before numbering a taken slug).
  const slug = slugify(name ?? "");
  const slugError = (errors as { slug?: { message?: string } }).slug?.message;

  const onValid = async () => {
    try {
      const result = await createBusinessAction(form.getValues());
      if (!result.ok) {
        for (const [field, text] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as keyof Values, { message: text });
        return notifyError(t("errorTitle"), result.error);
      }
      notifySuccess(ts("createdTitle"), ts("createdText"));
      form.reset();
      // The picker is rendered by the server: fetch it again so the new business is in it.
      router.refresh();
    } catch {
      notifyError(t("errorTitle"), t("unexpected"));
    }
  };

  return (
    <form
      noValidate
      aria-label={t("quickCreate.title")}
      onSubmit={form.handleSubmit(onValid)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <FormField
        id="business-name"
        label={t("quickCreate.name")}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <FormField
        id="business-slug"
        label={t("quickCreate.slug")}
        value={slug}
        readOnly
        error={slugError}
        hint={slug ? t("quickCreate.slugHint", { slug }) : undefined}
      />
      <SelectField
        id="business-category"
        label={t("quickCreate.category")}
        error={errors.category?.message}
        options={[
          { value: "", label: t("quickCreate.noCategory") },
          ...CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
        ]}
        {...form.register("category")}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={isSubmitting || !name?.trim()}>
          {isSubmitting ? t("quickCreate.submitting") : t("quickCreate.submit")}
        </Button>
      </div>
    </form>
  );
}
