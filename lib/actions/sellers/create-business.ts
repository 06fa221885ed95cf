"use server";
// Quick business creation from the seller panel: name and optional category; the slug is
// derived from the name and numbered when taken.
import { createBusiness } from "@/lib/data/catalogue/businesses-write";
import { quickBusinessSchema } from "@/lib/domain/forms/business";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";

export const createBusinessAction = defineAction({
  schema: quickBusinessSchema,
  auth: "required",
  signInError: message("seller.signInRequired"),
  run: async (input, { caller }) => {
    const result = await createBusiness(caller, input);
    if (!result.ok)
      return fail(message(result.reason === "not_seller" ? "seller.sellerRoleRequired" : "common.unexpectedError"));
    return ok({ id: result.id, slug: result.slug });
  },
});
