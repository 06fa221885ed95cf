CREATE TABLE "exchange_rates" (
	"rate_date" date PRIMARY KEY NOT NULL,
	"quetzales_per_dollar" numeric(10, 5) NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."quetzales_per_dollar" > 0)
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_private"."jobs" DROP CONSTRAINT "jobs_name_check";--> statement-breakpoint
-- English content: optional English title, description and fine print on coupons, an English
-- description on businesses. Hand-edited: the columns come first (the search columns read them);
-- the four stored search columns, now reading the English text too, are rebuilt in one ALTER
-- (one rewrite of the table instead of four); dropping them dropped every index that names them
-- (drizzle-kit does not know), made again here as the earlier migrations define them, INCLUDE
-- lists and all (baseline, near_me_speed, near_word_signature).
ALTER TABLE "businesses" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "title_en" text, ADD COLUMN "description_en" text, ADD COLUMN "fine_print_en" text;--> statement-breakpoint
ALTER TABLE "coupons"
  DROP COLUMN "search_text",
  DROP COLUMN "place_text",
  DROP COLUMN "keyword_categories",
  DROP COLUMN "text_signature",
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, '') || coalesce(' ' || title_en, '') || coalesce(' ' || description_en, '')))) STORED,
  ADD COLUMN "place_text" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce(location, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '') || ' ' || coalesce(title, '') || ' ' || coalesce(description, '') || coalesce(' ' || title_en, '') || coalesce(' ' || description_en, '')))) STORED,
  ADD COLUMN "keyword_categories" text[] GENERATED ALWAYS AS (public.keyword_categories(lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, '') || coalesce(' ' || title_en, '') || coalesce(' ' || description_en, ''))), category)) STORED,
  ADD COLUMN "text_signature" bit(512) GENERATED ALWAYS AS (public.text_signature(lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, '') || coalesce(' ' || title_en, '') || coalesce(' ' || description_en, ''))))) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_search_trgm_idx" ON "coupons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_place_trgm_idx" ON "coupons" USING gin ("place_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_newest_idx" ON "coupons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_price_asc_idx" ON "coupons" USING btree ("price_key","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_price_desc_idx" ON "coupons" USING btree ("price_key" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_discount_idx" ON "coupons" USING btree ("discount_key" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_rating_idx" ON "coupons" USING btree ("rating_key" DESC NULLS LAST,"sold" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_sold_idx" ON "coupons" USING btree ("sold" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","end_time","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_list_ending_idx" ON "coupons" USING btree ("end_time","id" DESC NULLS FIRST) INCLUDE ("category","keyword_categories") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coupons_near_idx" ON "coupons" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("end_time","category","subcategory","keyword_categories","discount_price","text_signature") WHERE "coupons"."status" = 'active';--> statement-breakpoint
ALTER TABLE "app_private"."jobs" ADD CONSTRAINT "jobs_name_check" CHECK (name = any (array['send_receipt', 'send_expiry_reminder', 'scan_expiry_reminders', 'release_expired_orders', 'complete_refund', 'retry_pending_refunds', 'cleanup_expired', 'settle_referral_rewards', 'notify_followers', 'apply_payment_event', 'refund_order_payment', 'reconcile_payments', 'certify_invoice', 'certify_credit_note', 'send_fel_document', 'cancel_fel_document', 'send_fel_cancellation', 'certify_commission_invoice', 'award_order_loyalty', 'release_ledger_vouchers', 'check_ledger', 'run_payouts', 'send_payout_email', 'send_bank_account_email', 'send_push', 'push_pass_update', 'update_google_wallet', 'send_booking_email', 'send_booking_reminder', 'send_booking_seller_email', 'fetch_exchange_rate']));