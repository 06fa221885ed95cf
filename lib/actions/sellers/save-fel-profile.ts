"use server";
// The business's FEL emitter data (/negocio/{id}/editar), owner only. Saving it re-queues the
// business's sales still waiting for an invoice (trigger in supabase/schemas/19-fel.sql).
import { saveFelProfile } from "@/lib/fel/data/profiles";
import { wakeWorker } from "@/lib/data/job-queue";
import { felProfileSchema } from "@/lib/domain/forms/fel-profile";
import { message } from "@/lib/i18n/messages";
import { logger } from "@/lib/observability/log";
import { defineAction, fail, ok } from "../define-action";

export const saveFelProfileAction = defineAction({
  schema: felProfileSchema,
  auth: "required",
  run: async (input, { caller }) => {
    try {
      if (!(await saveFelProfile(caller, input))) return fail(message("felProfile.forbidden"));
      wakeWorker();
      return ok({ message: message("felProfile.saved") });
    } catch (error) {
      logger({ component: "fel" }).error({ err: error }, "FEL profile not saved");
      return fail(message("felProfile.failure"));
    }
  },
});
