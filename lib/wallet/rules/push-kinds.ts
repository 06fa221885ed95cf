// The inbox kinds that also reach the phone by web push, each of which a shopper can turn off in
// /perfil. The database's check on push_opt_outs.kind and the trigger that enqueues a push
// (supabase/schemas/13-push.sql) list the same kinds.
export const PUSH_KINDS = [
  "voucher_expiring",
  "gift_claimed",
  "refund_settled",
  "coupon_published",
  "review_reply",
  "booking_reminder",
  "booking_moved",
  "booking_cancelled",
] as const;

export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(kind: string): kind is PushKind {
  return (PUSH_KINDS as readonly string[]).includes(kind);
}
