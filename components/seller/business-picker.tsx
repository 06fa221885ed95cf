"use client";

import type { ComponentProps } from "react";
import { useTranslations } from "next-intl";
import type { BusinessRole } from "@/lib/domain/forms/members";
import { SelectField } from "./field-controls";

export interface PickerBusiness {
  id: string;
  name: string;
  role: BusinessRole;
}

/** Every business the user may publish for; non-owner roles in parentheses. */
export function BusinessPicker({
  businesses,
  error,
  ...select
}: { businesses: readonly PickerBusiness[]; error?: string } & ComponentProps<"select">) {
  const t = useTranslations("sellerPanel.picker");
  const shared = useTranslations("seller.picker");
  if (businesses.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground" data-testid="no-businesses">
        {shared("empty")}
      </p>
    );
  }
  const options = businesses.map((b) => ({
    value: b.id,
    label: b.role === "owner" ? b.name : `${b.name} (${shared(`roles.${b.role}`)})`,
  }));
  return (
    <SelectField
      id="coupon-business"
      label={t("label")}
      error={error}
      options={[{ value: "", label: t("placeholder") }, ...options]}
      {...select}
    />
  );
}
