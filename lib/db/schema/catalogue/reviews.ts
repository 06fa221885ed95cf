import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { coupons } from "./coupons";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
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
    index("reviews_created_idx").on(t.createdAt.desc().nullsFirst()),
  ],
).enableRLS();

export type Review = typeof reviews.$inferSelect;
