"use server";
// The name SAT has registered for a NIT, for the checkout dialog to show before paying (Infile's
// lookup; the local certifier answers the name typed). Place-order looks it up again: this is
// only what the buyer sees. A certifier that is down answers null: the purchase goes on.
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
    if (!receptor || receptor.kind !== "nit") return fail(message("checkout.nitInvalid"));
    let registered: string | null;
    try {
      registered = await getCertifier().lookupNit(receptor.id, name);
    } catch {
      return ok<{ name: string | null }>({ name: null }); // down: nothing to show, nothing refused
    }
    // The local certifier knows no names: without a typed one it has nothing to say.
    if (registered === null && name) return fail(message("checkout.nitUnknown"));
    return ok<{ name: string | null }>({ name: registered });
  },
});
