"use client";
// The optional English version of a coupon, folded away: most sellers write Spanish only, and a
// visitor reading English sees the Spanish wherever the English is left empty.
import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormRegister } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { COUPON_TITLE_MAX } from "@/lib/domain/forms/coupon";
import type { CouponFormValues } from "./coupon-form-values";
import { TextareaField } from "./field-controls";

interface Props {
  register: UseFormRegister<CouponFormValues>;
  errors: FieldErrors<CouponFormValues>;
  /** Unfolded when the coupon has an English version or one of its fields is refused. */
  open: boolean;
  disabled: boolean;
}

export function CouponEnglishFields({ register, errors, open, disabled }: Props) {
  const t = useTranslations("sellerPanel.form");
  return (
    <details open={open} className="rounded-lg border p-4" data-testid="coupon-english">
      <summary className="cursor-pointer text-sm font-semibold">{t("englishTitle")}</summary>
      <p id="coupon-english-hint" className="mt-2 text-sm text-muted-foreground">
        {t("englishHint")}
      </p>
      <fieldset disabled={disabled} aria-describedby="coupon-english-hint" className="mt-4 grid gap-4">
        <FormField
          id="coupon-title-en"
          lang="en"
          label={t("titleEn")}
          maxLength={COUPON_TITLE_MAX}
          error={errors.titleEn?.message}
          {...register("titleEn")}
        />
        <TextareaField
          id="coupon-description-en"
          lang="en"
          label={t("descriptionEn")}
          error={errors.descriptionEn?.message}
          {...register("descriptionEn")}
        />
        <TextareaField
          id="coupon-fine-print-en"
          lang="en"
          label={t("finePrintEn")}
          error={errors.finePrintEn?.message}
          {...register("finePrintEn")}
        />
      </fieldset>
    </details>
  );
}
