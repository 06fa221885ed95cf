import "server-only";
import type { CouponRefusal } from "@/lib/data/catalogue/seller-coupons";
import type { InviteRefusal, RespondRefusal, RevokeRefusal } from "@/lib/data/accounts/invitations";
import type { MemberRefusal } from "@/lib/data/accounts/members";
import { message } from "@/lib/i18n/messages";

// The data layer's refusal reasons, worded for the seller's toasts (messages/es.json).

const COUPON: Record<CouponRefusal, string> = {
  not_seller: "seller.sellerRoleRequired",
  not_allowed: "seller.coupon.notAllowed",
  not_found: "seller.coupon.notFound",
  stock_below_sold: "seller.coupon.stockBelowSold",
  move_owners_only: "seller.coupon.moveOwnersOnly",
};

const MEMBER: Record<MemberRefusal, string> = {
  forbidden: "seller.members.ownersOnly",
  not_found: "seller.members.notFound",
  last_owner: "seller.members.lastOwner",
};

const INVITE: Record<InviteRefusal, string> = {
  forbidden: "seller.members.ownersOnly",
  invalid_role: "seller.members.roleInvalid",
  invalid_email: "seller.members.emailInvalid",
  already_member: "seller.members.alreadyMember",
  too_many: "seller.invitations.tooMany",
};

const RESPOND: Record<RespondRefusal, string> = {
  not_found: "seller.invitations.notFound",
  unavailable: "seller.invitations.unavailable",
  expired: "seller.invitations.expired",
};

const REVOKE: Record<RevokeRefusal, string> = {
  forbidden: "seller.members.ownersOnly",
  not_found: "seller.invitations.notFound",
};

export const couponRefusalMessage = (reason: CouponRefusal) => message(COUPON[reason]);
export const memberRefusalMessage = (reason: MemberRefusal) => message(MEMBER[reason]);
export const inviteRefusalMessage = (reason: InviteRefusal) => message(INVITE[reason]);
export const respondRefusalMessage = (reason: RespondRefusal) => message(RESPOND[reason]);
export const revokeRefusalMessage = (reason: RevokeRefusal) => message(REVOKE[reason]);
