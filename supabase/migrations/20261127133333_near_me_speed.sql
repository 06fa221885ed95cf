-- Near-me search: each nearby branch's listable coupons, newest first, with the columns its
-- conditions test (listable end_time, category and keyword categories, subcategory, price), so a
-- walk along the branches reads the index alone. Drizzle cannot say INCLUDE: hand-edited.
CREATE INDEX "coupons_near_idx" ON "coupons" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("end_time","category","subcategory","keyword_categories","discount_price") WHERE "coupons"."status" = 'active';
