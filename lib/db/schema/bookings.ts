import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { branches } from "./branches";
import { businesses } from "./catalogue/businesses";
import { vouchers } from "./orders";

// Bookings: a "Requiere reserva" voucher's time at one branch (docs/bookings.md). Functions,
// triggers and policies in supabase/schemas/28-bookings.sql; the slot rules in lib/bookings/rules.

/** A branch's booking settings; a branch without a row takes no bookings. Written by owners and managers. */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    branchId: uuid("branch_id")
      .primaryKey()
      .references(() => branches.id, { onDelete: "cascade" }),
    slotMinutes: smallint("slot_minutes").notNull().default(60),
    capacity: integer("capacity").notNull().default(1),
    leadHours: integer("lead_hours").notNull().default(2),
    horizonDays: integer("horizon_days").notNull().default(30),
    /** The buyer may change or cancel while the slot is at least this many hours away. */
    changeHours: integer("change_hours").notNull().default(24),
    /** Guatemala calendar days the branch takes no bookings besides its weekly closed days. */
    closedDates: date("closed_dates", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** Public holidays the seller opened for bookings. */
    openedHolidays: date("opened_holidays", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    /** The owners and managers get an e-mail per booking made, moved or cancelled (the inbox always). */
    notifyEmail: boolean("notify_email").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_settings_slot", sql`${t.slotMinutes} between 15 and 240`),
    check("booking_settings_capacity", sql`${t.capacity} between 1 and 500`),
    check("booking_settings_lead", sql`${t.leadHours} between 0 and 720`),
    check("booking_settings_horizon", sql`${t.horizonDays} between 1 and 365`),
    check("booking_settings_change", sql`${t.changeHours} between 0 and 168`),
    check("booking_settings_closed_count", sql`cardinality(${t.closedDates}) <= 366`),
    check("booking_settings_opened_count", sql`cardinality(${t.openedHolidays}) <= 100`),
  ],
).enableRLS();

/** One-off closed intervals of a branch (a blocked slot, an afternoon off). */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdBy: uuid("created_by").references(() => authUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("booking_blocks_order", sql`${t.startsAt} < ${t.endsAt}`),
    index("booking_blocks_branch_idx").on(t.branchId, t.startsAt),
  ],
).enableRLS();

/**
 * Places taken per slot in use: the capacity rule. A booking takes its slot's place with one guarded
 * upsert (booked + 1 where booked < capacity), so the slot's row lock is held for one statement
 * and a hundred buyers racing for the last place give exactly one booking.
 */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    booked: integer("booked").notNull().default(0),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.startsAt], name: "booking_slots_pkey" }),
    check("booking_slots_within_capacity", sql`${t.booked} between 0 and ${t.capacity}`),
  ],
).enableRLS();

/** Guatemala's public holidays (lib/bookings/rules/holidays.ts), filled at every start for the coming years. */
export const bookingHolidays = pgTable(
  "booking_holidays",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    name: text("name").notNull(),
    /** Minutes after midnight from which the day is a holiday: 0 all day, 720 from noon. */
    fromMinute: smallint("from_minute").notNull().default(0),
  },
  (t) => [check("booking_holidays_from", sql`${t.fromMinute} between 0 and 1439`)],
).enableRLS();

export const BOOKING_STATUSES = ["confirmada", "cancelada", "asistio", "no_show"] as const;

/**
 * A voucher's time at a branch. One live ('confirmada') booking per voucher; a change keeps the row
 * (its id is the invitation's UID) and raises `sequence`, as RFC 5545 asks of an update.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    branchId: uuid("branch_id")
      .notNull()
      .references(() => branches.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** The voucher's holder (follows a gift), for the buyer's policy. */
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("confirmada"),
    sequence: integer("sequence").notNull().default(0),
    /** Who cancelled: 'comprador', 'negocio', 'reembolso'. */
    cancelledBy: text("cancelled_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('confirmada', 'cancelada', 'asistio', 'no_show')`),
    check(
      "bookings_cancelled_by_check",
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('comprador', 'negocio', 'reembolso')`,
    ),
    check("bookings_order", sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex("bookings_one_live_per_voucher")
      .on(t.voucherId)
      .where(sql`${t.status} = 'confirmada'`),
    index("bookings_branch_starts_idx").on(t.branchId, t.startsAt),
    index("bookings_buyer_idx").on(t.buyerUserId, t.startsAt),
    index("bookings_voucher_idx").on(t.voucherId),
  ],
).enableRLS();

export type Booking = typeof bookings.$inferSelect;
export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
