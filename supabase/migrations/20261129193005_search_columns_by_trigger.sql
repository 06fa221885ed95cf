-- The four text search columns of coupons stop being generated: a stored generated column is
-- recomputed on every update of its row, a stock move included, and these four (unaccenting,
-- keyword tests, the 3-letter signature) were most of each sale's update. Their values stay; the
-- trigger coupons_search_columns (supabase/schemas/04-search.sql) now keeps them, only when the
-- text they are made from is written.
ALTER TABLE "coupons" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "place_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "keyword_categories" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "text_signature" DROP EXPRESSION;
