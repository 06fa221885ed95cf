// One booking in the calendar: who (the buyer's short name), which coupon, the code's last four
// and its state; an owner or manager also gets the buttons of a live booking.
import type { CalendarBooking } from "@/lib/bookings/data/bookings";
import { slotStartValue } from "@/lib/bookings/rules/seller-calendar";
import { getTranslations } from "@/lib/i18n/server";
import { BookingActions } from "./booking-actions";

interface Props {
  booking: CalendarBooking;
  branchId: string;
  branches: readonly { id: string; name: string }[];
  manages: boolean;
  now: Date;
}

const STATUS_STYLE: Record<CalendarBooking["status"], string> = {
  confirmada: "bg-primary/10 text-primary",
  asistio: "bg-emerald-100 text-emerald-900",
  no_show: "bg-amber-100 text-amber-900",
};

export async function BookingItem({ booking, branchId, branches, manages, now }: Props) {
  const t = await getTranslations("sellerBookings.booking");
  return (
    <li className="grid gap-2 rounded-md border bg-background p-3 text-sm" data-testid="booking-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{booking.buyer ?? t("anonymous")}</span>
        <span>{booking.couponTitle}</span>
        <span className="font-mono text-muted-foreground">{t("code", { last4: booking.codeLast4 })}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[booking.status]}`}
          data-testid="booking-status"
        >
          {t(`status.${booking.status}`)}
        </span>
      </div>
      {manages && booking.status === "confirmada" && (
        <BookingActions
          bookingId={booking.id}
          branchId={branchId}
          start={slotStartValue(booking.startsAt)}
          ended={booking.endsAt <= now}
          branches={branches}
        />
      )}
    </li>
  );
}
