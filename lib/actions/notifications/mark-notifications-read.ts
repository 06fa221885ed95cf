"use server";
// 'Marcar todo como leído' (no ids), or the given notifications. Only the caller's own rows change
// (public.mark_notifications_read reads auth.uid()); answers how many did.
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { markNotificationsRead } from "@/lib/data/accounts/notifications";

const schema = z.object({ ids: z.array(z.uuid()).max(100).optional() });

export const markMyNotificationsRead = defineAction({
  schema,
  auth: "required",
  async run({ ids }, { caller }) {
    return ok({ changed: await markNotificationsRead(caller, ids) });
  },
});
