import { sql } from "drizzle-orm";
import { check, index, pgPolicy, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { anonRole, authenticatedRole, authUsers } from "drizzle-orm/supabase";
import { coupons } from "./coupons";
import { uid } from "./policies";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull().default(5),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The name is part of the contract: the UI maps an error containing it to 'Ya calificaste este cupón.'
    unique("unique_user_coupon_review").on(t.couponId, t.userId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= 2000`),
    index("reviews_coupon_idx").on(t.couponId, t.createdAt.desc()),
    index("reviews_user_idx").on(t.userId),
    // As visible as its coupon (coupons' RLS applies inside), and always to its author.
    pgPolicy("reviews_select_visible", {
      for: "select",
      to: [anonRole, authenticatedRole],
      using: sql`exists (select 1 from public.coupons c where c.id = ${t.couponId}) or ${t.userId} = ${uid}`,
    }),
    // Only published coupons take reviews; created_at is set by a trigger (guard_review_write).
    pgPolicy("reviews_insert_self", {
      for: "insert",
      to: authenticatedRole,
      withCheck: sql`${t.userId} = ${uid} and exists (select 1 from public.coupons c where c.id = ${t.couponId} and c.status = 'active')`,
    }),
    pgPolicy("reviews_update_self", { for: "update", to: authenticatedRole, using: sql`${t.userId} = ${uid}`, withCheck: sql`${t.userId} = ${uid}` }),
    pgPolicy("reviews_delete_self", { for: "delete", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
  ],
);

export type Review = typeof reviews.$inferSelect;
