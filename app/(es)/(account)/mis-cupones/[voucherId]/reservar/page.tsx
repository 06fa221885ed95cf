import Link from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { AccountPrompt } from "@/components/account/account-prompt";
import { getSession } from "@/lib/auth/session";
import { getVoucherForBooking, type BookingVoucher } from "@/lib/bookings/data/voucher";
import { insideChangeWindow } from "@/lib/bookings/rules/request";
import { BOOKING_DONE, bookingPagePath, type BookingDone } from "@/lib/bookings/rules/paths";
import { getTranslations } from "@/lib/i18n/server";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { CurrentBooking } from "./_components/current-booking";
import { SlotPicker } from "./_components/slot-picker";
import { loadPicker, pickerHref, type PickerQuery } from "./_lib/picker";

// A "Requiere reserva" voucher's booking: its current time (change, cancel) or the picker (branch,
// day, time), each step a link and the last a form, so it works without JavaScript. Personal and
// live (free places change by the minute): rendered per request, never cached, kept out of search.
export const dynamic = "force-dynamic";

export const generateMetadata = privatePageMetadata("bookingPicker", "/mis-cupones");

interface BookingPageProps {
  params: Promise<{ voucherId: string }>;
  searchParams: Promise<PickerQuery & { hecho?: string | string[] }>;
}

/** Why the voucher cannot be booked, as a key of bookings.errors; null when it can. */
function refusalOf(v: BookingVoucher): string | null {
  if (!v.requiresBooking) return "no_requiere";
  if (v.state !== "vigente") return v.state;
  return v.giftPending ? "regalo_pendiente" : null;
}

export default async function BookingPage({ params, searchParams }: BookingPageProps) {
  const [t, tErrors, { user, caller }, { voucherId }, query] = await Promise.all([
    getTranslations("bookingPicker"),
    getTranslations("bookings.errors"),
    getSession(),
    params,
    searchParams,
  ]);
  if (!user || caller.role !== "authenticated") {
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href={`/auth?next=${encodeURIComponent(bookingPagePath(voucherId))}`}
      />
    );
  }
  const voucher = await getVoucherForBooking(caller, voucherId);
  if (!voucher) notFound();
  const now = new Date();
  const refusal = refusalOf(voucher);
  const done = BOOKING_DONE.find((d): d is BookingDone => d === query.hecho);
  const changing = query.cambiar === "1";
  const booking = voucher.booking;
  // A change is offered only while the buyer may still make it (the database checks it again).
  const mayChange = !!booking && changing && insideChangeWindow(booking.startsAt, booking.changeHours, now);
  const showPicker = refusal === null && (!booking || mayChange);
  const picker = showPicker ? await loadPicker(caller, voucher, query, now) : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <Link href="/mis-cupones" className="text-sm text-muted-foreground hover:underline">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("coupon", { title: voucher.couponTitle })}</p>
      </header>
      {done && (
        <p role="status" data-testid="booking-done" className="rounded-md bg-green-100 px-3 py-2 text-green-900">
          {t(`results.${done}`)}
        </p>
      )}
      {refusal ? (
        <p role="alert" data-testid="booking-refused">
          {tErrors(refusal)}
        </p>
      ) : (
        booking && (
          <CurrentBooking
            voucher={{ ...voucher, booking }}
            changeHref={changing ? null : pickerHref(voucher.id, {}, { cambiar: "1" })}
            keepHref={changing ? bookingPagePath(voucher.id) : null}
            now={now}
          />
        )
      )}
      {mayChange && <p className="text-sm text-muted-foreground">{t("changing")}</p>}
      {picker && <SlotPicker voucherId={voucher.id} picker={picker} query={query} />}
    </div>
  );
}
