"use server";
// A branch of /negocio/{id}/editar, created or moved (typed coordinates or a dragged pin): owner or
// manager only (row level security); outside Guatemala is refused by the schema with its message.
import { saveBranch } from "@/lib/places/data/branches";
import { branchSchema } from "@/lib/domain/forms/branch";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";

export const saveBranchAction = defineAction({
  schema: branchSchema,
  auth: "required",
  run: async (input, { caller }) => {
    const result = await saveBranch(caller, input);
    if (!result.ok)
      return fail(
        message(
          result.reason === "forbidden" ? "businessEdit.branches.noPermission" : "businessEdit.branches.notFound",
        ),
      );
    return ok({ id: result.id });
  },
});
