import "server-only";
// Who the sale's factura is for, decided before anything is reserved or charged (both checkouts):
// 'CF' only below the SAT's limit, a NIT's name as SAT has it registered and a CUI's as RENAP has
// it (both through the certifier). The dialog checks the limit too, as a hint; this is the check
// that counts.
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
 * `nit` as the checkout schema left it (normalised, valid). The name: the one registered for the
 * NIT or CUI, else the buyer's (a certifier that is down: the invoice must never stop a purchase);
 * null for 'CF'. A NIT or CUI the registry does not know is refused: SAT would refuse its invoice.
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
  const cui = receptor.kind === "cui";
  try {
    const certifier = getCertifier();
    const name = cui
      ? await certifier.lookupCui(receptor.id, buyerName)
      : await certifier.lookupNit(receptor.id, buyerName);
    if (name === null) {
      const why = message(cui ? "checkout.cuiUnknown" : "checkout.nitUnknown");
      return { ok: false, failure: fail(why, { nit: why }) };
    }
    return { ok: true, name };
  } catch (error) {
    logger({ component: "checkout" }).warn(
      { event: cui ? "cui-lookup-failed" : "nit-lookup-failed", err: error },
      "receptor name lookup failed; buyer's name used",
    );
    return { ok: true, name: buyerName };
  }
}
