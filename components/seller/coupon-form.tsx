"use client";

import { useMemo } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { ImageUploadButton } from "@/components/profile/image-upload-button";
import { Button } from "@/components/ui/button";
import { publishCouponAction } from "@/lib/actions/coupons/publish-coupon";
import { updateCouponAction } from "@/lib/actions/coupons/update-coupon";
import { CATEGORIES, getCategory } from "@/lib/domain/categories";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { DEFAULT_COUPON_CATEGORY, publishCouponSchema, type CouponWrite } from "@/lib/domain/forms/coupon";
import { BusinessPicker, type PickerBusiness } from "./business-picker";
import { CouponBookingFields } from "./coupon-booking-fields";
import { CouponEnglishFields } from "./coupon-english-fields";
import { emptyCouponValues, type CouponFormValues } from "./coupon-form-values";
import { CouponVerticalFields } from "./coupon-vertical-fields";
import { SelectField, TextareaField } from "./field-controls";

type CouponFormProps =
  | { mode: "create"; businesses: readonly PickerBusiness[] }
  | {
      mode: "edit";
      businesses: readonly PickerBusiness[];
      couponId: string;
      initial: CouponFormValues;
      readOnly: boolean;
    };

// The schema's input types are `unknown` for prices and dates (it also parses numbers and Dates);
// the form always holds strings, which the same schema turns into cents and instants.
const schemaResolver = zodResolver(publishCouponSchema) as unknown as Resolver<CouponFormValues, unknown, CouponWrite>;

/** Publishing and editing a coupon: one form, one schema, both validated again on the server. */
export function CouponForm(props: CouponFormProps) {
  const t = useTranslations("sellerPanel.form");
  const ts = useTranslations("seller.coupon");
  const tb = useTranslations("sellerBookings");
  const resolver = useMemo(
    () => wordedResolver(schemaResolver, (code) => codeText(code, { "seller.coupon": ts, sellerBookings: tb })),
    [ts, tb],
  );
  const router = useRouter();
  const readOnly = props.mode === "edit" && props.readOnly;
  const form = useForm<CouponFormValues, unknown, CouponWrite>({
    resolver,
    defaultValues: props.mode === "edit" ? props.initial : emptyCouponValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const [businessId, category, kind, imageUrl, requiresBooking] = useWatch({
    control: form.control,
    name: ["businessId", "category", "details.kind", "imageUrl", "requiresBooking"],
  });
  const subcategories = getCategory(category)?.subcategories ?? [];
  const initial = props.mode === "edit" ? props.initial : null;
  const englishOpen =
    Boolean(initial?.titleEn || initial?.descriptionEn || initial?.finePrintEn) ||
    Boolean(errors.titleEn || errors.descriptionEn || errors.finePrintEn);
  const needsBusiness = !businessId;

  const onValid = async () => {
    // The server parses the raw strings with the same schema.
    const values = form.getValues();
    try {
      const result =
        props.mode === "create"
          ? await publishCouponAction(values)
          : await updateCouponAction({ ...values, id: props.couponId });
      if (!result.ok) {
        for (const [field, text] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as keyof CouponFormValues, { message: text });
        return notifyError(t("errorTitle"), result.error);
      }
      if (props.mode === "create") {
        // Pre-moderation: a new business's first coupon waits for the operator.
        const pending = result.data !== undefined && "pending" in result.data && result.data.pending;
        notifySuccess(ts("publishedTitle"), pending ? `${values.title}. ${ts("pendingApproval")}` : values.title);
        // Keep the chosen business: a seller often publishes several coupons in a row.
        form.reset(emptyCouponValues(values.businessId));
      } else {
        notifySuccess(ts("updatedTitle"), values.title);
      }
      router.refresh(); // 'Mis cupones' is rendered by the server
    } catch {
      notifyError(t("errorTitle"), t("unexpected"));
    }
  };

  const categoryField = form.register("category", { onChange: () => form.setValue("subcategory", "") });

  return (
    <form
      noValidate
      aria-label={props.mode === "create" ? t("publishTitle") : t("editTitle")}
      onSubmit={form.handleSubmit(onValid)}
      className="grid gap-4"
    >
      {/* Editing may move the coupon to another of the member's businesses (RLS checks the role there too). */}
      {!readOnly && (
        <BusinessPicker
          businesses={props.businesses}
          error={errors.businessId?.message}
          {...form.register("businessId")}
        />
      )}
      <fieldset disabled={readOnly || isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="coupon-title"
          className="sm:col-span-2"
          label={t("title")}
          maxLength={120}
          error={errors.title?.message}
          {...form.register("title")}
        />
        <TextareaField
          id="coupon-description"
          className="sm:col-span-2"
          label={t("description")}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <FormField
          id="coupon-image-url"
          type="url"
          inputMode="url"
          label={t("imageUrl")}
          error={errors.imageUrl?.message}
          {...form.register("imageUrl")}
        />
        <div className="flex items-end gap-3">
          {imageUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a pasted URL may be on any host; a 64 px preview needs no optimiser
            <img
              src={imageUrl}
              alt={t("imageAlt")}
              width={64}
              height={64}
              className="size-16 rounded-md border object-cover"
            />
          ) : null}
          {!readOnly && (
            <ImageUploadButton
              id="coupon-image-upload"
              label={t("imageUpload")}
              onUploaded={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
            />
          )}
        </div>
        <FormField
          id="coupon-original-price"
          inputMode="decimal"
          label={t("originalPrice")}
          hint={t("priceHint")}
          error={errors.originalPrice?.message}
          {...form.register("originalPrice")}
        />
        <FormField
          id="coupon-discount-price"
          inputMode="decimal"
          label={t("discountPrice")}
          hint={t("priceHint")}
          error={errors.discountPrice?.message}
          {...form.register("discountPrice")}
        />
        <FormField
          id="coupon-end-time"
          type="datetime-local"
          label={t("endTime")}
          error={errors.endTime?.message}
          {...form.register("endTime")}
        />
        <FormField
          id="coupon-stock"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={t("stock")}
          error={errors.stock?.message}
          {...form.register("stock")}
        />
        <SelectField
          id="coupon-category"
          label={t("category")}
          error={errors.category?.message}
          options={[
            { value: DEFAULT_COUPON_CATEGORY, label: t("general") },
            ...CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
          ]}
          {...categoryField}
        />
        <SelectField
          id="coupon-subcategory"
          label={t("subcategory")}
          disabled={subcategories.length === 0}
          error={errors.subcategory?.message}
          options={[
            { value: "", label: t("noSubcategory") },
            ...subcategories.map((s) => ({ value: s.id, label: s.name })),
          ]}
          {...form.register("subcategory")}
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("isFlashSale")} />
          {t("flash")}
        </label>
      </fieldset>
      <CouponEnglishFields
        register={form.register}
        errors={errors}
        open={englishOpen}
        disabled={readOnly || isSubmitting}
      />
      <CouponBookingFields
        register={form.register}
        requiresBooking={requiresBooking}
        error={errors.noShowPolicy?.message}
        disabled={readOnly || isSubmitting}
      />
      <CouponVerticalFields
        register={form.register}
        errors={errors}
        category={category}
        kind={kind}
        disabled={readOnly || isSubmitting}
      />
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isSubmitting || needsBusiness}>
            {props.mode === "create"
              ? isSubmitting
                ? t("publishing")
                : t("publish")
              : isSubmitting
                ? t("saving")
                : t("save")}
          </Button>
          {needsBusiness && (
            <p className="text-sm text-muted-foreground" data-testid="needs-business">
              {ts("businessRequired")}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
