-- Issue 18: keyset pages on price, discount and rating. PostgreSQL does not mark numeric
-- comparisons leakproof, so under RLS (every search runs as anon or the user) `discount_price >= v`
-- is only a filter checked after the policy, never an index condition: a page after a cursor
-- walked the sort index from its first entry (775 ms for page 1,113 of a category by price at 1M
-- coupons). Integer and float comparisons are leakproof: these stored keys sort exactly as the
-- numeric columns do (cents are exact; the two ratios are only ever compared with each other), and
-- the list indexes of those orderings move onto them.
alter table public.coupons
  add column price_key bigint generated always as ((discount_price * 100)::bigint) stored,
  add column discount_key double precision generated always as (((original_price - discount_price) / nullif(original_price, 0))::double precision) stored,
  add column rating_key double precision generated always as (rating_sum::double precision / nullif(review_count, 0)) stored;
--> statement-breakpoint
drop index if exists public.coupons_list_price_asc_idx;
--> statement-breakpoint
drop index if exists public.coupons_list_price_desc_idx;
--> statement-breakpoint
drop index if exists public.coupons_list_discount_idx;
--> statement-breakpoint
drop index if exists public.coupons_list_rating_idx;
--> statement-breakpoint
create index coupons_list_price_asc_idx on public.coupons (price_key, created_at desc, id desc) where status = 'active';
--> statement-breakpoint
create index coupons_list_price_desc_idx on public.coupons (price_key desc, created_at desc, id desc) where status = 'active';
--> statement-breakpoint
create index coupons_list_discount_idx on public.coupons (discount_key desc nulls last, created_at desc, id desc) where status = 'active';
--> statement-breakpoint
create index coupons_list_rating_idx on public.coupons (rating_key desc nulls last, sold desc, created_at desc, id desc) where status = 'active';
