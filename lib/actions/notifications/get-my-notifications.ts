"use server";
// The notifications drawer asks for the caller's inbox after the (cached, identical for everyone)
// page mounts: the badge with a short list, the drawer with the full one when it opens.
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { listNotifications } from "@/lib/data/accounts/notifications";

const schema = z.object({ limit: z.number().int().min(1).max(50).default(20) });

export const getMyNotifications = defineAction({
  schema,
  auth: "optional",
  async run({ limit }, { caller }) {
    if (caller.role !== "authenticated") return ok(null);
    return ok(await listNotifications(caller, limit));
  },
});
