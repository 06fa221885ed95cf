import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import { appPrivate } from "./pg-schemas";
import { businesses } from "./catalogue/businesses";
import { coupons } from "./catalogue/coupons";
import { reviews } from "./catalogue/reviews";

// Moderation and administration. Every write to these tables goes through a SECURITY DEFINER
// function (report_content, reply_to_review, request_business_verification and the admin_*
// functions); requests only read them under the policies of supabase/schemas/15-moderation.sql.

/** Append-only: a trigger refuses update, delete and truncate, even for the owner. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid("actor_user_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("admin_audit_log_action_format", sql`${t.action} ~ '^[a-z_]{1,60}$'`),
    check("admin_audit_log_reason_length", sql`${t.reason} is null or char_length(${t.reason}) <= 1000`),
    index("admin_audit_log_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
).enableRLS();

export const REPORT_REASONS = ["misleading", "fraud", "offensive", "spam", "other"] as const;

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "cascade" }),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    check("reports_one_target", sql`num_nonnulls(${t.couponId}, ${t.reviewId}) = 1`),
    check("reports_reason_check", sql`${t.reason} in ('misleading', 'fraud', 'offensive', 'spam', 'other')`),
    check("reports_details_length", sql`${t.details} is null or char_length(${t.details}) <= 1000`),
    check("reports_status_check", sql`${t.status} in ('open', 'resolved')`),
    uniqueIndex("reports_one_per_user_coupon")
      .on(t.reporterId, t.couponId)
      .where(sql`${t.couponId} is not null`),
    uniqueIndex("reports_one_per_user_review")
      .on(t.reporterId, t.reviewId)
      .where(sql`${t.reviewId} is not null`),
    index("reports_open_coupon_idx")
      .on(t.couponId)
      .where(sql`${t.status} = 'open' and ${t.couponId} is not null`),
    index("reports_open_review_idx")
      .on(t.reviewId)
      .where(sql`${t.status} = 'open' and ${t.reviewId} is not null`),
  ],
).enableRLS();

/** One reply per review, by an owner or manager of the coupon's business; public like the review. */
export const reviewReplies = pgTable(
  "review_replies",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "review_replies_body_length",
      sql`char_length(${t.body}) between 1 and 1000 and ${t.body} = btrim(${t.body})`,
    ),
  ],
).enableRLS();

export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by").references(() => authUsers.id, { onDelete: "set null" }),
    nit: text("nit").notNull(),
    /** A private file (lib/storage/documents.ts), served to admins only. */
    documentName: text("document_name").notNull(),
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("verification_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex("verification_requests_one_pending")
      .on(t.businessId)
      .where(sql`${t.status} = 'pending'`),
    index("verification_requests_business_idx").on(t.businessId, t.createdAt.desc().nullsFirst()),
    check("verification_requests_nit_valid", sql`${t.nit} ~ '^[0-9]{1,12}[0-9K]$' and public.is_valid_nit(${t.nit})`),
    // The stored file's name is ours (a UUID), never the uploader's.
    check("verification_requests_document_name", sql`${t.documentName} ~ '^[0-9a-f-]{36}\\.(jpg|png|webp|pdf)$'`),
    check("verification_requests_reason_length", sql`${t.reason} is null or char_length(${t.reason}) <= 500`),
  ],
).enableRLS();

/** Marketplace settings the operator changes on /admin (commission default, premoderation, referral minimum). */
export const settings = appPrivate.table("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
