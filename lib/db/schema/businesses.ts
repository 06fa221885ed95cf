import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { anonRole, authenticatedRole, authUsers } from "drizzle-orm/supabase";
import { ANY_MEMBER_ROLE, EDITOR_ROLES, uid } from "./policies";

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
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("businesses_status_check", sql`${t.status} in ('active', 'hidden')`),
    check("businesses_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 60`),
    index("businesses_owner_idx").on(t.ownerUserId),
    index("businesses_directory_idx").on(t.isVerified.desc(), t.name),
    index("businesses_category_idx").on(t.category),
    pgPolicy("businesses_select_public", { for: "select", to: [anonRole, authenticatedRole], using: sql`${t.status} = 'active'` }),
    pgPolicy("businesses_select_member", { for: "select", to: authenticatedRole, using: sql`public.has_business_role(${t.id}, ${ANY_MEMBER_ROLE})` }),
    // Only sellers (user_roles) create businesses, as their owner (the trigger adds the membership).
    pgPolicy("businesses_insert_owner", { for: "insert", to: authenticatedRole, withCheck: sql`${t.ownerUserId} = ${uid} and public.has_seller_role()` }),
    pgPolicy("businesses_update_editor", {
      for: "update",
      to: authenticatedRole,
      using: sql`public.has_business_role(${t.id}, ${EDITOR_ROLES})`,
      withCheck: sql`public.has_business_role(${t.id}, ${EDITOR_ROLES})`,
    }),
    pgPolicy("businesses_delete_owner", { for: "delete", to: authenticatedRole, using: sql`public.has_business_role(${t.id}, array['owner']::text[])` }),
  ],
);

export const businessMembers = pgTable(
  "business_members",
  {
    businessId: uuid("business_id").notNull().references(() => businesses.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId], name: "business_members_pkey" }),
    check("business_members_role_check", sql`${t.role} in ('owner', 'manager', 'editor', 'member')`),
    index("business_members_user_idx").on(t.userId),
    pgPolicy("business_members_select", {
      for: "select",
      to: authenticatedRole,
      using: sql`${t.userId} = ${uid} or public.has_business_role(${t.businessId}, ${ANY_MEMBER_ROLE})`,
    }),
    pgPolicy("business_members_insert_owner", { for: "insert", to: authenticatedRole, withCheck: sql`public.has_business_role(${t.businessId}, array['owner']::text[])` }),
    pgPolicy("business_members_update_owner", {
      for: "update",
      to: authenticatedRole,
      using: sql`public.has_business_role(${t.businessId}, array['owner']::text[])`,
      withCheck: sql`public.has_business_role(${t.businessId}, array['owner']::text[])`,
    }),
    pgPolicy("business_members_delete_owner", { for: "delete", to: authenticatedRole, using: sql`public.has_business_role(${t.businessId}, array['owner']::text[])` }),
  ],
);

export type Business = typeof businesses.$inferSelect;
export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessMember = typeof businessMembers.$inferSelect;
