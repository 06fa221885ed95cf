"use server";
// The notifications drawer asks for the caller's inbox after the (cached, identical for everyone)
// page mounts: the badge with a short list, the drawer with the full one when it opens.
import { z } from "zod";
import { defineAction, ok } from "@/lib/actions/define-action";
import { listNotifications } from "@/lib/data/accounts/notifications";
import { pageLocale } from "@/lib/i18n/page-locale";
import { noticeInLocale } from "@/lib/wallet/push/notice-text";

const schema = z.object({ limit: z.number().int().min(1).max(50).default(20) });

export const getMyNotifications = defineAction({
  schema,
  auth: "optional",
  async run({ limit }, { caller }) {
    if (caller.role !== "authenticated") return ok(null);
    const { items, unread } = await listNotifications(caller, limit);
    // In the language of the page whose drawer asked (the action runs in it).
    const locale = pageLocale();
    const shown = await Promise.all(
      items.map(async ({ dedupeKey, ...item }) => ({
        ...item,
        ...(await noticeInLocale({ ...item, dedupeKey, userId: caller.userId }, locale)),
      })),
    );
    return ok({ items: shown, unread });
  },
});
