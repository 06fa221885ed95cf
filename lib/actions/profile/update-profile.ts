"use server";

import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { updateMyProfile } from "@/lib/data/accounts/profiles";
import { profileSchema } from "@/lib/domain/profile-form";
import { message } from "@/lib/i18n/messages";

export const updateProfile = defineAction({
  schema: profileSchema,
  auth: "required",
  async run(values, { caller }) {
    if (!(await updateMyProfile(caller, values))) return fail(message("profilePage.saveFailed"));
    return ok(values);
  },
});
