import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";

export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique("businesses_slug_key"),
    logoUrl: text("logo_url"),
    coverUrl: text("cover_url"),
    description: text("description"),
    /** Optional English description for visitors reading English (null: they see the Spanish). */
    descriptionEn: text("description_en"),
    category: text("category"),
    city: text("city"),
    address: text("address"),
    website: text("website"),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    email: text("email"),
    socialXUrl: text("social_x_url"),
    socialInstagramUrl: text("social_instagram_url"),
    socialFacebookUrl: text("social_facebook_url"),
    socialTiktokUrl: text("social_tiktok_url"),
    /** Opening hours per weekday: { lun: "08:00-18:00", ..., dom: null }. */
    hours: jsonb("hours").$type<Record<string, string | null>>(),
    isVerified: boolean("is_verified").notNull().default(false),
    /** The marketplace's commission on sales, a fraction (0.15 = 15%); requests cannot change it. */
    commissionRate: numeric("commission_rate", { precision: 5, scale: 4 }).notNull().default("0.15"),
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("businesses_status_check", sql`${t.status} in ('active', 'hidden')`),
    check("businesses_commission_rate_range", sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 1`),
    check("businesses_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 60`),
    index("businesses_owner_idx").on(t.ownerUserId),
    index("businesses_directory_idx").on(t.isVerified.desc(), t.name),
    index("businesses_category_idx").on(t.category),
  ],
).enableRLS();

export const businessMembers = pgTable(
  "business_members",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId], name: "business_members_pkey" }),
    check("business_members_role_check", sql`${t.role} in ('owner', 'manager', 'editor', 'member', 'cajero')`),
    index("business_members_user_idx").on(t.userId),
  ],
).enableRLS();

/**
 * Invitations to join a business (supabase/schemas/03-catalogue.sql). No policies: requests reach it only
 * through the SECURITY DEFINER functions invite/list/respond/revoke_business_invitation.
 */
export const businessInvitations = pgTable(
  "business_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => authUsers.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    acceptedBy: uuid("accepted_by").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "business_invitations_email_check",
      sql`${t.email} = lower(btrim(${t.email})) and char_length(${t.email}) between 3 and 254`,
    ),
    check("business_invitations_role_check", sql`${t.role} in ('manager', 'editor', 'cajero')`),
    check(
      "business_invitations_status_check",
      sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked', 'expired')`,
    ),
    uniqueIndex("business_invitations_pending_key")
      .on(t.businessId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index("business_invitations_email_idx")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
).enableRLS();

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessMember = typeof businessMembers.$inferSelect;
export type BusinessInvitation = typeof businessInvitations.$inferSelect;

/** A business's own profile: what the seed writes and the public page reads, listed once. */
export const BUSINESS_PROFILE_COLUMNS = [
  "name",
  "slug",
  "logoUrl",
  "coverUrl",
  "description",
  "category",
  "city",
  "address",
  "website",
  "phone",
  "whatsapp",
  "email",
  "socialXUrl",
  "socialInstagramUrl",
  "socialFacebookUrl",
  "socialTiktokUrl",
  "hours",
  "isVerified",
] as const;
export type BusinessProfile = Pick<typeof businesses.$inferSelect, (typeof BUSINESS_PROFILE_COLUMNS)[number]>;

export function businessProfileOf(row: BusinessProfile): BusinessProfile {
  return Object.fromEntries(BUSINESS_PROFILE_COLUMNS.map((column) => [column, row[column]])) as BusinessProfile;
}
