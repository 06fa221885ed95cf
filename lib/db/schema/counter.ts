import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { branches } from "./branches";
import { businesses } from "./catalogue/businesses";
import { vouchers } from "./orders";
import { authUsers } from "drizzle-orm/supabase";

/**
 * One row per redemption at the counter (supabase/schemas/12-counter.sql). A history table rather
 * than more columns on vouchers because an undone redemption (within 10 minutes) and a later
 * redemption of the same voucher are two events: vouchers keeps only the current state
 * (redeemed_at/redeemed_by), this keeps every one with its member and branch for /vendedor/canjes.
 * Written only by public.redeem_voucher and public.undo_voucher_redemption (SECURITY DEFINER).
 */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    memberUserId: uuid("member_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    branchId: uuid("branch_id").references(() => branches.id, { onDelete: "set null" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneBy: uuid("undone_by").references(() => authUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("voucher_redemptions_business_idx").on(t.businessId, t.redeemedAt.desc()),
    index("voucher_redemptions_voucher_idx").on(t.voucherId),
  ],
).enableRLS();

export type VoucherRedemption = typeof voucherRedemptions.$inferSelect;
