// The business's mail about a booking made, moved or cancelled, to each owner and manager (the panel's
// inbox gets the same from the database). It names the coupon, branch and time, and links to that
// branch's day in the seller's calendar.
import type { BookingToMail, MailRecipient } from "@/lib/bookings/data/mail";
import { guatemalaDate } from "@/lib/bookings/rules/slots";
import type { Email } from "@/lib/email/mailer";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { kindKey, renderParts, siteLink, type BookingMailKind, type Part } from "./parts";
import { bookingWhen } from "./when";

const t = (key: string, values?: Record<string, string | number>) => message(`bookingEmail.${key}`, values);

/** The seller's calendar on the booking's branch and Guatemala day. */
export const sellerDayPath = (booking: Pick<BookingToMail, "branch" | "startsAt">) =>
  `/vendedor/reservas?${new URLSearchParams({ sucursal: booking.branch.id, dia: guatemalaDate(booking.startsAt) })}`;

/** "Nueva reserva" / "Reserva cambiada" / "Reserva cancelada". */
export function bookingSellerEmail(booking: BookingToMail, to: MailRecipient, kind: BookingMailKind): Email {
  const subject = t(`sellerSubject${kindKey(kind)}`);
  const parts: Part[] = [
    t(`sellerIntro${kindKey(kind)}`, { business: booking.businessName }),
    t("sellerCoupon", { title: booking.couponTitle }),
    t("sellerBranch", { branch: `${booking.branch.name}, ${booking.branch.address}` }),
    t("sellerWhen", { when: bookingWhen(booking.startsAt, pageLocale()) }),
    { label: t("sellerLink"), href: siteLink(sellerDayPath(booking)) },
    t("sellerOptOut"),
  ];
  return { to: to.email, subject, ...renderParts(subject, parts) };
}
