"use server";
// The follow button's state, asked by the client after the cached /negocio/{slug} page mounts:
// the page stays the same for everyone (ISR) and only this small answer depends on the caller.
import { followerCount, isFollowing } from "@/lib/data/accounts/follows";
import { toggleFollowSchema } from "@/lib/domain/forms/social";
import { defineAction, ok } from "../define-action";

export const getFollowStateAction = defineAction({
  schema: toggleFollowSchema,
  auth: "optional",
  run: async ({ businessId }, { caller }) => {
    const [following, followers] = await Promise.all([isFollowing(caller, businessId), followerCount(businessId)]);
    return ok({ following, followers, signedIn: caller.role === "authenticated" });
  },
});
