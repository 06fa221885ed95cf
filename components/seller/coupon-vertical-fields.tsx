"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslations } from "next-intl";

import { FormField } from "@/components/forms/form-field";
import { CUISINES, DIFFICULTIES, EXPERIENCE_TYPES, TRIP_TYPES } from "@/lib/domain/forms/coupon";
import type { CouponFormValues } from "./coupon-form-values";
import { SelectField, TextareaField } from "./field-controls";

interface Props {
  register: UseFormRegister<CouponFormValues>;
  errors: FieldErrors<CouponFormValues>;
  category: string;
  kind: string;
  disabled: boolean;
}

/**
 * The attributes the chosen category stores on the coupon (the vertical pages filter on them):
 * restaurants a cuisine and a delivery time; experiences & travel either an experience or a trip.
 * Every coupon may list its highlights, what is included and its terms (the detail page's tabs).
 */
export function CouponVerticalFields({ register, errors, category, kind, disabled }: Props) {
  const t = useTranslations("sellerPanel.form");
  const e = errors.details;
  const choose = { value: "", label: t("choose") };
  const opts = (xs: readonly string[]) => [choose, ...xs.map((x) => ({ value: x, label: x }))];

  return (
    <fieldset disabled={disabled} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{t("verticalTitle")}</legend>
      {category === "restaurantes" && (
        <>
          <SelectField
            id="coupon-cuisine"
            label={t("cuisine")}
            options={opts(CUISINES)}
            error={e?.cuisine?.message}
            {...register("details.cuisine")}
          />
          <FormField
            id="coupon-delivery"
            label={t("deliveryTime")}
            error={e?.deliveryTime?.message}
            {...register("details.deliveryTime")}
          />
        </>
      )}
      {category === "experiencias-viajes" && (
        <SelectField
          id="coupon-kind"
          label={t("kind")}
          className="sm:col-span-2"
          options={[
            choose,
            { value: "experience", label: t("kindExperience") },
            { value: "trip", label: t("kindTrip") },
          ]}
          error={e?.kind?.message}
          {...register("details.kind")}
        />
      )}
      {category === "experiencias-viajes" && kind === "experience" && (
        <>
          <SelectField
            id="coupon-experience-type"
            label={t("experienceType")}
            options={opts(EXPERIENCE_TYPES)}
            error={e?.experienceType?.message}
            {...register("details.experienceType")}
          />
          <SelectField
            id="coupon-difficulty"
            label={t("difficulty")}
            options={opts(DIFFICULTIES)}
            error={e?.difficulty?.message}
            {...register("details.difficulty")}
          />
          <FormField
            id="coupon-duration"
            type="number"
            inputMode="decimal"
            step="0.5"
            min="0.5"
            max="72"
            label={t("durationHours")}
            error={e?.durationHours?.message}
            {...register("details.durationHours")}
          />
        </>
      )}
      {category === "experiencias-viajes" && kind === "trip" && (
        <>
          <SelectField
            id="coupon-trip-type"
            label={t("tripType")}
            options={opts(TRIP_TYPES)}
            error={e?.tripType?.message}
            {...register("details.tripType")}
          />
          <FormField
            id="coupon-days"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max="30"
            label={t("days")}
            error={e?.days?.message}
            {...register("details.days")}
          />
          <FormField
            id="coupon-group-size"
            label={t("groupSize")}
            error={e?.groupSize?.message}
            {...register("details.groupSize")}
          />
          <TextareaField
            id="coupon-includes"
            label={t("includes")}
            error={e?.includes?.message}
            {...register("details.includes")}
          />
        </>
      )}
      <TextareaField
        id="coupon-highlights"
        label={t("highlights")}
        error={e?.highlights?.message}
        {...register("details.highlights")}
      />
      <TextareaField
        id="coupon-included"
        label={t("included")}
        error={e?.included?.message}
        {...register("details.included")}
      />
      <TextareaField
        id="coupon-restrictions"
        className="sm:col-span-2"
        label={t("restrictions")}
        error={e?.restrictions?.message}
        {...register("details.restrictions")}
      />
    </fieldset>
  );
}
