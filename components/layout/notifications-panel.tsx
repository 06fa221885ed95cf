"use client";

import type { RefObject } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { returnFocusTo } from "@/components/ui/lazy-sheet";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { NotificationItem } from "@/lib/data/accounts/notifications";
import { GuestNotices, InboxList } from "./notification-list";
import { PushOptIn } from "./push-opt-in";

interface NotificationsPanelProps {
  signedIn: boolean;
  unread: number;
  items: NotificationItem[];
  marking: boolean;
  onMarkAll: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The open notifications drawer (notifications-drawer.tsx): loaded with its messages the first
 * time the drawer opens (notifications-panel-loader.ts), with the Radix Dialog it opens in, so
 * pages carry only the bell.
 */
export function NotificationsPanel({
  signedIn,
  unread,
  items,
  marking,
  onMarkAll,
  open,
  onOpenChange,
  triggerRef,
}: NotificationsPanelProps) {
  const t = useTranslations("notifications");
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="gap-0" onCloseAutoFocus={returnFocusTo(triggerRef)}>
        <SheetHeader className="border-b">
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>
            {t("description")} {t("unread", { count: unread })}
          </SheetDescription>
          {signedIn && unread > 0 ? (
            <Button variant="outline" size="sm" className="mt-2 self-start" disabled={marking} onClick={onMarkAll}>
              {t("markAllRead")}
            </Button>
          ) : null}
        </SheetHeader>
        {signedIn ? <PushOptIn /> : null}
        {signedIn ? <InboxList items={items} /> : <GuestNotices />}
      </SheetContent>
    </Sheet>
  );
}
