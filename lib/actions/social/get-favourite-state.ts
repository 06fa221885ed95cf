"use server";
// The 'Guardar' island asks after mount whether this coupon is saved: the detail page itself is
// cached HTML for everybody, so per-user state cannot be rendered into it.
import { isFavourite } from "@/lib/data/accounts/favourites";
import { toggleFavouriteSchema } from "@/lib/domain/forms/social";
import { defineAction, ok } from "../define-action";

export const getFavouriteStateAction = defineAction({
  schema: toggleFavouriteSchema,
  auth: "optional",
  run: async ({ couponId }, { caller }) =>
    ok({ signedIn: caller.role === "authenticated", saved: await isFavourite(caller, couponId) }),
});
