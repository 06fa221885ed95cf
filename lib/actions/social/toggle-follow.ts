"use server";
// 'Seguir' / 'Siguiendo' on a business, persisted, with the real follower count.
import { toggleFollow } from "@/lib/data/accounts/follows";
import { toggleFollowSchema } from "@/lib/domain/forms/social";
import { message } from "@/lib/i18n/messages";
import { defineAction, fail, ok } from "../define-action";

export const toggleFollowAction = defineAction({
  schema: toggleFollowSchema,
  auth: "required",
  run: async ({ businessId }, { caller }) => {
    const result = await toggleFollow(caller, businessId);
    return result ? ok(result) : fail(message("seller.follow.notFound"));
  },
});
