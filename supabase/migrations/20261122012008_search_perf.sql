DROP INDEX "coupons_created_idx";--> statement-breakpoint
DROP INDEX "coupons_popular_idx";--> statement-breakpoint
DROP INDEX "coupons_seller_idx";--> statement-breakpoint
DROP INDEX "coupons_business_idx";--> statement-breakpoint
CREATE INDEX "coupons_list_newest_idx" ON "coupons" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_price_asc_idx" ON "coupons" USING btree ("discount_price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_price_desc_idx" ON "coupons" USING btree ("discount_price" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_discount_idx" ON "coupons" USING btree ((("original_price" - "discount_price") / nullif("original_price", 0)) desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_sold_idx" ON "coupons" USING btree ("sold" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_ending_idx" ON "coupons" USING btree ("end_time","id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_list_subcategory_idx" ON "coupons" USING btree ("subcategory","end_time") WHERE "coupons"."status" = 'active';--> statement-breakpoint
CREATE INDEX "coupons_trips_idx" ON "coupons" USING btree ("end_time") WHERE "coupons"."status" = 'active' and "coupons"."details" ? 'tripType';--> statement-breakpoint
CREATE INDEX "coupons_experiences_idx" ON "coupons" USING btree ("end_time") WHERE "coupons"."status" = 'active' and "coupons"."details" ? 'difficulty';--> statement-breakpoint
CREATE INDEX "coupons_seller_idx" ON "coupons" USING btree ("seller_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "coupons_business_idx" ON "coupons" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);