import "server-only";
// Who the sale's factura is for, decided before anything is reserved or charged (both checkouts):
// 'CF' only below the SAT's limit, and a NIT's name as the certifier has it registered. The
// dialog checks the limit too, as a hint; this is the check that counts.
import type { ActionResult } from "@/lib/actions/define-action";
import { fail } from "@/lib/actions/define-action";
import { receptorAllowed } from "@/lib/domain/fel/cf-limit";
import { parseReceptorId } from "@/lib/domain/fel/ids";
import { formatQuetzales } from "@/lib/domain/money";
import { env } from "@/lib/env";
import { getCertifier } from "@/lib/fel";
import { message } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/log";

export type InvoiceReceptor = { ok: true; name: string | null } | { ok: false; failure: ActionResult<never> };

/**
 * `nit` as the checkout schema left it (normalised, valid). The name: a NIT's registered name,
 * else the buyer's (a CUI, or a certifier that is down: the invoice must never stop a purchase);
 * null for 'CF'. A NIT the certifier does not know is refused: SAT would refuse its invoice.
 */
export async function invoiceReceptor(nit: string, totalCents: number, buyerName: string): Promise<InvoiceReceptor> {
  const receptor = parseReceptorId(nit);
  if (!receptor) return { ok: false, failure: fail(message("checkout.nitInvalid")) };
  if (!receptorAllowed(receptor, totalCents, env.FEL_CF_LIMIT_CENTS)) {
    const limit = formatQuetzales(env.FEL_CF_LIMIT_CENTS);
    return {
      ok: false,
      failure: fail(message("checkout.cfLimit", { limit }), { nit: message("checkout.cfLimit", { limit }) }),
    };
  }
  if (receptor.kind === "cf") return { ok: true, name: null };
  if (receptor.kind === "cui") return { ok: true, name: buyerName };
  try {
    const name = await getCertifier().lookupNit(receptor.id, buyerName);
    if (name === null)
      return { ok: false, failure: fail(message("checkout.nitUnknown"), { nit: message("checkout.nitUnknown") }) };
    return { ok: true, name };
  } catch (error) {
    logger({ component: "checkout" }).warn(
      { event: "nit-lookup-failed", err: error },
      "NIT lookup failed; buyer's name used",
    );
    return { ok: true, name: buyerName };
  }
}
