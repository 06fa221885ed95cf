"use client";

import { Bell, Clock, Sparkles, Store, Zap, type IconComponent } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { IconBadge } from "./icon-badge";

// SPEC: notification entries are static sample content; the badge reads 3 (the unread ones).
const SAMPLE_NOTIFICATIONS: readonly { key: "flash" | "expiring" | "business" | "welcome"; icon: IconComponent; unread: boolean }[] = [
  { key: "flash", icon: Zap, unread: true },
  { key: "expiring", icon: Clock, unread: true },
  { key: "business", icon: Store, unread: true },
  { key: "welcome", icon: Sparkles, unread: false },
];
const UNREAD_COUNT = SAMPLE_NOTIFICATIONS.filter((n) => n.unread).length;

export function NotificationsDrawer() {
  const t = useTranslations("notifications");

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t("open", { count: UNREAD_COUNT })}>
          <Bell className="size-5" aria-hidden="true" />
          <IconBadge>{UNREAD_COUNT}</IconBadge>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="gap-0">
        <SheetHeader className="border-b">
          <SheetTitle>{t("title")}</SheetTitle>
          <SheetDescription>
            {t("description")} {t("unread", { count: UNREAD_COUNT })}
          </SheetDescription>
        </SheetHeader>
        <ul className="flex-1 divide-y overflow-y-auto" aria-label={t("title")}>
          {SAMPLE_NOTIFICATIONS.map(({ key, icon: Icon, unread }) => (
            <li key={key} className={cn("flex gap-3 p-4", unread && "bg-accent/40")}>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-semibold">
                  {t(`items.${key}.title`)}
                  {unread ? (
                    <span className="size-2 rounded-full bg-flash" role="img" aria-label={t("unreadItem")} />
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">{t(`items.${key}.body`)}</p>
                <p className="mt-1 text-xs text-muted-foreground">{t(`items.${key}.time`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </SheetContent>
    </Sheet>
  );
}
