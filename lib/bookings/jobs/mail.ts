import "server-only";
import { bookingManagers, bookingToMail, mailRecipient, notifyBookingReminder } from "@/lib/bookings/data/mail";
import { bookingEmail, bookingReminderEmail, bookingReminderNotice } from "@/lib/bookings/email/booking";
import { bookingSellerEmail } from "@/lib/bookings/email/seller";
import { sendMailOnce } from "@/lib/jobs/data/mail";
import type { JobHandler } from "@/lib/jobs/types";
import { withLocale } from "@/lib/i18n/page-locale";
import { bookingLanguage, userLanguage } from "@/lib/data/orders/buyer-language";

// The booking mails queued by supabase/schemas/28-bookings.sql. Each is keyed by booking, sequence,
// kind and recipient, so a retried job never sends twice. A job reads the booking as it is when it
// runs: a confirmation or change that a newer change overtook is not sent (the newer one's mail
// follows with the current time), but a cancellation always is, so the calendar drops the event.

/** The buyer's confirmation, change or cancellation, with the invitation attached. */
export const sendBookingEmailJob: JobHandler<"send_booking_email"> = async (
  { bookingId, sequence, kind, userId },
  { jobId },
) => {
  const booking = await bookingToMail(bookingId);
  if (!booking) return;
  if (kind !== "cancelada" && (booking.status !== "confirmada" || booking.sequence !== sequence)) return;
  const to = await mailRecipient(userId);
  if (!to) return;
  // In the language the voucher was bought in.
  const email = await withLocale(await bookingLanguage(bookingId), () => bookingEmail({ booking, to, kind, sequence }));
  await sendMailOnce(`booking-mail:${bookingId}:${sequence}:${kind}:${userId}`, email, jobId);
};

/**
 * The reminder 24 or 2 hours before, in the inbox and by e-mail; nothing once the booking was moved,
 * cancelled or attended since it was queued (its sequence or status differ), or once it started (a
 * worker that was down must not send "es en 2 horas" afterwards).
 */
export const sendBookingReminderJob: JobHandler<"send_booking_reminder"> = async (
  { bookingId, sequence, hours },
  { jobId },
) => {
  const booking = await bookingToMail(bookingId);
  if (!booking || booking.status !== "confirmada" || booking.sequence !== sequence) return;
  if (booking.startsAt.getTime() <= Date.now()) return;
  await withLocale(await bookingLanguage(bookingId), async () => {
    await notifyBookingReminder({ bookingId, sequence, hours, ...bookingReminderNotice(booking, hours) });
    const to = await mailRecipient(booking.buyerUserId);
    if (!to) return;
    await sendMailOnce(
      `booking-reminder:${bookingId}:${sequence}:${hours}:${to.userId}`,
      bookingReminderEmail(booking, to, hours),
      jobId,
    );
  });
};

/**
 * The business's owners and managers, one mail each, unless the branch turned these mails off since.
 * A gift raises the sequence without telling the business, so here only a booking no longer live
 * drops a 'creada' or 'movida' (its cancellation mail follows).
 */
export const sendBookingSellerEmailJob: JobHandler<"send_booking_seller_email"> = async (
  { bookingId, sequence, kind },
  { jobId },
) => {
  const booking = await bookingToMail(bookingId);
  if (!booking?.notifyEmail) return;
  if (kind !== "cancelada" && booking.status !== "confirmada") return;
  // Each manager in the language of their profile.
  for (const to of await bookingManagers(booking.businessId))
    await sendMailOnce(
      `booking-seller-mail:${bookingId}:${sequence}:${kind}:${to.userId}`,
      withLocale(await userLanguage(to.userId), () => bookingSellerEmail(booking, to, kind)),
      jobId,
    );
};
