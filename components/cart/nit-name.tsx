"use client";

import { useEffect, useState } from "react";
import { useWatch, type Control } from "react-hook-form";
import { useTranslations } from "next-intl";
import { lookupNitAction } from "@/lib/actions/orders/lookup-nit";
import type { CheckoutInput, HostedCheckoutInput } from "@/lib/domain/checkout";
import { parseReceptorId } from "@/lib/domain/fel/ids";

/** Waits this long after the last keystroke, so typing a NIT asks the certifier once. */
const LOOKUP_DELAY_MS = 400;

type Answer = { nit: string; text: string; error: boolean };

/**
 * Under the NIT field: the name the invoice will carry, as SAT has it registered for a valid NIT
 * or RENAP for a valid CUI (the certifier's lookups), or why the id is not accepted. Nothing for
 * 'CF', nothing while typing, nothing when the certifier could not answer: the action decides either way.
 */
export function NitName({ control }: { control: Control<CheckoutInput> | Control<HostedCheckoutInput> }) {
  const t = useTranslations("checkout");
  const [nit = "", name = ""] = useWatch({ control: control as Control<HostedCheckoutInput>, name: ["nit", "name"] });
  const receptor = parseReceptorId(nit);
  const key = receptor && receptor.kind !== "cf" ? receptor.id : null;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    const timer = setTimeout(() => {
      lookupNitAction({ nit: key, name })
        .then((r) => {
          if (!live) return;
          if (!r.ok) setAnswer({ nit: key, text: r.error, error: true });
          else setAnswer(r.data.name ? { nit: key, text: t("nitName", { name: r.data.name }), error: false } : null);
        })
        .catch(() => live && setAnswer(null));
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, name, t]);

  if (!key || answer?.nit !== key) return null;
  return (
    <p
      data-testid="checkout-nit-name"
      aria-live="polite"
      className={answer.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
    >
      {answer.text}
    </p>
  );
}
