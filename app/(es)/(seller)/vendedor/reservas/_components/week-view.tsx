// Seven days of a branch side by side, each slot as its time and "taken/places" (or blocked); a
// day's heading opens it in the day view.
import Link from "@/components/i18n/link";
import type { CalendarBooking } from "@/lib/bookings/data/bookings";
import { guatemalaTimeText, type CalendarDay } from "@/lib/bookings/rules/seller-calendar";
import { guatemalaInstant } from "@/lib/bookings/rules/slots";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { calendarHref } from "../_lib/href";

interface Props {
  days: CalendarDay<CalendarBooking>[];
  businessId: string;
  branchId: string;
}

export async function WeekView({ days, businessId, branchId }: Props) {
  const [t, format] = await Promise.all([getTranslations("sellerBookings.week"), getFormatter()]);
  return (
    <ol className="grid gap-3 sm:grid-cols-7" data-testid="booking-week">
      {days.map((day) => (
        <li key={day.date} className="grid content-start gap-2 rounded-lg border bg-card p-2 text-sm">
          <Link
            href={calendarHref({ businessId, branchId, day: day.date })}
            className="font-medium text-primary underline-offset-2 hover:underline"
            aria-label={`${t("openDay")}: ${format.dateTime(guatemalaInstant(day.date, 12 * 60), { dateStyle: "full" })}`}
          >
            {format.dateTime(guatemalaInstant(day.date, 12 * 60), { weekday: "short", day: "numeric", month: "short" })}
          </Link>
          {day.slots.length === 0 ? (
            <span className="text-xs text-muted-foreground">{t("closed")}</span>
          ) : (
            <ul className="grid gap-1">
              {day.slots.map((slot) => (
                <li
                  key={slot.startsAt.toISOString()}
                  className={`flex justify-between gap-2 text-xs ${slot.blocked ? "text-muted-foreground line-through" : ""}`}
                >
                  <span>{guatemalaTimeText(slot.startsAt)}</span>
                  <span className={slot.bookings.length > 0 ? "font-semibold" : undefined}>
                    {slot.blocked
                      ? t("blocked")
                      : t("count", { booked: slot.capacity - slot.free, capacity: slot.capacity })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {day.others.length > 0 && (
            <span className="text-xs text-amber-800">{t("others", { count: day.others.length })}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
