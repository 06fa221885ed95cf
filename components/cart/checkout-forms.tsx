"use client";

import type { ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import {
  checkoutSchema,
  emptyCheckout,
  emptyHostedCheckout,
  hostedCheckoutSchema,
  type CheckoutInput,
  type CheckoutValues,
  type HostedCheckoutInput,
  type HostedCheckoutValues,
} from "@/lib/domain/checkout";
import { CheckoutFields, HostedCheckoutFields } from "./checkout-fields";

interface CheckoutFormProps<V, I extends FieldValues> {
  processing: boolean;
  /**
   * The order's summary (lines, totals, the factura's receptor as typed) and the dialog's buttons,
   * the same in both modes (the pay button's words differ).
   */
  footer: (nit: string) => ReactNode;
  onPay: (values: V) => void;
  onInvalid: (errors: FieldErrors<I>) => void;
}

/** The simulated gateway's form: contact, NIT and the card fields. */
export function CardCheckoutForm({
  processing,
  footer,
  onPay,
  onInvalid,
}: CheckoutFormProps<CheckoutValues, CheckoutInput>) {
  const t = useTranslations("checkout");
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: wordedResolver(zodResolver(checkoutSchema), (code) => codeText(code, { checkout: t })),
    defaultValues: emptyCheckout(),
  });
  const nit = useWatch({ control: form.control, name: "nit" }) ?? "";
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onPay, onInvalid)(event)}
      className="flex flex-col gap-4"
      aria-busy={processing}
    >
      <CheckoutFields control={form.control} disabled={processing} />
      {footer(nit)}
    </form>
  );
}

/**
 * A hosted provider's form: contact and NIT only, and where the payment happens. No card input
 * exists here, so a browser's card autofill has nowhere to put a number.
 */
export function HostedCheckoutForm({
  processing,
  footer,
  onPay,
  onInvalid,
}: CheckoutFormProps<HostedCheckoutValues, HostedCheckoutInput>) {
  const t = useTranslations("checkout");
  const form = useForm<HostedCheckoutInput, unknown, HostedCheckoutValues>({
    resolver: wordedResolver(zodResolver(hostedCheckoutSchema), (code) => codeText(code, { checkout: t })),
    defaultValues: emptyHostedCheckout(),
  });
  const nit = useWatch({ control: form.control, name: "nit" }) ?? "";
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onPay, onInvalid)(event)}
      className="flex flex-col gap-4"
      aria-busy={processing}
      data-checkout-mode="hosted"
    >
      <HostedCheckoutFields control={form.control} disabled={processing} />
      <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">{t("hostedNote")}</p>
      {footer(nit)}
    </form>
  );
}
