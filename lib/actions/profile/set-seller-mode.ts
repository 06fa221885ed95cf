"use server";
// /perfil: a buyer activates seller mode, a seller removes it.
import { disableSeller, enableSeller } from "@/lib/data/accounts/roles";
import { setSellerModeSchema } from "@/lib/domain/forms/social";
import { defineAction, ok } from "../define-action";

export const setSellerModeAction = defineAction({
  schema: setSellerModeSchema,
  auth: "required",
  run: async ({ enabled }, { caller }) => {
    await (enabled ? enableSeller(caller) : disableSeller(caller));
    return ok({ seller: enabled });
  },
});
