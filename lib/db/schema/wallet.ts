import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { vouchers } from "./orders";
import { authUsers } from "drizzle-orm/supabase";

// Apple Wallet's web service (supabase/schemas/14-wallet.sql, app/api/passkit): the devices that
// added a voucher's pass, and when each registered pass last changed. Written only by the system
// (the web service checks the pass's authentication token first; a trigger on vouchers bumps
// updated_at), so RLS is on with no policy for request roles.

/** One row per voucher some device registered: `updated_at` is what "changed since" compares. */
export const walletPasses = pgTable(
  "wallet_passes",
  {
    voucherId: uuid("voucher_id")
      .primaryKey()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wallet_passes_updated_idx").on(t.updatedAt)],
).enableRLS();

export const walletPassRegistrations = pgTable(
  "wallet_pass_registrations",
  {
    deviceLibraryId: text("device_library_id").notNull(),
    passTypeId: text("pass_type_id").notNull(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => walletPasses.voucherId, { onDelete: "cascade" }),
    /** The device's APNs token: an empty push to it makes Wallet ask for changed serials. */
    pushToken: text("push_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.passTypeId, t.voucherId], name: "wallet_pass_registrations_pkey" }),
    index("wallet_pass_registrations_voucher_idx").on(t.voucherId),
    check("wallet_pass_registrations_device_format", sql`${t.deviceLibraryId} ~ '^[A-Za-z0-9._-]{1,100}$'`),
    check("wallet_pass_registrations_push_token_format", sql`${t.pushToken} ~ '^[A-Za-z0-9]{1,200}$'`),
  ],
).enableRLS();

/**
 * One Google Wallet object per voucher and holder, recorded when its save link is signed (the only
 * way a shopper can save it): the voucher-change trigger queues an update only for vouchers that
 * have one. A gift's receiver gets an object of their own (Google binds an object to the account
 * that saved it); the giver's goes INACTIVE. `sentState` is the last state Google accepted.
 */
export const walletGoogleObjects = pgTable(
  "wallet_google_objects",
  {
    /** The part after "issuerId.": the voucher id for its first holder, voucher id and holder after. */
    objectSuffix: text("object_suffix").primaryKey(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    holderUserId: uuid("holder_user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    sentState: text("sent_state"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_google_objects_voucher_holder_idx").on(t.voucherId, t.holderUserId),
    check("wallet_google_objects_suffix_format", sql`${t.objectSuffix} ~ '^[A-Za-z0-9._-]{1,100}$'`),
    check(
      "wallet_google_objects_sent_state",
      sql`${t.sentState} is null or ${t.sentState} in ('ACTIVE', 'COMPLETED', 'EXPIRED', 'INACTIVE')`,
    ),
  ],
).enableRLS();
