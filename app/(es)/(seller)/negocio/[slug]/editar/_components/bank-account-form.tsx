"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { invalidProps, useKeptForm } from "@/components/forms/use-kept-form";
import { saveBankAccountAction } from "@/lib/actions/sellers/save-bank-account";
import { ACCOUNT_TYPES, BANKS } from "@/lib/ledger/rules/bank-accounts";
import { SelectField } from "./field-controls";

export interface BankAccountValues {
  bank: string;
  accountType: string;
  holderName: string;
  holderNit: string;
}

/**
 * The owner's bank account. The number field always starts empty: the page never holds the
 * number (only its last four digits), so changing the account means typing it again.
 */
export function BankAccountForm({
  businessId,
  initial,
  hasAccount,
}: {
  businessId: string;
  initial: BankAccountValues;
  hasAccount: boolean;
}) {
  const t = useTranslations("bankAccount");
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, onSubmit } = useKeptForm(async (form) => {
    const field = (name: string) => String(form.get(name) ?? "");
    const result = await saveBankAccountAction({
      businessId,
      bank: field("bank"),
      accountType: field("accountType"),
      number: field("number"),
      holderName: field("holderName"),
      holderNit: field("holderNit"),
    });
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      notifyError(t("title"), result.error);
      return result.fieldErrors;
    }
    setErrors({});
    notifySuccess(result.data.message);
    router.refresh();
  });
  const text = (name: "number" | "holderName" | "holderNit", max: number, defaultValue?: string) => (
    <label className="grid gap-1 text-sm font-medium">
      {t(name)}
      <Input
        name={name}
        defaultValue={defaultValue}
        maxLength={max}
        required
        autoComplete="off"
        inputMode={name === "holderName" ? undefined : "numeric"}
        {...invalidProps(`bank-account-${name}`, errors[name])}
      />
      {name === "number" ? <span className="text-xs font-normal text-muted-foreground">{t("numberHint")}</span> : null}
      {errors[name] ? (
        <span id={`bank-account-${name}-error`} className="text-xs text-destructive">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" data-testid="bank-account-form" noValidate>
      <SelectField id="bank-account-bank" name="bank" label={t("bank")} defaultValue={initial.bank} error={errors.bank}>
        <option value="">{t("bankPlaceholder")}</option>
        {BANKS.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-1 text-sm">
        <legend className="font-medium">{t("accountType")}</legend>
        {ACCOUNT_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input type="radio" name="accountType" value={type} defaultChecked={initial.accountType === type} />
            {t(`types.${type}`)}
          </label>
        ))}
        {errors.accountType ? <span className="text-xs text-destructive">{errors.accountType}</span> : null}
      </fieldset>
      {text("number", 30)}
      {text("holderName", 120, initial.holderName)}
      {text("holderNit", 20, initial.holderNit)}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : hasAccount ? t("change") : t("save")}
        </Button>
      </div>
    </form>
  );
}
