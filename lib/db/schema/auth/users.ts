import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";

/** One row per auth user, created by the on_auth_user_created trigger; readable by its owner only. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    totalPoints: integer("total_points").notNull().default(0),
    userLevel: integer("user_level").notNull().default(1),
    currentXp: integer("current_xp").notNull().default(0),
    nextLevelXp: integer("next_level_xp").default(100),
    streakDays: integer("streak_days").notNull().default(0),
    referralsCount: integer("referrals_count").notNull().default(0),
    vip: boolean("vip").notNull().default(false),
    referralCode: text("referral_code").unique("profiles_referral_code_key"),
    referredBy: uuid("referred_by"),
    /** The language of mails and pushes not tied to an order: the sign-up page's, then the profile's choice. */
    locale: text("locale").notNull().default("es"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("profiles_level_range", sql`${t.userLevel} between 1 and 5`),
    check("profiles_display_name_length", sql`char_length(${t.displayName}) <= 80`),
    check("profiles_locale_check", sql`${t.locale} in ('es', 'en')`),
  ],
).enableRLS();

/**
 * What public pages show of a person: sellers and reviewers only, name and avatar only (a view
 * defined in supabase/schemas/02-auth.sql; select for anon and authenticated).
 */
export const publicProfiles = pgView("public_profiles", {
  id: uuid("id").notNull(),
  displayName: text("display_name"),
  avatarUrl: text("avatar_url"),
}).existing();

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role], name: "user_roles_pkey" }),
    check("user_roles_role_check", sql`${t.role} in ('seller', 'admin')`),
  ],
).enableRLS();

export const achievements = pgTable(
  "achievements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique("achievements_code_key"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    icon: text("icon"),
    xp: integer("xp").notNull().default(0),
    /** What the rule counts (app_private.achievement_metric) and how much unlocks it. */
    ruleKind: text("rule_kind"),
    ruleTarget: numeric("rule_target", { precision: 12, scale: 2 }),
  },
  (t) => [
    check(
      "achievements_rule_kind",
      sql`${t.ruleKind} is null or ${t.ruleKind} = any (array['purchases', 'flash_purchases', 'categories', 'spent', 'saved', 'verified_reviews', 'follows', 'streak', 'referrals', 'referrals_month'])`,
    ),
  ],
).enableRLS();

export const userAchievements = pgTable(
  "user_achievements",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    achievementId: uuid("achievement_id")
      .notNull()
      .references(() => achievements.id, { onDelete: "cascade" }),
    achievedAt: timestamp("achieved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId], name: "user_achievements_pkey" }),
    index("user_achievements_achieved_idx").on(t.achievedAt.desc().nullsFirst()),
  ],
).enableRLS();

export type Profile = typeof profiles.$inferSelect;
export type UserRole = typeof userRoles.$inferSelect;
export type Achievement = typeof achievements.$inferSelect;
