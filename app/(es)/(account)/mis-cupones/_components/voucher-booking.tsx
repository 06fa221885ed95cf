import Link from "@/components/i18n/link";
import { CalendarClock } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import type { VoucherBooking as Booking } from "@/lib/bookings/data/bookings";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";
import { bookingPagePath } from "@/lib/bookings/rules/paths";
import { getTranslations } from "@/lib/i18n/server";

/**
 * A "Requiere reserva" voucher's line on /mis-cupones: its booking with 'Cambiar', or 'Reservar'.
 * Part of the server's HTML, so the copy saved for the counter (public/sw.js) carries it offline.
 */
export async function VoucherBookingLine({
  voucherId,
  title,
  booking,
}: {
  voucherId: string;
  title: string;
  booking: Booking | null;
}) {
  const t = await getTranslations("bookingPicker.list");
  const href = bookingPagePath(voucherId);
  if (!booking) {
    return (
      <Link
        href={href}
        aria-label={t("bookLabel", { title })}
        data-testid="voucher-book"
        className={buttonVariants({ size: "sm" })}
      >
        {t("book")}
      </Link>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="voucher-booking">
      <CalendarClock aria-hidden className="size-4 text-primary" />
      <span className="font-medium">
        {t("booked", { when: bookingWhenLabel(booking.startsAt), branch: booking.branchName })}
      </span>
      <Link href={href} aria-label={t("changeLabel", { title })} className="text-primary hover:underline">
        {t("change")}
      </Link>
    </p>
  );
}
