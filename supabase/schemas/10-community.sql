-- Community: /comunidad from real data. The current state of these objects: to change one, edit it
-- here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Orders, user achievements and profiles are private under
-- RLS, so the public aggregates are SECURITY DEFINER functions that answer only what the page
-- shows: display names (never e-mails or ids), sums, counts and anonymised events.
-- The first instant of the current month on Guatemala's clock.
create or replace function app_private.guatemala_month_start()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select date_trunc('month', now() at time zone 'America/Guatemala') at time zone 'America/Guatemala';
$$;

-- How many users hold each achievement of the catalogue.
create or replace function public.achievement_holders()
returns table (achievement_id uuid, holders integer)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, (select count(*)::int from public.user_achievements ua where ua.achievement_id = a.id)
  from public.achievements a;
$$;
revoke all on function public.achievement_holders() from public, anon, authenticated, service_role;
grant execute on function public.achievement_holders() to anon, authenticated, service_role;

-- The signed-in caller's own place in the month's ranking (no row when they saved nothing yet).
create or replace function public.community_my_position()
returns table (rank integer, saved numeric, savers integer)
language sql
stable
security definer
set search_path = ''
as $$
  with s as (select * from app_private.month_savings()),
  me as (select * from s where s.user_id = auth.uid())
  select (select count(*) from s where s.saved > me.saved
      or (s.saved = me.saved and (s.first_paid, s.user_id) < (me.first_paid, me.user_id)))::int + 1,
    me.saved, (select count(*) from s)::int
  from me;
$$;
revoke all on function public.community_my_position() from public, anon, authenticated, service_role;
grant execute on function public.community_my_position() to authenticated;

-- Top savers of the month: position, display name (null when none: the page words it), amount
-- saved. Ties keep who saved first.
create or replace function public.community_ranking(p_limit integer default 10)
returns table (rank integer, display_name text, saved numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select (row_number() over (order by s.saved desc, s.first_paid, s.user_id))::int,
    nullif(btrim(p.display_name), ''), s.saved
  from app_private.month_savings() s
  left join public.profiles p on p.id = s.user_id
  order by s.saved desc, s.first_paid, s.user_id
  limit least(greatest(coalesce(p_limit, 10), 1), 50);
$$;
revoke all on function public.community_ranking(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.community_ranking(p_limit integer) to anon, authenticated, service_role;

-- Money each buyer saved this month: (original − price paid) of every unit of a paid order that
-- was not refunded. Internal: the public functions below choose what to reveal.
create or replace function app_private.month_savings()
returns table (user_id uuid, saved numeric, first_paid timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.buyer_user_id, sum(c.original_price - i.unit_price), min(o.paid_at)
  from public.orders o
  join public.order_items i on i.order_id = o.id
  join public.vouchers v on v.order_item_id = i.id and v.status <> 'reembolsado'
  join public.coupons c on c.id = i.coupon_id
  where o.status = 'paid' and o.paid_at >= app_private.guatemala_month_start()
    and c.original_price > i.unit_price
  group by o.buyer_user_id;
$$;
revoke all on function app_private.month_savings() from public, anon, authenticated, service_role;

-- Recent public events, anonymised: reviews (rating and coupon, not the author), coupons published
-- by businesses, and achievements unlocked (which one, not by whom). Only active coupons appear.
create or replace function public.community_activity(p_limit integer default 20)
returns table (kind text, at timestamptz, subject text, business text, href text, rating integer)
language sql
stable
security definer
set search_path = ''
as $$
  (select * from (
    select 'review'::text, r.created_at, c.title, b.name, '/cupon/' || c.id, r.rating::int
    from public.reviews r join public.coupons c on c.id = r.coupon_id left join public.businesses b on b.id = c.business_id
    where c.status = 'active'
    order by r.created_at desc limit 50) reviews)
  union all
  (select * from (
    select 'coupon'::text, c.created_at, c.title, b.name, '/cupon/' || c.id, null::int
    from public.coupons c join public.businesses b on b.id = c.business_id and b.status = 'active'
    where c.status = 'active' and c.end_time > now()
    order by c.created_at desc limit 50) coupons)
  union all
  (select * from (
    select 'achievement'::text, ua.achieved_at, a.title, null::text, '/logros', null::int
    from public.user_achievements ua join public.achievements a on a.id = ua.achievement_id
    order by ua.achieved_at desc limit 50) achievements)
  order by 2 desc
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;
revoke all on function public.community_activity(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.community_activity(p_limit integer) to anon, authenticated, service_role;
