"use server";
// Removes a branch of /negocio/{id}/editar: owner or manager only (row level security).
import { deleteBranch } from "@/lib/places/data/branches";
import { deleteBranchSchema } from "@/lib/domain/forms/branch";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";

export const deleteBranchAction = defineAction({
  schema: deleteBranchSchema,
  auth: "required",
  run: async ({ businessId, id }, { caller }) => {
    const result = await deleteBranch(caller, businessId, id);
    if (!result.ok) return fail(message("businessEdit.branches.notFound"));
    return ok({ id: result.id });
  },
});
