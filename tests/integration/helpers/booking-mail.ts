// The booking mail tests' tools: the queued jobs run as the worker runs them, and the invitation a
// mail carries read back as a calendar client reads it (ical.js).
import ICAL from "ical.js";
import { sendBookingEmailJob, sendBookingReminderJob, sendBookingSellerEmailJob } from "@/lib/bookings/jobs/mail";
import type { StoredEmail } from "@/lib/email/mailer";
import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";

const ctx = { jobId: 1, attempt: 1 };

/** The booking handlers by job name, each payload checked by its schema as the worker checks it. */
export const runBookingJob: Record<string, (payload: unknown) => Promise<void>> = {
  send_booking_email: (p) => sendBookingEmailJob(JOB_DEFINITIONS.send_booking_email.payload.parse(p), ctx),
  send_booking_reminder: (p) => sendBookingReminderJob(JOB_DEFINITIONS.send_booking_reminder.payload.parse(p), ctx),
  send_booking_seller_email: (p) =>
    sendBookingSellerEmailJob(JOB_DEFINITIONS.send_booking_seller_email.payload.parse(p), ctx),
};

/** The reserva.ics a mail carries, as a calendar client reads it (with the file's own VTIMEZONE). */
export function invitationOf(mail: StoredEmail | undefined) {
  const file = mail?.attachments?.find((a) => a.filename === "reserva.ics");
  if (!file) throw new Error("no reserva.ics");
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file.contentBase64, "base64").toString("utf8")));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    contentType: file.contentType,
    method: calendar.getFirstPropertyValue("method"),
    status: event.component.getFirstPropertyValue("status"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}
