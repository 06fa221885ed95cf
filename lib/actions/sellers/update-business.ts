"use server";
// Business edit (/negocio/{id}/editar): owner, manager or editor save the profile. Failures answer
// the server's reason or 'No se pudo actualizar.'.
import { updateBusiness } from "@/lib/data/catalogue/businesses-write";
import { updateBusinessSchema } from "@/lib/domain/forms/business";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";
import { logger } from "@/lib/observability/log";

export const updateBusinessAction = defineAction({
  schema: updateBusinessSchema,
  auth: "required",
  run: async ({ id, ...fields }, { caller }) => {
    try {
      const result = await updateBusiness(caller, id, fields);
      if (!result.ok)
        return fail(message(result.reason === "forbidden" ? "businessEdit.noPermission" : "businessEdit.notFound"));
      return ok({ slug: result.slug });
    } catch (error) {
      logger({ component: "action", action: "updateBusiness" }).error({ err: error }, "business update failed");
      return fail(message("businessEdit.failure"));
    }
  },
});
