-- Near-me words: each coupon's 3-letter-sequence signature (public.text_signature of its search
-- text), in coupons_near_idx so the walk skips coupons that cannot hold a word without reading
-- them from the table. Hand-edited: drizzle wrote the column only; the index is recreated with
-- the signature in its INCLUDE, which Drizzle cannot say (as in near_me_speed).
ALTER TABLE "coupons" ADD COLUMN "text_signature" bit(512) GENERATED ALWAYS AS (public.text_signature(lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "coupons_near_idx";--> statement-breakpoint
CREATE INDEX "coupons_near_idx" ON "coupons" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("end_time","category","subcategory","keyword_categories","discount_price","text_signature") WHERE "coupons"."status" = 'active';
