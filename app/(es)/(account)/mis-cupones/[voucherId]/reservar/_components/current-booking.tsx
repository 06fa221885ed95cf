import Link from "@/components/i18n/link";
import { CalendarCheck } from "@/components/ui/icons";
import { buttonVariants } from "@/components/ui/button";
import type { BookingVoucher } from "@/lib/bookings/data/voucher";
import { bookingWhenLabel } from "@/lib/bookings/rules/display";
import { insideChangeWindow } from "@/lib/bookings/rules/request";
import { getTranslations } from "@/lib/i18n/server";
import { CancelBookingForm } from "./cancel-booking-form";

const telLink = (n: string) => `tel:${n.replace(/[^\d+]/g, "")}`;
// wa.me wants the number with its country code; a Guatemalan number is written with 8 digits.
const waLink = (n: string) => {
  const digits = n.replace(/\D/g, "");
  return `https://wa.me/${digits.length === 8 ? `502${digits}` : digits}`;
};

interface CurrentBookingProps {
  voucher: BookingVoucher & { booking: NonNullable<BookingVoucher["booking"]> };
  /** Where 'Cambiar horario' leads (the picker) and where 'Mantener' returns; null while changing. */
  changeHref: string | null;
  keepHref: string | null;
  now: Date;
}

/** The voucher's booking: when and where, then change and cancel while the window is open, or whom to call. */
export async function CurrentBooking({ voucher, changeHref, keepHref, now }: CurrentBookingProps) {
  const t = await getTranslations("bookingPicker");
  const b = voucher.booking;
  const open = insideChangeWindow(b.startsAt, b.changeHours, now);
  return (
    <section
      aria-labelledby="booking-current"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      data-testid="booking-current"
    >
      <h2 id="booking-current" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck aria-hidden className="size-5 text-primary" />
        {t("current")}
      </h2>
      <p className="font-medium">{t("currentWhen", { when: bookingWhenLabel(b.startsAt), branch: b.branchName })}</p>
      {b.branchAddress && <p className="text-sm text-muted-foreground">{b.branchAddress}</p>}
      {open ? (
        <>
          <p className="text-sm text-muted-foreground">{t("changeUntil", { hours: b.changeHours })}</p>
          <div className="flex flex-wrap items-start gap-3">
            {changeHref && (
              <Link href={changeHref} className={buttonVariants({ size: "sm" })} data-testid="booking-change">
                {t("change")}
              </Link>
            )}
            {keepHref && (
              <Link href={keepHref} className={buttonVariants({ size: "sm", variant: "outline" })}>
                {t("keep")}
              </Link>
            )}
            <CancelBookingForm voucherId={voucher.id} bookingId={b.id} label={t("cancel")} working={t("cancelling")} />
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-2 text-sm" data-testid="booking-locked">
          <p>{t("outsideWindow", { hours: b.changeHours })}</p>
          <p className="flex flex-wrap gap-3">
            {voucher.businessPhone && (
              <a href={telLink(voucher.businessPhone)} className="font-medium text-primary hover:underline">
                {t("call", { phone: voucher.businessPhone })}
              </a>
            )}
            {voucher.businessWhatsapp && (
              <a href={waLink(voucher.businessWhatsapp)} className="font-medium text-primary hover:underline">
                {t("whatsApp")}
              </a>
            )}
            {!voucher.businessPhone && !voucher.businessWhatsapp && <span>{t("noContact")}</span>}
          </p>
        </div>
      )}
    </section>
  );
}
