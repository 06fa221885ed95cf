ALTER TABLE "coupons" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce(title, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "place_text" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce(location, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '') || ' ' || coalesce(title, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
CREATE INDEX "coupons_search_trgm_idx" ON "coupons" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_place_trgm_idx" ON "coupons" USING gin ("place_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_popular_idx" ON "coupons" USING btree ("sold" DESC NULLS LAST);