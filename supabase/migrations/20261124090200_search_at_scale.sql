-- Issue 18, search at a million coupons. A category's own listable coupons, on an index: the
-- bounded count of a category page (lib/data/search.ts) first counts `category = X` here, at most
-- 10,001 entries of an index-only scan; only a category below that bound has its keyword matches
-- counted through match_coupons (which reads every match, ~1 s for 80k of them).
create index if not exists coupons_list_category_idx on public.coupons (category, end_time) where status = 'active';
