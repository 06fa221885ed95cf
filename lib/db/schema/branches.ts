import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { DEPARTMENTS, GUATEMALA_BOUNDS as B } from "@/lib/places/rules/guatemala";
import { businesses } from "./catalogue/businesses";
import { coupons } from "./catalogue/coupons";

const departmentList = sql.raw(DEPARTMENTS.map((d) => `'${d}'`).join(", "));

/**
 * A business's branches (sucursales): where its vouchers can be used. Policies and the distance
 * functions are in supabase/schemas/05-branches.sql. The GiST index on branch_earth(lat, lng) (cube +
 * earthdistance, 00-before-tables.sql) answers 'within r metres of a point' and nearest-first.
 */
export const branches = pgTable(
  "branches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** Zona 1-25 of Guatemala City; null elsewhere. */
    zone: smallint("zone"),
    municipality: text("municipality").notNull(),
    department: text("department").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    phone: text("phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("branches_zone_range", sql`${t.zone} between 1 and 25`),
    check("branches_department_check", sql`${t.department} in (${departmentList})`),
    // The same box as lib/places/rules/guatemala.ts, which gives the Spanish message first.
    check(
      "branches_in_guatemala",
      sql`${t.lat} between ${sql.raw(String(B.minLat))} and ${sql.raw(String(B.maxLat))} and ${t.lng} between ${sql.raw(String(B.minLng))} and ${sql.raw(String(B.maxLng))}`,
    ),
    check("branches_name_length", sql`char_length(${t.name}) between 1 and 120`),
    check("branches_address_length", sql`char_length(${t.address}) between 1 and 300`),
    index("branches_business_idx").on(t.businessId),
    index("branches_earth_idx").using("gist", sql`public.branch_earth(${t.lat}, ${t.lng})`),
  ],
).enableRLS();

/** A coupon valid at chosen branches only; a coupon without rows here is valid at all of them. */
export const couponBranches = pgTable(
  "coupon_branches",
  {
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.branchId], name: "coupon_branches_pkey" }),
    index("coupon_branches_branch_idx").on(t.branchId),
  ],
).enableRLS();

/**
 * A branch's opening hours: one row per range, several a day, none on a closed day; Guatemala's wall
 * clock. weekday 0 = domingo … 6 = sábado (PostgreSQL's dow, JavaScript's getDay). A range never
 * crosses midnight: opens_at < closes_at, and closes_at may be 24:00 (PostgreSQL's time allows it);
 * a night past midnight is two ranges, joined by lib/places/rules/hours.ts. Overlaps within a day
 * are refused by a trigger (supabase/schemas/05-branches.sql) after the form's own message.
 */
export const branchHours = pgTable(
  "branch_hours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
  },
  (t) => [
    check("branch_hours_weekday", sql`${t.weekday} between 0 and 6`),
    check("branch_hours_order", sql`${t.opensAt} < ${t.closesAt}`),
    index("branch_hours_branch_idx").on(t.branchId, t.weekday, t.opensAt),
  ],
).enableRLS();

export type Branch = typeof branches.$inferSelect;
export type NewBranch = typeof branches.$inferInsert;
