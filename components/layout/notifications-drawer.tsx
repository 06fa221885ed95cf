"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { Bell } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useLazySheet } from "@/components/ui/lazy-sheet";
import { IconBadge } from "./icon-badge";
import { GUEST_NOTICE_COUNT } from "./guest-notices";
import { markAllRead, refreshInbox, resetInbox, useInbox } from "./notifications-store";
import { useSessionHint } from "./use-session-hint";

/**
 * The header's notifications. The server renders the visitor's version (badge 3: three
 * real welcome notices), so cached pages carry nothing personal; with a session hint the island
 * loads the user's own inbox: the unread count at once, the list again whenever it opens. The open
 * drawer, its Radix Dialog and its messages load the first time it opens (~0.8 KB of every page's
 * payload before).
 */
// Rendered from the first opening on (and kept, so the sheet can animate closed).
const loadPanel = () => import("./notifications-panel-loader").then((m) => m.loadNotificationsPanel());
const NotificationsPanel = dynamic(loadPanel, { ssr: false });
const preloadPanel = () => import("./notifications-panel-loader");

export function NotificationsDrawer() {
  const t = useTranslations("notifications");
  const hint = useSessionHint();
  const inbox = useInbox();
  const [marking, setMarking] = useState(false);
  const sheet = useLazySheet(preloadPanel);

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

  function onOpenChange(open: boolean) {
    sheet.setOpen(open);
    if (open && hint) void refreshInbox();
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={t("open", { count: unread })}
        {...sheet.triggerProps}
        onClick={() => onOpenChange(true)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? <IconBadge>{unread > 99 ? "99+" : unread}</IconBadge> : null}
      </Button>
      {sheet.mounted ? (
        <NotificationsPanel
          signedIn={signedIn}
          unread={unread}
          items={signedIn ? inbox.items : []}
          marking={marking}
          onMarkAll={() => void onMarkAll()}
          open={sheet.open}
          onOpenChange={onOpenChange}
          triggerRef={sheet.triggerRef}
        />
      ) : null}
    </>
  );
}
