"use client";

import type { ComponentProps } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { NitName } from "./nit-name";
import {
  formatCardNumber,
  formatCvv,
  formatExpiry,
  type CheckoutInput,
  type HostedCheckoutInput,
} from "@/lib/domain/checkout";

type FieldName = keyof CheckoutInput;

interface FieldSpec {
  name: FieldName;
  type?: ComponentProps<"input">["type"];
  autoComplete: string;
  inputMode?: ComponentProps<"input">["inputMode"];
  /** Input shaping (digits only, spaces in the card number, MM/YY...), applied as the shopper types. */
  shape?: (value: string) => string;
  placeholder?: "cardNumberPlaceholder" | "expiryPlaceholder" | "nitPlaceholder";
  /** A hint under the field; its error, when invalid, replaces it. */
  help?: "nitHelp";
  half?: boolean;
}

const CONTACT: FieldSpec[] = [
  { name: "name", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel", half: true },
  { name: "city", autoComplete: "address-level2", half: true },
  { name: "address", autoComplete: "street-address" },
  { name: "nit", autoComplete: "off", placeholder: "nitPlaceholder", help: "nitHelp" },
];

const PAYMENT: FieldSpec[] = [
  {
    name: "cardNumber",
    autoComplete: "cc-number",
    inputMode: "numeric",
    shape: formatCardNumber,
    placeholder: "cardNumberPlaceholder",
  },
  {
    name: "expiryDate",
    autoComplete: "cc-exp",
    inputMode: "numeric",
    shape: formatExpiry,
    placeholder: "expiryPlaceholder",
    half: true,
  },
  { name: "cvv", autoComplete: "cc-csc", inputMode: "numeric", shape: formatCvv, half: true },
  { name: "cardName", autoComplete: "cc-name" },
];

interface GroupProps<T extends FieldValues> {
  legend: string;
  fields: readonly FieldSpec[];
  control: Control<T>;
  disabled: boolean;
}

function FieldGroup<T extends FieldValues>({ legend, fields, control, disabled }: GroupProps<T>) {
  const t = useTranslations("checkout");
  return (
    <fieldset className="grid grid-cols-2 gap-3" disabled={disabled}>
      <legend className="col-span-2 mb-2 text-sm font-semibold">{legend}</legend>
      {fields.map((f) => (
        <Controller
          key={f.name}
          control={control}
          name={f.name as Path<T>}
          render={({ field, fieldState }) => (
            <div className={f.half ? "col-span-1 flex flex-col gap-1" : "col-span-2 flex flex-col gap-1"}>
              <label htmlFor={`checkout-${f.name}`} className="text-sm font-medium">
                {t(f.name)}
              </label>
              <Input
                id={`checkout-${f.name}`}
                type={f.type ?? "text"}
                autoComplete={f.autoComplete}
                inputMode={f.inputMode}
                placeholder={f.placeholder ? t(f.placeholder) : undefined}
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={f.help ? `checkout-${f.name}-help` : undefined}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(f.shape ? f.shape(e.target.value) : e.target.value)}
              />
              {f.help ? (
                <p
                  id={`checkout-${f.name}-help`}
                  className={fieldState.error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
                >
                  {fieldState.error?.message ?? t(f.help)}
                </p>
              ) : null}
            </div>
          )}
        />
      ))}
    </fieldset>
  );
}

/**
 * The nine checkout fields, plus the optional NIT for the receipt. No `required` attributes on
 * purpose: an incomplete form must reach our check and its one toast, not the browser's bubble. The
 * e-mail keeps type=email.
 */
export function CheckoutFields({ control, disabled }: { control: Control<CheckoutInput>; disabled: boolean }) {
  const t = useTranslations("checkout");
  return (
    <>
      <FieldGroup legend={t("contact")} fields={CONTACT} control={control} disabled={disabled} />
      <NitName control={control} />
      <FieldGroup legend={t("payment")} fields={PAYMENT} control={control} disabled={disabled} />
    </>
  );
}

/** The hosted checkout's fields: contact and NIT only; the card is typed on the provider's page. */
export function HostedCheckoutFields({
  control,
  disabled,
}: {
  control: Control<HostedCheckoutInput>;
  disabled: boolean;
}) {
  const t = useTranslations("checkout");
  return (
    <>
      <FieldGroup legend={t("contact")} fields={CONTACT} control={control} disabled={disabled} />
      <NitName control={control} />
    </>
  );
}
