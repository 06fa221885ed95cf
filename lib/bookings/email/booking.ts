// The buyer's booking mails: confirmed, changed or cancelled, each with its invitation attached
// (reserva.ics, which the buyer's calendar adds, updates or removes), and the reminder 24 or 2 hours
// before. Texts from messages/es.json (bookingEmail).
import type { BookingToMail, MailRecipient } from "@/lib/bookings/data/mail";
import type { Email, EmailAttachment } from "@/lib/email/mailer";
import { message } from "@/lib/i18n/messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { localizeHref } from "@/lib/i18n/routing";
import { bookingIcs, branchLine, googleCalendarLink } from "./ics";
import {
  kindKey,
  myCouponsPath,
  organizerAddress,
  renderParts,
  siteLink,
  type BookingMailKind,
  type Part,
} from "./parts";
import { bookingWhen } from "./when";

const t = (key: string, values?: Record<string, string | number>) => message(`bookingEmail.${key}`, values);

/** The values every booking text takes. */
function valuesOf(booking: BookingToMail) {
  return {
    title: booking.couponTitle,
    business: booking.businessName,
    branch: booking.branch.name,
    address: booking.branch.address,
    when: bookingWhen(booking.startsAt, pageLocale()),
    link: siteLink(myCouponsPath(booking.voucherId)),
  };
}

/** When, where and the branch's phone: the lines each buyer mail repeats. */
function placeAndTime(booking: BookingToMail): string[] {
  const values = valuesOf(booking);
  const phone = booking.branch.phone ? [t("phone", { phone: booking.branch.phone })] : [];
  return [t("when", values), t("where", values), ...phone];
}

/** The invitation (METHOD:REQUEST, or METHOD:CANCEL for a cancellation) as the mail's attachment. */
export function invitationAttachment(
  booking: BookingToMail,
  to: MailRecipient,
  sequence: number,
  cancelled: boolean,
): EmailAttachment {
  const ics = bookingIcs({
    bookingId: booking.id,
    sequence,
    cancelled,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: booking.couponTitle,
    description: t("details", valuesOf(booking)),
    branch: booking.branch,
    organizer: { name: booking.businessName, email: organizerAddress() },
    attendee: { email: to.email, name: to.name },
    stamp: booking.updatedAt,
  });
  return {
    filename: "reserva.ics",
    contentType: `text/calendar; method=${cancelled ? "CANCEL" : "REQUEST"}`,
    contentBase64: Buffer.from(ics, "utf8").toString("base64"),
  };
}

/**
 * Why the booking went, as far as it concerns this reader: the giver of a voucher gets a cancellation
 * while the booking lives on with its new holder.
 */
function cancellationNote(booking: BookingToMail, to: MailRecipient): string {
  if (to.userId !== booking.buyerUserId) return t("cancelledGift");
  if (booking.cancelledBy === "reembolso") return t("cancelledRefund");
  if (booking.cancelledBy === "negocio") return t("cancelledByBusiness");
  return t("cancelledHint");
}

export interface BookingEmailInput {
  booking: BookingToMail;
  to: MailRecipient;
  kind: BookingMailKind;
  /** The sequence the job was queued with: the invitation's SEQUENCE. */
  sequence: number;
}

/** "Tu reserva está confirmada" / "Tu reserva cambió" / "Tu reserva fue cancelada". */
export function bookingEmail({ booking, to, kind, sequence }: BookingEmailInput): Email {
  const cancelled = kind === "cancelada";
  const values = valuesOf(booking);
  const subject = t(`subject${kindKey(kind)}`);
  const calendar: Part[] = cancelled
    ? []
    : [
        {
          label: t("calendarLink"),
          href: googleCalendarLink({
            title: booking.couponTitle,
            startsAt: booking.startsAt,
            endsAt: booking.endsAt,
            details: t("details", values),
            location: branchLine(booking.branch),
          }),
        },
      ];
  const parts: Part[] = [
    t("greeting", { name: to.name ?? t("fallbackName") }),
    t(`intro${kindKey(kind)}`, values),
    ...placeAndTime(booking),
    cancelled ? cancellationNote(booking, to) : t("bring"),
    ...calendar,
    t(cancelled ? "attachedCancel" : "attachedRequest"),
    { label: t("myCoupons"), href: values.link },
  ];
  return {
    to: to.email,
    subject,
    ...renderParts(subject, parts),
    attachments: [invitationAttachment(booking, to, sequence, cancelled)],
  };
}

/** "Tu reserva es mañana" / "Tu reserva es en 2 horas". */
export function bookingReminderEmail(booking: BookingToMail, to: MailRecipient, hours: 24 | 2): Email {
  const values = valuesOf(booking);
  const subject = t(`reminderSubject${hours}`);
  const parts: Part[] = [
    t("greeting", { name: to.name ?? t("fallbackName") }),
    t("reminderIntro", values),
    ...placeAndTime(booking),
    t("bring"),
    t("reminderChange"),
    { label: t("myCoupons"), href: values.link },
  ];
  return { to: to.email, subject, ...renderParts(subject, parts) };
}

/** The same reminder as an inbox row (and a push where the buyer opted in), linking to the reader's page. */
export function bookingReminderNotice(
  booking: BookingToMail,
  hours: 24 | 2,
): { title: string; body: string; link: string } {
  return {
    title: t(`reminderSubject${hours}`),
    body: t("noticeBody", valuesOf(booking)),
    link: localizeHref("/mis-cupones", pageLocale()),
  };
}
