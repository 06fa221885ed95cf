-- Issue 18: the other orderings a category page offers, as 20261124100200 did for price and newest.
-- Page 100 of restaurantes by popularity or discount read ~9k heap pages (44-126 ms at 1M coupons).
drop index if exists public.coupons_list_sold_idx;
--> statement-breakpoint
create index coupons_list_sold_idx on public.coupons (sold desc, created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
--> statement-breakpoint
drop index if exists public.coupons_list_discount_idx;
--> statement-breakpoint
create index coupons_list_discount_idx on public.coupons (discount_key desc nulls last, created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
--> statement-breakpoint
drop index if exists public.coupons_list_rating_idx;
--> statement-breakpoint
create index coupons_list_rating_idx on public.coupons (rating_key desc nulls last, sold desc, created_at desc, id desc) include (category, end_time, keyword_categories) where status = 'active';
--> statement-breakpoint
drop index if exists public.coupons_list_ending_idx;
--> statement-breakpoint
create index coupons_list_ending_idx on public.coupons (end_time, id desc) include (category, keyword_categories) where status = 'active';
