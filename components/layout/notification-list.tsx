"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { Bell, Clock, Receipt, Star, Store, Ticket, Trophy, type IconComponent } from "@/components/ui/icons";
import type { NotificationItem } from "@/lib/data/accounts/notifications";
import { relativeTimeEs } from "@/lib/domain/relative-time";
import { cn } from "@/lib/utils";
import { GUEST_NOTICES } from "./guest-notices";

// The drawer's two lists: a signed-in user's own notifications, or the visitor's welcome notices.

const KIND_ICONS: Record<string, IconComponent> = {
  order_confirmed: Receipt,
  voucher_expiring: Clock,
  // A booking's reminder, move or cancellation: the time is the news.
  booking_reminder: Clock,
  booking_moved: Clock,
  booking_cancelled: Clock,
  booking_creada: Ticket,
  booking_movida: Ticket,
  booking_cancelada: Ticket,
  achievement_unlocked: Trophy,
  coupon_published: Store,
  review_received: Star,
};

function Entry({
  icon: Icon,
  title,
  body,
  time,
  href,
  unread,
}: {
  icon: IconComponent;
  title: string;
  body: string | null;
  time?: string;
  href: string | null;
  unread: boolean;
}) {
  const t = useTranslations("notifications");
  const content = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-sm font-semibold">
          {title}
          {unread ? (
            <span className="size-2 shrink-0 rounded-full bg-flash" role="img" aria-label={t("unreadItem")} />
          ) : null}
        </span>
        {body ? <span className="block text-sm text-muted-foreground">{body}</span> : null}
        {time ? <span className="mt-1 block text-xs text-muted-foreground">{time}</span> : null}
      </span>
    </>
  );
  const className = cn("flex gap-3 p-4", unread && "bg-accent/40");
  return (
    <li>
      {href ? (
        <Link href={href} className={cn(className, "hover:bg-accent")}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}

export function GuestNotices() {
  const t = useTranslations("notifications");
  // A translator of its own for the computed keys: the shell sends "notifications.guest" whole.
  const tGuest = useTranslations("notifications.guest");
  return (
    <ul className="flex-1 divide-y overflow-y-auto" aria-label={t("title")}>
      {GUEST_NOTICES.map(({ key, href, icon }) => (
        <Entry key={key} icon={icon} title={tGuest(`${key}.title`)} body={tGuest(`${key}.body`)} href={href} unread />
      ))}
    </ul>
  );
}

export function InboxList({ items }: { items: NotificationItem[] }) {
  const t = useTranslations("notifications");
  if (items.length === 0) return <p className="p-6 text-center text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="flex-1 divide-y overflow-y-auto" aria-label={t("title")}>
      {items.map((n) => (
        <Entry
          key={n.id}
          icon={KIND_ICONS[n.kind] ?? Bell}
          title={n.title}
          body={n.body}
          time={relativeTimeEs(n.createdAt)}
          href={n.href}
          unread={!n.read}
        />
      ))}
    </ul>
  );
}
