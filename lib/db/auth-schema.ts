// The columns of Supabase's auth.users that this app reads and writes (the built-in auth adapter
// and the seed). Not part of the generated migrations: Supabase owns this table, and
// lib/db/bootstrap.sql creates it where Supabase is absent.
import { boolean, jsonb, pgSchema, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

export const authSchema = pgSchema("auth");

export const users = authSchema.table("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  aud: varchar("aud", { length: 255 }),
  role: varchar("role", { length: 255 }),
  email: varchar("email", { length: 255 }),
  encryptedPassword: varchar("encrypted_password", { length: 255 }),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  rawAppMetaData: jsonb("raw_app_meta_data").$type<Record<string, unknown>>(),
  rawUserMetaData: jsonb("raw_user_meta_data").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow(),
  isAnonymous: boolean("is_anonymous").notNull().default(false),
});

export type AuthUser = typeof users.$inferSelect;
