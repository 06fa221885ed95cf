import "server-only";
import type { CouponRefusal } from "@/lib/data/seller-coupons";
import type { MemberRefusal } from "@/lib/data/members";
import { message } from "@/lib/i18n/messages";

// The data layer's refusal reasons, worded for the seller's toasts (messages/es.json).

const COUPON: Record<CouponRefusal, string> = {
  not_seller: "seller.sellerRoleRequired",
  not_allowed: "seller.coupon.notAllowed",
  not_found: "seller.coupon.notFound",
  stock_below_sold: "seller.coupon.stockBelowSold",
};

const MEMBER: Record<MemberRefusal, string> = {
  forbidden: "seller.members.ownersOnly",
  no_user: "seller.members.noUser",
  already_member: "seller.members.alreadyMember",
  invalid_role: "seller.members.roleInvalid",
  not_found: "seller.members.notFound",
  last_owner: "seller.members.lastOwner",
};

export const couponRefusalMessage = (reason: CouponRefusal) => message(COUPON[reason]);
export const memberRefusalMessage = (reason: MemberRefusal) => message(MEMBER[reason]);
