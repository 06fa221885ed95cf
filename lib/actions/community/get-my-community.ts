"use server";
// /comunidad is the same HTML for everybody; its per-user parts ('Tu posición', the referral
// link) ask for the caller's own figures after it loads. Visitors get null (the prompts stay).
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { getMyCommunityPosition, getMyReferral } from "@/lib/data/catalogue/community";

export const getMyCommunity = defineAction({
  schema: z.object({}).catch({}),
  auth: "optional",
  async run(_input, { caller }) {
    if (caller.role !== "authenticated") return ok(null);
    const [position, referral] = await Promise.all([getMyCommunityPosition(caller), getMyReferral(caller)]);
    return ok({ position, referral });
  },
});
