"use client";

import { useEffect, useState } from "react";
import { Bell } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { IconBadge } from "./icon-badge";
import { GuestNotices, GUEST_NOTICE_COUNT, InboxList } from "./notification-list";
import { markAllRead, refreshInbox, resetInbox, useInbox } from "./notifications-store";
import { useSessionHint } from "./use-session-hint";

/**
 * The header's notifications. The server renders the visitor's version (SPEC: badge 3, here three
 * real welcome notices), so cached pages carry nothing personal; with a session hint the island
 * loads the user's own inbox: the unread count at once, the list again whenever it opens.
 */
export function NotificationsDrawer() {
  const t = useTranslations("notifications");
  const hint = useSessionHint();
  const inbox = useInbox();
  const [marking, setMarking] = useState(false);

  useEffect(() => {
    if (hint) void refreshInbox();
    else resetInbox();
  }, [hint]);

  const signedIn = hint !== null && inbox !== null;
  const unread = signedIn ? inbox.unread : GUEST_NOTICE_COUNT;

  async function onMarkAll() {
    setMarking(true);
    await markAllRead();
    setMarking(false);
  }

  return (
    <Sheet onOpenChange={(open) => open && hint && void refreshInbox()}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t("open", { count: unread })}>
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 ? <IconBadge>{unread > 99 ? "99+" : unread}</IconBadge> : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-0">
        <SheetHeader className="border-b">
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>
            {t("description")} {t("unread", { count: unread })}
          </SheetDescription>
          {signedIn && unread > 0 ? (
            <Button variant="outline" size="sm" className="mt-2 self-start" disabled={marking} onClick={() => void onMarkAll()}>
              {t("markAllRead")}
            </Button>
          ) : null}
        </SheetHeader>
        {signedIn ? <InboxList items={inbox.items} /> : <GuestNotices />}
      </SheetContent>
    </Sheet>
  );
}
