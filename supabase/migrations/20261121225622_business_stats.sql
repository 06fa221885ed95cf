-- Public, honest figures about businesses (PRODUCT 1): follower counts without exposing who
-- follows whom, active coupons and the average rating of their coupons' reviews.
create or replace function public.business_public_stats(target uuid[])
returns table (business_id uuid, followers integer, active_coupons integer, rating numeric, reviews integer)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
    (select count(*)::int from public.follows f where f.business_id = b.id),
    (select count(*)::int from public.coupons c where c.business_id = b.id and c.status = 'active' and c.end_time > now()),
    (select round(avg(r.rating)::numeric, 1) from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = b.id),
    (select count(*)::int from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = b.id)
  from public.businesses b
  where b.id = any (target) and b.status = 'active';
$$;
--> statement-breakpoint
grant execute on function public.business_public_stats(uuid[]) to anon, authenticated, service_role;
