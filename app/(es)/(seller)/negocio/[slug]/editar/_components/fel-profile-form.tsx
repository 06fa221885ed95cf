"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { invalidProps, useKeptForm } from "@/components/forms/use-kept-form";
import { saveFelProfileAction } from "@/lib/actions/sellers/save-fel-profile";

export interface FelProfileValues {
  nit: string;
  legalName: string;
  commercialName: string;
  establishment: string;
  address: string;
  postalCode: string;
  municipality: string;
  department: string;
  ivaAffiliation: "GEN" | "PEQ";
}

const TEXT_FIELDS = [
  ["nit", 20],
  ["legalName", 255],
  ["commercialName", 255],
  ["establishment", 4],
  ["address", 200],
  ["postalCode", 5],
  ["municipality", 100],
  ["department", 100],
] as const;

/** The owner's FEL emitter data; the server re-validates with the same schema. */
export function FelProfileForm({ businessId, initial }: { businessId: string; initial: FelProfileValues }) {
  const t = useTranslations("felProfile");
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, onSubmit } = useKeptForm(async (form) => {
    const values = Object.fromEntries(TEXT_FIELDS.map(([name]) => [name, String(form.get(name) ?? "")]));
    const result = await saveFelProfileAction({ businessId, ...values, ivaAffiliation: form.get("ivaAffiliation") });
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      notifyError(t("title"), result.error);
      return result.fieldErrors;
    }
    setErrors({});
    notifySuccess(result.data.message);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" data-testid="fel-profile-form" noValidate>
      {TEXT_FIELDS.map(([name, max]) => (
        <label key={name} className="grid gap-1 text-sm font-medium">
          {t(name)}
          <Input
            name={name}
            defaultValue={initial[name]}
            maxLength={max}
            required
            {...invalidProps(`fel-${name}`, errors[name])}
            inputMode={name === "establishment" || name === "postalCode" ? "numeric" : undefined}
          />
          {errors[name] ? (
            <span id={`fel-${name}-error`} className="text-xs text-destructive">
              {errors[name]}
            </span>
          ) : null}
        </label>
      ))}
      <fieldset className="grid gap-1 text-sm sm:col-span-2">
        <legend className="font-medium">{t("affiliation")}</legend>
        {(["GEN", "PEQ"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="ivaAffiliation" value={value} defaultChecked={initial.ivaAffiliation === value} />
            {t(value === "GEN" ? "affiliationGEN" : "affiliationPEQ")}
          </label>
        ))}
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
