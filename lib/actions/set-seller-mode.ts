"use server";

import { revalidatePath } from "next/cache";
import { defineAction, ok } from "@/lib/actions/define-action";
import { setSellerMode as writeSellerMode } from "@/lib/data/profiles";
import { sellerModeSchema } from "@/lib/domain/profile-form";

/** 'Comprador' activates the seller role; 'Vendedor' removes it (SPEC section 2 Profile). */
export const setSellerMode = defineAction({
  schema: sellerModeSchema,
  auth: "required",
  async run({ on }, { caller }) {
    await writeSellerMode(caller, on);
    revalidatePath("/perfil");
    revalidatePath("/vendedor");
    return ok({ isSeller: on });
  },
});
