"use server";
// How this server takes payment, for the checkout dialog: "card" (the simulated gateway, card
// fields in the dialog) or "hosted" (the provider's page). Read at request time, since one build
// may run with either setting; says nothing else about the provider. With it, the 'CF' limit
// (FEL_CF_LIMIT_CENTS), so the dialog can ask for a NIT or CUI before the buyer presses pay.
import { defineAction, ok } from "@/lib/actions/define-action";
import type { CheckoutMode } from "@/lib/domain/checkout";
import { z } from "@/lib/domain/zod";
import { env } from "@/lib/env";
import { getHostedPaymentProvider } from "@/lib/payments";

export const checkoutModeAction = defineAction({
  schema: z.object({}),
  auth: "optional",
  run: async () =>
    ok<{ mode: CheckoutMode; cfLimitCents: number }>({
      mode: getHostedPaymentProvider() ? "hosted" : "card",
      cfLimitCents: env.FEL_CF_LIMIT_CENTS,
    }),
});
