"use client";

import { useState, type FormEvent } from "react";
import Link from "@/components/i18n/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { FormField } from "@/components/forms/form-field";
import { Button, buttonVariants } from "@/components/ui/button";
import { redeemVoucherAction } from "@/lib/actions/sellers/redeem-voucher";

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** A business member redeems a buyer's code exactly once; every outcome is said in Spanish. */
export function RedeemVoucherBox() {
  const t = useTranslations("sellerPanel");
  const tb = useTranslations("sellerBookings");
  const router = useRouter();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await redeemVoucherAction({ code });
      if (result.ok) {
        setOutcome({ ok: true, text: result.data.message });
        notifySuccess(result.data.message);
        setCode("");
        router.refresh(); // the redeemed count in 'Mis cupones'
      } else {
        setOutcome({ ok: false, text: result.fieldErrors?.code ?? result.error });
        notifyError(t("redeem.failedTitle"), result.fieldErrors?.code ?? result.error);
      }
    } catch {
      setOutcome({ ok: false, text: t("unexpected") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate aria-label={t("redeem.title")} onSubmit={submit} className="grid gap-3">
      {/* The counter's own page: the camera scanner and the confirm card. */}
      <div className="flex flex-wrap items-center gap-3">
        <Link href="/vendedor/canjear" className={buttonVariants({ size: "sm" })}>
          {t("counter.openScanner")}
        </Link>
        <Link href="/vendedor/canjes" className="text-sm font-medium text-primary underline underline-offset-2">
          {t("counter.historyLink")}
        </Link>
        <Link href="/vendedor/reservas" className="text-sm font-medium text-primary underline underline-offset-2">
          {tb("navLink")}
        </Link>
      </div>
      <FormField
        id="redeem-code"
        label={t("redeem.code")}
        hint={t("redeem.help")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="max-w-sm"
      />
      <Button type="submit" disabled={busy || !code.trim()} className="justify-self-start">
        {busy ? t("redeem.submitting") : t("redeem.submit")}
      </Button>
      <p
        role="status"
        data-testid="redeem-outcome"
        className={outcome?.ok === false ? "text-sm text-destructive" : "text-sm text-primary"}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
