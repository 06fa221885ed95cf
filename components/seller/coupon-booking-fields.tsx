"use client";
// "Requiere reserva" and, when it is on, what a missed booking costs: the coupon page states it and
// the no-show mark applies it (mark_booking_no_show reads coupons.no_show_policy).
import { useTranslations } from "next-intl";
import type { UseFormRegister } from "react-hook-form";
import type { CouponFormValues } from "./coupon-form-values";
import { SelectField } from "./field-controls";

interface Props {
  register: UseFormRegister<CouponFormValues>;
  requiresBooking: boolean;
  error?: string;
  disabled: boolean;
}

export function CouponBookingFields({ register, requiresBooking, error, disabled }: Props) {
  const t = useTranslations("sellerBookings.coupon");
  return (
    <fieldset disabled={disabled} className="grid gap-3 sm:grid-cols-2">
      <label className="flex items-start gap-2 text-sm font-medium sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          aria-describedby="coupon-requires-booking-hint"
          {...register("requiresBooking")}
        />
        <span>
          {t("requiresBooking")}
          <span id="coupon-requires-booking-hint" className="block font-normal text-muted-foreground">
            {t("requiresBookingHint")}
          </span>
        </span>
      </label>
      {requiresBooking && (
        <SelectField
          id="coupon-no-show-policy"
          label={t("noShowPolicy")}
          error={error}
          options={[
            { value: "valido", label: t("noShowValid") },
            { value: "perdido", label: t("noShowLost") },
          ]}
          {...register("noShowPolicy")}
        />
      )}
    </fieldset>
  );
}
