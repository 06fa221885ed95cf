// A day of a branch: each slot with its time ("3:30 p. m. – 4:30 p. m."), its free places or
// "Bloqueado", and its bookings; then the day's bookings that no slot holds any more. Past slots
// stay, with their bookings, so a missed one can still be marked.
import type { CalendarBooking } from "@/lib/bookings/data/bookings";
import { guatemalaTimeText, slotStartValue, type CalendarDay } from "@/lib/bookings/rules/seller-calendar";
import { getTranslations } from "@/lib/i18n/server";
import { BookingItem } from "./booking-item";
import { SlotBlockButton } from "./slot-block-button";

interface Props {
  day: CalendarDay<CalendarBooking>;
  branchId: string;
  branches: readonly { id: string; name: string }[];
  manages: boolean;
  now: Date;
}

export async function DayView({ day, branchId, branches, manages, now }: Props) {
  const t = await getTranslations("sellerBookings.day");
  const item = (b: CalendarBooking) => (
    <BookingItem key={b.id} booking={b} branchId={branchId} branches={branches} manages={manages} now={now} />
  );
  return (
    <div className="grid gap-4">
      {day.slots.length === 0 ? (
        <p className="text-muted-foreground" data-testid="booking-day-closed">
          {t("closed")}
        </p>
      ) : (
        <ol className="grid gap-3">
          {day.slots.map((slot) => (
            <li
              key={slot.startsAt.toISOString()}
              className={`grid gap-2 rounded-lg border p-3 ${slot.blocked ? "bg-muted" : "bg-card"}`}
              data-testid="booking-slot"
            >
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="font-medium">
                  {t("slot", { start: guatemalaTimeText(slot.startsAt), end: guatemalaTimeText(slot.endsAt) })}
                </span>
                <span className="text-sm text-muted-foreground" data-testid="booking-slot-free">
                  {slot.blocked ? t("blocked") : t("free", { free: slot.free, capacity: slot.capacity })}
                </span>
                {manages && slot.startsAt > now && (
                  <SlotBlockButton branchId={branchId} start={slotStartValue(slot.startsAt)} blocked={slot.blocked} />
                )}
              </div>
              {slot.bookings.length > 0 ? (
                <ul className="grid gap-2">{slot.bookings.map(item)}</ul>
              ) : (
                <p className="text-xs text-muted-foreground">{t("empty")}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {day.others.length > 0 && (
        <section className="grid gap-2" aria-labelledby="booking-others-title">
          <h2 id="booking-others-title" className="font-semibold">
            {t("others")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("othersHint")}</p>
          <ul className="grid gap-2">{day.others.map(item)}</ul>
        </section>
      )}
    </div>
  );
}
