"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { NotificationItem } from "@/lib/data/notifications";
import { GuestNotices, InboxList } from "./notification-list";

interface NotificationsPanelProps {
  signedIn: boolean;
  unread: number;
  items: NotificationItem[];
  marking: boolean;
  onMarkAll: () => void;
}

/**
 * The open notifications drawer (notifications-drawer.tsx): loaded with its messages the first
 * time the drawer opens (notifications-panel-loader.ts), so pages carry only the bell's label.
 */
export function NotificationsPanel({ signedIn, unread, items, marking, onMarkAll }: NotificationsPanelProps) {
  const t = useTranslations("notifications");
  return (
    <SheetContent side="right" className="gap-0">
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
      {signedIn ? <InboxList items={items} /> : <GuestNotices />}
    </SheetContent>
  );
}
