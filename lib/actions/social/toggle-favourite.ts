"use server";
// 'Guardar' on a coupon, persisted; /favoritos lists them.
import { toggleFavourite } from "@/lib/data/accounts/favourites";
import { toggleFavouriteSchema } from "@/lib/domain/forms/social";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";

export const toggleFavouriteAction = defineAction({
  schema: toggleFavouriteSchema,
  auth: "required",
  run: async ({ couponId }, { caller }) => {
    const result = await toggleFavourite(caller, couponId);
    return result ? ok(result) : fail(message("seller.favourites.notFound"));
  },
});
