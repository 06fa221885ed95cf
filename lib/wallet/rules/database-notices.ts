// The pushed notices that database functions write (claim_gift, admin_settle_refund,
// notify_followers, reply_to_review, move_booking, cancel_booking in supabase/schemas) are in Spanish
// and record no reader's language. The push job knows each of them by its kind and its dedupe key,
// the same key that makes the notice idempotent and that names what it is about, so that it can
// write an English reader's push again from messages. The notices jobs write (expiry and booking
// reminders, a refund the payment port completed) are in their reader's language already and are
// none of these: a refund the job completed is keyed 'refund-done:', one the operator settled
// 'refund_settled:'. Pure.
import { isUuid } from "@/lib/domain/uuid";

export type DatabaseNotice =
  | { kind: "gift_claimed"; giftId: string }
  | { kind: "refund_settled"; refundId: string }
  | { kind: "coupon_published"; couponId: string }
  | { kind: "review_reply"; reviewId: string }
  | { kind: "booking_moved" | "booking_cancelled"; bookingId: string };

/** What each kind's dedupe key looks like when a database function wrote it; the id is its first part. */
const KEYS: Record<DatabaseNotice["kind"], RegExp> = {
  gift_claimed: /^gift:([^:]+)$/,
  refund_settled: /^refund_settled:([^:]+)$/,
  coupon_published: /^coupon:([^:]+)$/,
  review_reply: /^review_reply:([^:]+)$/,
  booking_moved: /^booking:([^:]+):\d+:movida$/,
  booking_cancelled: /^booking:([^:]+):cancelada$/,
};

const isDatabaseKind = (kind: string): kind is DatabaseNotice["kind"] => Object.hasOwn(KEYS, kind);

/** The notice a database function wrote, with the id it is about; null for any other notice. */
export function databaseNotice(kind: string, dedupeKey: string | null): DatabaseNotice | null {
  if (!isDatabaseKind(kind) || dedupeKey === null) return null;
  const id = KEYS[kind].exec(dedupeKey)?.[1];
  if (!isUuid(id)) return null;
  switch (kind) {
    case "gift_claimed":
      return { kind, giftId: id };
    case "refund_settled":
      return { kind, refundId: id };
    case "coupon_published":
      return { kind, couponId: id };
    case "review_reply":
      return { kind, reviewId: id };
    default:
      return { kind, bookingId: id };
  }
}
