import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { vouchers } from "./orders";

// Apple Wallet's web service (supabase/schemas/wallet.sql, app/api/passkit): the devices that
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
