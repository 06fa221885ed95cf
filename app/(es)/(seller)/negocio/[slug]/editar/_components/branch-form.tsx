"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { FormField } from "@/components/forms/form-field";
import { BranchMap } from "@/components/maps/branch-map";
import { Button } from "@/components/ui/button";
import { deleteBranchAction } from "@/lib/actions/branches/delete-branch";
import { saveBranchAction } from "@/lib/actions/branches/save-branch";
import { branchSchema, type BranchInput } from "@/lib/domain/forms/branch";
import { DEPARTMENTS } from "@/lib/places/rules/guatemala";
import { BranchHoursField } from "./branch-hours-field";
import { SelectField } from "./field-controls";

type BranchOutput = z.output<typeof branchSchema>;

/**
 * One branch of the edit page (or a new one): typed fields, and a map whose marker can be dragged
 * to set the coordinates (the map loads on demand, like every branch map), and the week's opening hours.
 */
export function BranchForm({ initial, styleUrl }: { initial: BranchInput; styleUrl: string | null }) {
  const t = useTranslations("businessEdit.branches");
  const edit = useTranslations("businessEdit");
  const common = useTranslations("common");
  const router = useRouter();
  const form = useForm<BranchInput, unknown, BranchOutput>({
    resolver: wordedResolver(zodResolver(branchSchema), (code) => codeText(code, { businessEdit: edit, common })),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const prefix = `branch-${initial.id ?? "new"}`;
  const point = { lat: Number(initial.lat), lng: Number(initial.lng) };

  const onValid = async (values: BranchOutput) => {
    const result = await saveBranchAction(values).catch(() => null);
    if (!result) return notifyError(common("unexpectedError"));
    if (!result.ok) {
      for (const [field, text] of Object.entries(result.fieldErrors ?? {}))
        form.setError(field as keyof BranchInput, { message: text });
      return notifyError(result.error);
    }
    notifySuccess(t("saved"));
    router.refresh();
  };
  const onDelete = async () => {
    if (!initial.id) return;
    const result = await deleteBranchAction({ businessId: String(initial.businessId), id: String(initial.id) }).catch(
      () => null,
    );
    if (!result?.ok) return notifyError(result?.error ?? common("unexpectedError"));
    notifySuccess(t("deleted"));
    router.refresh();
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-label={initial.id ? String(initial.name) : t("add")}
      className="grid gap-3 rounded-xl border p-4 md:grid-cols-2"
      data-testid="branch-form"
    >
      <FormField id={`${prefix}-name`} label={t("name")} error={errors.name?.message} {...form.register("name")} />
      <FormField
        id={`${prefix}-address`}
        label={t("address")}
        error={errors.address?.message}
        {...form.register("address")}
      />
      <FormField id={`${prefix}-zone`} label={t("zone")} error={errors.zone?.message} {...form.register("zone")} />
      <FormField
        id={`${prefix}-municipality`}
        label={t("municipality")}
        error={errors.municipality?.message}
        {...form.register("municipality")}
      />
      <SelectField
        id={`${prefix}-department`}
        label={t("department")}
        error={errors.department?.message}
        {...form.register("department")}
      >
        {DEPARTMENTS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <FormField id={`${prefix}-phone`} label={t("phone")} error={errors.phone?.message} {...form.register("phone")} />
      <FormField id={`${prefix}-lat`} label={t("lat")} error={errors.lat?.message} {...form.register("lat")} />
      <FormField id={`${prefix}-lng`} label={t("lng")} error={errors.lng?.message} {...form.register("lng")} />
      <BranchHoursField form={form} prefix={prefix} />
      <div className="md:col-span-2">
        <BranchMap
          points={[{ ...point, name: String(initial.name || t("add")) }]}
          label={t("title")}
          loading={t("intro")}
          styleUrl={styleUrl}
          onDrag={({ lat, lng }) => {
            // Six decimals (about 10 cm) are plenty for a pin.
            form.setValue("lat", lat.toFixed(6), { shouldDirty: true });
            form.setValue("lng", lng.toFixed(6), { shouldDirty: true });
          }}
        />
      </div>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {t("save")}
        </Button>
        {initial.id ? (
          <Button type="button" variant="outline" onClick={onDelete}>
            {t("delete")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
