-- Issue 18, the deep numbered pages of a category (page 100: OFFSET 891). The walk along a sort
-- index reads every row it passes (~11k for restaurantes, 8% of the catalogue) to test the listable
-- rule and the category: ~10k heap pages, mostly outside shared buffers at 1M coupons (37-163 ms).
-- With the category test's columns in the index (category, end_time and keyword_categories,
-- 20261124100100) the rows a page skips are tested in the index (an index-only scan picks the
-- page's ids, lib/data/search.ts), and only the page's own rows are read. For the price orderings
-- and the newest (a category page's default), the walks a deep category page takes.
drop index if exists public.coupons_list_price_asc_idx;
--> statement-breakpoint
create index coupons_list_price_asc_idx on public.coupons (price_key, created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
--> statement-breakpoint
drop index if exists public.coupons_list_price_desc_idx;
--> statement-breakpoint
create index coupons_list_price_desc_idx on public.coupons (price_key desc, created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
--> statement-breakpoint
drop index if exists public.coupons_list_newest_idx;
--> statement-breakpoint
create index coupons_list_newest_idx on public.coupons (created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
