import { sql } from "drizzle-orm";
import {
  bigint,
  bit,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { authUsers } from "drizzle-orm/supabase";
import type { CouponDetails } from "@/lib/domain/coupon-details";
import { businesses } from "./businesses";

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerUserId: uuid("seller_user_id").references(() => authUsers.id, { onDelete: "set null" }),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** Optional English versions for visitors reading English (null: they see the Spanish). */
    titleEn: text("title_en"),
    descriptionEn: text("description_en"),
    /** English fine print, one item per line: the counterpart of details.restrictions. */
    finePrintEn: text("fine_print_en"),
    imageUrl: text("image_url"),
    originalPrice: numeric("original_price", { precision: 12, scale: 2 }),
    discountPrice: numeric("discount_price", { precision: 12, scale: 2 }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    remaining: integer("remaining").notNull(),
    totalStock: integer("total_stock").notNull(),
    sold: integer("sold").notNull().default(0),
    /** Units held by pending orders; remaining = total_stock - sold - reserved (coupons_stock_balance). */
    reserved: integer("reserved").notNull().default(0),
    isFlashSale: boolean("is_flash_sale").notNull().default(false),
    status: text("status").notNull().default("active"),
    category: text("category").notNull().default("General"),
    subcategory: text("subcategory"),
    location: text("location"),
    city: text("city"),
    address: text("address"),
    /** Vertical attributes (cuisine, duration, trip type...) and detail-only fields. */
    details: jsonb("details").$type<CouponDetails>().notNull().default({}),
    /** "Requiere reserva": the voucher needs a booked time (lib/bookings). */
    requiresBooking: boolean("requires_booking").notNull().default(false),
    /** What a missed booking costs: the voucher stays 'valido' or is 'perdido' (stated on the coupon page). */
    noShowPolicy: text("no_show_policy").notNull().default("valido"),
    /** Real visits of the detail page (record_coupon_view), for "Más visitados". */
    viewCount: integer("view_count").notNull().default(0),
    /** Sum and number of review ratings, kept by a trigger on reviews (sorting by rating at 100k). */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Average rating, null without reviews; unrounded so ties sort as the plain average does. */
    ratingAvg: numeric("rating_avg").generatedAlwaysAs(sql`(rating_sum::numeric / nullif(review_count, 0))`),
    /**
     * Sort keys of the price, discount and rating orderings: numeric comparisons are not
     * leakproof, so under RLS they cannot start an index walk at a keyset cursor; these can.
     */
    priceKey: bigint("price_key", { mode: "number" }).generatedAlwaysAs(sql`((discount_price * 100)::bigint)`),
    discountKey: doublePrecision("discount_key").generatedAlwaysAs(
      sql`(((original_price - discount_price) / nullif(original_price, 0))::double precision)`,
    ),
    ratingKey: doublePrecision("rating_key").generatedAlwaysAs(
      sql`(rating_sum::double precision / nullif(review_count, 0))`,
    ),
    /**
     * The text search columns below are derived from the text (title, description, both
     * languages, location, city, address, category) by the trigger coupons_search_columns
     * (supabase/schemas/04-search.sql), only when one of those is written. As generated columns
     * they were recomputed on every update of the row, a stock move included: the unaccenting,
     * the keyword test and the signature were most of the cost of each sale's update, made while
     * holding the coupon's row that every buyer of a flash sale queues for.
     */
    /** Lowercase, accent-free title + description (both languages): what text search matches (trigram index). */
    searchText: text("search_text"),
    /** Lowercase, accent-free location, city, address, title and description: the location filter. */
    placeText: text("place_text"),
    /**
     * The other catalogue categories whose keywords the search text has, or null: a
     * category page tests this instead of its keywords' LIKE patterns on every row it walks.
     */
    keywordCategories: text("keyword_categories").array(),
    /**
     * public.text_signature of the search text (its 3-letter sequences as 512 bits): in
     * coupons_near_idx, so the near-me walk skips coupons that cannot contain a word without
     * reading their text from the table.
     */
    textSignature: bit("text_signature", { dimensions: 512 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Stock can never go below zero, whatever writes it.
    check("coupons_no_show_policy_check", sql`${t.noShowPolicy} in ('valido', 'perdido')`),
    check("coupons_remaining_nonnegative", sql`${t.remaining} >= 0`),
    check("coupons_remaining_le_total", sql`${t.remaining} <= ${t.totalStock}`),
    check("coupons_sold_nonnegative", sql`${t.sold} >= 0`),
    check("coupons_reserved_nonnegative", sql`${t.reserved} >= 0`),
    // Requests write total_stock only; a trigger (guard_coupon_stock) computes remaining for them.
    check("coupons_stock_covers_sold", sql`${t.totalStock} >= ${t.sold} + ${t.reserved}`),
    check("coupons_stock_balance", sql`${t.remaining} = ${t.totalStock} - ${t.sold} - ${t.reserved}`),
    check(
      "coupons_prices_valid",
      sql`${t.discountPrice} >= 0 and (${t.originalPrice} is null or ${t.discountPrice} <= ${t.originalPrice})`,
    ),
    check(
      "coupons_status_check",
      sql`${t.status} in ('active', 'paused', 'draft', 'archived', 'pending', 'hidden', 'removed')`,
    ),
    // The catalogue's lookups: active + end_time listing, category, seller and business. A DESC key must be
    // NULLS FIRST, as ORDER BY ... DESC is: drizzle's default (NULLS LAST) never serves that order.
    index("coupons_active_end_idx").on(t.status, t.endTime),
    index("coupons_category_idx").on(t.category, t.subcategory),
    index("coupons_seller_idx").on(t.sellerUserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("coupons_business_idx").on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("coupons_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("coupons_place_trgm_idx").using("gin", sql`${t.placeText} gin_trgm_ops`),
    index("coupons_end_time_idx").on(t.endTime),
    index("coupons_flash_idx")
      .on(t.endTime)
      .where(sql`${t.isFlashSale} and ${t.status} = 'active'`),
    // One index per catalogue ordering over active coupons, with every sort key of lib/data/search/search.ts
    // (ties broken by newest, then id), so a page is a short index walk instead of sorting ~95k rows.
    // Partial on status only: now() may not appear in a predicate, end_time > now() is filtered.
    // Each also INCLUDEs category, end_time and keyword_categories, so that a deep category page
    // skips rows in the index alone. Drizzle cannot say INCLUDE: the baseline migration's SQL adds
    // it, and a change to one of these indexes must be a hand-edited migration that keeps it.
    index("coupons_list_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_price_asc_idx")
      .on(t.priceKey.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_price_desc_idx")
      .on(t.priceKey.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_discount_idx")
      .on(t.discountKey.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_rating_idx")
      .on(
        t.ratingKey.desc().nullsLast(),
        t.sold.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_sold_idx")
      .on(t.sold.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index("coupons_list_ending_idx")
      .on(t.endTime.asc(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // A subcategory is a small part of the catalogue (text equality may use an index under RLS).
    index("coupons_list_subcategory_idx")
      .on(t.subcategory, t.endTime)
      .where(sql`${t.status} = 'active'`),
    // A category's own listable coupons: the lower bound of a category page's bounded count.
    index("coupons_list_category_idx")
      .on(t.category, t.endTime)
      .where(sql`${t.status} = 'active'`),
    // Near-me search reads each nearby branch's listable coupons, newest first (lib/data/search/near.ts):
    // it INCLUDEs end_time, category, subcategory, keyword_categories, discount_price and
    // text_signature (hand-edited migrations near_me_speed and near_word_signature), so the count and the pages test the listable rule and
    // the usual filters in the index alone instead of reading ~100 rows per branch from the table.
    index("coupons_near_idx")
      .on(t.businessId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // The trip and experience verticals are a small part of the catalogue: their filters start here.
    index("coupons_trips_idx")
      .on(t.endTime)
      .where(sql`${t.status} = 'active' and ${t.details} ? 'tripType'`),
    index("coupons_experiences_idx")
      .on(t.endTime)
      .where(sql`${t.status} = 'active' and ${t.details} ? 'difficulty'`),
  ],
).enableRLS();

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
