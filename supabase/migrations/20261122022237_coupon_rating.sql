ALTER TABLE "coupons" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "rating_avg" numeric GENERATED ALWAYS AS ((rating_sum::numeric / nullif(review_count, 0))) STORED;--> statement-breakpoint
CREATE INDEX "coupons_list_rating_idx" ON "coupons" USING btree ("rating_avg" DESC NULLS LAST,"sold" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "coupons"."status" = 'active';