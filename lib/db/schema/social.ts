import { sql } from "drizzle-orm";
import { index, pgPolicy, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { authenticatedRole, authUsers } from "drizzle-orm/supabase";
import { businesses } from "./businesses";
import { coupons } from "./coupons";
import { uid } from "./policies";

// Who follows or saves what is private; public counts come from SECURITY DEFINER functions.
export const follows = pgTable(
  "follows",
  {
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId], name: "follows_pkey" }),
    index("follows_business_idx").on(t.businessId),
    pgPolicy("follows_select_self", { for: "select", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
    pgPolicy("follows_insert_self", { for: "insert", to: authenticatedRole, withCheck: sql`${t.userId} = ${uid}` }),
    pgPolicy("follows_delete_self", { for: "delete", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id").notNull().references(() => coupons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.couponId], name: "favourites_pkey" }),
    index("favourites_coupon_idx").on(t.couponId),
    pgPolicy("favourites_select_self", { for: "select", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
    pgPolicy("favourites_insert_self", { for: "insert", to: authenticatedRole, withCheck: sql`${t.userId} = ${uid}` }),
    pgPolicy("favourites_delete_self", { for: "delete", to: authenticatedRole, using: sql`${t.userId} = ${uid}` }),
  ],
);
