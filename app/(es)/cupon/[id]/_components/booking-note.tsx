import { CalendarClock } from "@/components/ui/icons";
import { nextBookableSlot } from "@/lib/bookings/data/slots";
import { bookingDayLabel, bookingTimeLabel, relativeDay } from "@/lib/bookings/rules/display";
import { guatemalaDate } from "@/lib/bookings/rules/slots";
import type { CouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { getTranslations } from "@/lib/i18n/server";
import { logger } from "@/lib/observability/log";

/**
 * "Requiere reserva", the next free time and what a missed booking costs, for a coupon that asks
 * for a booking. The page is regenerated every 30 seconds (ISR), so the time is at most that old
 * (as the stock count is): a shopper books on the picker, which reads live.
 */
export async function BookingNote({ couponId, booking }: { couponId: string; booking: CouponDetail["booking"] }) {
  if (!booking) return null;
  const [t, tPicker] = await Promise.all([getTranslations("bookings"), getTranslations("bookingPicker.coupon")]);
  const now = new Date();
  const next = await nextBookableSlot(couponId, now).catch((err: unknown) => {
    // The line is a hint: without it the page still sells, so a failed read must not fail the page.
    logger({ component: "coupon-page" }).warn({ err }, "next booking slot unavailable");
    return undefined;
  });
  let when: string | null = null;
  if (next) {
    const startsAt = new Date(next.startsAt);
    const time = bookingTimeLabel(startsAt);
    const day = relativeDay(startsAt, now);
    when =
      day === "other"
        ? tPicker("other", { day: bookingDayLabel(guatemalaDate(startsAt)), time })
        : tPicker(day, { time });
  }
  return (
    <section className="flex flex-col gap-1.5 rounded-xl border bg-card p-3 text-sm" data-testid="coupon-booking">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden className="size-4 text-primary" />
        {t("requiresBooking")}
      </p>
      {next !== undefined && <p data-testid="coupon-next-slot">{when ? t("nextSlot", { when }) : t("noSlot")}</p>}
      <p className="text-muted-foreground">{t(booking.noShowPolicy === "perdido" ? "noShowLost" : "noShowValid")}</p>
    </section>
  );
}
