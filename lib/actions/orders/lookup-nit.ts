"use server";
// The name registered for a NIT (SAT) or a CUI (RENAP), for the checkout dialog to show before
// paying (Infile's lookups; the local certifier answers the name typed). Place-order looks it up
// again: this is only what the buyer sees. A certifier that is down answers null: the purchase goes on.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { parseReceptorId } from "@/lib/domain/fel/ids";
import { z } from "@/lib/domain/zod";
import { getCertifier } from "@/lib/fel";
import { message } from "@/lib/i18n/messages";

const schema = z.object({
  nit: z.string().trim().max(20),
  name: z.string().trim().max(200).default(""),
});

export const lookupNitAction = defineAction({
  schema,
  auth: "required",
  run: async ({ nit, name }) => {
    const receptor = parseReceptorId(nit);
    if (!receptor || receptor.kind === "cf") return fail(message("checkout.nitInvalid"));
    const cui = receptor.kind === "cui";
    let registered: string | null;
    try {
      const certifier = getCertifier();
      registered = cui ? await certifier.lookupCui(receptor.id, name) : await certifier.lookupNit(receptor.id, name);
    } catch {
      return ok<{ name: string | null }>({ name: null }); // down: nothing to show, nothing refused
    }
    // The local certifier knows no names: without a typed one it has nothing to say.
    if (registered === null && name) return fail(message(cui ? "checkout.cuiUnknown" : "checkout.nitUnknown"));
    return ok<{ name: string | null }>({ name: registered });
  },
});
