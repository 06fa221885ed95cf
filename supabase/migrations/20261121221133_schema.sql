CREATE TABLE "business_members" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_members_pkey" PRIMARY KEY("business_id","user_id"),
	CONSTRAINT "business_members_role_check" CHECK ("business_members"."role" in ('owner', 'manager', 'editor', 'member'))
);
--> statement-breakpoint
ALTER TABLE "business_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text,
	"cover_url" text,
	"description" text,
	"category" text,
	"city" text,
	"address" text,
	"website" text,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"social_x_url" text,
	"social_instagram_url" text,
	"social_facebook_url" text,
	"social_tiktok_url" text,
	"hours" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_slug_key" UNIQUE("slug"),
	CONSTRAINT "businesses_status_check" CHECK ("businesses"."status" in ('active', 'hidden')),
	CONSTRAINT "businesses_slug_format" CHECK ("businesses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("businesses"."slug") <= 60)
);
--> statement-breakpoint
ALTER TABLE "businesses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_user_id" uuid,
	"business_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"original_price" numeric(12, 2),
	"discount_price" numeric(12, 2) NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"remaining" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"is_flash_sale" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"category" text DEFAULT 'General' NOT NULL,
	"subcategory" text,
	"location" text,
	"city" text,
	"address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_remaining_nonnegative" CHECK ("coupons"."remaining" >= 0),
	CONSTRAINT "coupons_remaining_le_total" CHECK ("coupons"."remaining" <= "coupons"."total_stock"),
	CONSTRAINT "coupons_sold_nonnegative" CHECK ("coupons"."sold" >= 0),
	CONSTRAINT "coupons_prices_valid" CHECK ("coupons"."discount_price" >= 0 and ("coupons"."original_price" is null or "coupons"."discount_price" <= "coupons"."original_price")),
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('active', 'paused', 'draft', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"billing_address" text,
	"billing_city" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_buyer_idempotency_key" UNIQUE("buyer_user_id","idempotency_key"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "orders_card_last4_format" CHECK ("orders"."card_last4" is null or "orders"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"business_id" uuid,
	"buyer_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'vigente' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_key" UNIQUE("code"),
	CONSTRAINT "vouchers_status_check" CHECK ("vouchers"."status" in ('vigente', 'canjeado', 'vencido'))
);
--> statement-breakpoint
ALTER TABLE "vouchers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unique_user_coupon_review" UNIQUE("coupon_id","user_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("user_id","coupon_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text,
	"xp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievements_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "achievements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"total_points" integer DEFAULT 0 NOT NULL,
	"user_level" integer DEFAULT 1 NOT NULL,
	"current_xp" integer DEFAULT 0 NOT NULL,
	"next_level_xp" integer DEFAULT 100,
	"streak_days" integer DEFAULT 0 NOT NULL,
	"referrals_count" integer DEFAULT 0 NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"referral_code" text,
	"referred_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_referral_code_key" UNIQUE("referral_code"),
	CONSTRAINT "profiles_level_range" CHECK ("profiles"."user_level" between 1 and 5),
	CONSTRAINT "profiles_display_name_length" CHECK (char_length("profiles"."display_name") <= 80)
);
--> statement-breakpoint
ALTER TABLE "profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" uuid NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_pkey" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "user_achievements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_pkey" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('seller'))
);
--> statement-breakpoint
ALTER TABLE "user_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_members_user_idx" ON "business_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "businesses_directory_idx" ON "businesses" USING btree ("is_verified" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "businesses_category_idx" ON "businesses" USING btree ("category");--> statement-breakpoint
CREATE INDEX "coupons_active_end_idx" ON "coupons" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_category_idx" ON "coupons" USING btree ("category","subcategory");--> statement-breakpoint
CREATE INDEX "coupons_seller_idx" ON "coupons" USING btree ("seller_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_business_idx" ON "coupons" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_flash_idx" ON "coupons" USING btree ("end_time") WHERE "coupons"."is_flash_sale" and "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_coupon_idx" ON "order_items" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_buyer_idx" ON "vouchers" USING btree ("buyer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_business_idx" ON "vouchers" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "reviews_coupon_idx" ON "reviews" USING btree ("coupon_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_coupon_idx" ON "favourites" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "follows_business_idx" ON "follows" USING btree ("business_id");--> statement-breakpoint
CREATE POLICY "business_members_select" ON "business_members" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("business_members"."user_id" = (select auth.uid()) or public.has_business_role("business_members"."business_id", array['owner','manager','editor','member']::text[]));--> statement-breakpoint
CREATE POLICY "business_members_insert_owner" ON "business_members" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK (public.has_business_role("business_members"."business_id", array['owner']::text[]));--> statement-breakpoint
CREATE POLICY "business_members_update_owner" ON "business_members" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (public.has_business_role("business_members"."business_id", array['owner']::text[])) WITH CHECK (public.has_business_role("business_members"."business_id", array['owner']::text[]));--> statement-breakpoint
CREATE POLICY "business_members_delete_owner" ON "business_members" AS PERMISSIVE FOR DELETE TO "authenticated" USING (public.has_business_role("business_members"."business_id", array['owner']::text[]));--> statement-breakpoint
CREATE POLICY "businesses_select_public" ON "businesses" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("businesses"."status" = 'active');--> statement-breakpoint
CREATE POLICY "businesses_select_member" ON "businesses" AS PERMISSIVE FOR SELECT TO "authenticated" USING (public.has_business_role("businesses"."id", array['owner','manager','editor','member']::text[]));--> statement-breakpoint
CREATE POLICY "businesses_insert_owner" ON "businesses" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("businesses"."owner_user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "businesses_update_editor" ON "businesses" AS PERMISSIVE FOR UPDATE TO "authenticated" USING (public.has_business_role("businesses"."id", array['owner','manager','editor']::text[])) WITH CHECK (public.has_business_role("businesses"."id", array['owner','manager','editor']::text[]));--> statement-breakpoint
CREATE POLICY "businesses_delete_owner" ON "businesses" AS PERMISSIVE FOR DELETE TO "authenticated" USING (public.has_business_role("businesses"."id", array['owner']::text[]));--> statement-breakpoint
CREATE POLICY "coupons_select_active" ON "coupons" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING ("coupons"."status" = 'active');--> statement-breakpoint
CREATE POLICY "coupons_select_own" ON "coupons" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("coupons"."seller_user_id" = (select auth.uid()) or public.has_business_role("coupons"."business_id", array['owner','manager','editor']::text[]));--> statement-breakpoint
CREATE POLICY "coupons_insert_editor" ON "coupons" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("coupons"."seller_user_id" = (select auth.uid()) and public.has_business_role("coupons"."business_id", array['owner','manager','editor']::text[]));--> statement-breakpoint
CREATE POLICY "coupons_update_editor" ON "coupons" AS PERMISSIVE FOR UPDATE TO "authenticated" USING ("coupons"."seller_user_id" = (select auth.uid()) or public.has_business_role("coupons"."business_id", array['owner','manager','editor']::text[])) WITH CHECK ("coupons"."seller_user_id" = (select auth.uid()) or public.has_business_role("coupons"."business_id", array['owner','manager','editor']::text[]));--> statement-breakpoint
CREATE POLICY "coupons_delete_editor" ON "coupons" AS PERMISSIVE FOR DELETE TO "authenticated" USING ("coupons"."seller_user_id" = (select auth.uid()) or public.has_business_role("coupons"."business_id", array['owner','manager']::text[]));--> statement-breakpoint
CREATE POLICY "order_items_select_buyer" ON "order_items" AS PERMISSIVE FOR SELECT TO "authenticated" USING (exists (select 1 from public.orders o where o.id = "order_items"."order_id" and o.buyer_user_id = (select auth.uid())));--> statement-breakpoint
CREATE POLICY "orders_select_buyer" ON "orders" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("orders"."buyer_user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "vouchers_select_buyer_or_business" ON "vouchers" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("vouchers"."buyer_user_id" = (select auth.uid()) or public.has_business_role("vouchers"."business_id", array['owner','manager','editor']::text[]));--> statement-breakpoint
CREATE POLICY "reviews_select_all" ON "reviews" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING (true);--> statement-breakpoint
CREATE POLICY "reviews_insert_self" ON "reviews" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("reviews"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "reviews_update_self" ON "reviews" AS PERMISSIVE FOR UPDATE TO "authenticated" USING ("reviews"."user_id" = (select auth.uid())) WITH CHECK ("reviews"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "reviews_delete_self" ON "reviews" AS PERMISSIVE FOR DELETE TO "authenticated" USING ("reviews"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "favourites_select_self" ON "favourites" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("favourites"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "favourites_insert_self" ON "favourites" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("favourites"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "favourites_delete_self" ON "favourites" AS PERMISSIVE FOR DELETE TO "authenticated" USING ("favourites"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "follows_select_self" ON "follows" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("follows"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "follows_insert_self" ON "follows" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("follows"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "follows_delete_self" ON "follows" AS PERMISSIVE FOR DELETE TO "authenticated" USING ("follows"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "achievements_select_all" ON "achievements" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING (true);--> statement-breakpoint
CREATE POLICY "profiles_select_public" ON "profiles" AS PERMISSIVE FOR SELECT TO "anon", "authenticated" USING (true);--> statement-breakpoint
CREATE POLICY "profiles_update_self" ON "profiles" AS PERMISSIVE FOR UPDATE TO "authenticated" USING ("profiles"."id" = (select auth.uid())) WITH CHECK ("profiles"."id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "user_achievements_select_self" ON "user_achievements" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("user_achievements"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "user_roles_select_self" ON "user_roles" AS PERMISSIVE FOR SELECT TO "authenticated" USING ("user_roles"."user_id" = (select auth.uid()));--> statement-breakpoint
CREATE POLICY "user_roles_insert_self" ON "user_roles" AS PERMISSIVE FOR INSERT TO "authenticated" WITH CHECK ("user_roles"."user_id" = (select auth.uid()) and "user_roles"."role" = 'seller');--> statement-breakpoint
CREATE POLICY "user_roles_delete_self" ON "user_roles" AS PERMISSIVE FOR DELETE TO "authenticated" USING ("user_roles"."user_id" = (select auth.uid()));