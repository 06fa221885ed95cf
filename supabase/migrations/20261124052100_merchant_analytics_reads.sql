-- Issue 14: what a business's people may read of its numbers. Owners and managers see the whole
-- business; an editor sees only the coupons they published (coupons.seller_user_id); anyone else
-- gets an insufficient_privilege error. Days are Guatemala days. Amounts are order-line prices
-- (without IVA, a tax collected for the state); a refund counts the refunded unit's line price on
-- the day it was refunded.

-- 'all' (owner, manager), 'own' (editor) or an error.
create or replace function app_private.analytics_scope(p_business uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  select m.role into v_role from public.business_members m where m.business_id = p_business and m.user_id = auth.uid();
  if v_role in ('owner', 'manager') then
    return 'all';
  elsif v_role = 'editor' then
    return 'own';
  end if;
  raise exception 'analytics: not a member of this business' using errcode = '42501';
end;
$$;
--> statement-breakpoint
revoke all on function app_private.analytics_scope(uuid) from public;
--> statement-breakpoint
-- Views per day: the whole business reads its rollup; an editor's coupons count their own view
-- rows. Two separate statements, so the owner's plan never touches the view rows (one query with
-- both branches gated by a flag scanned them anyway).
create or replace function app_private.analytics_views(p_business uuid, p_from date, p_to date, p_all boolean, p_uid uuid)
returns table (day date, views integer, unique_viewers integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if p_all then
    return query
    select d.day, d.views, d.unique_viewers from public.business_view_daily d
    where d.business_id = p_business and d.day between p_from and p_to;
  else
    return query
    select cv.day, count(*)::integer, count(distinct cv.visitor_hash)::integer
    from public.coupons c join public.coupon_views cv on cv.coupon_id = c.id
    where c.business_id = p_business and c.seller_user_id = p_uid and cv.day between p_from and p_to
    group by cv.day;
  end if;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.analytics_views(uuid, date, date, boolean, uuid) from public;
--> statement-breakpoint
create or replace function public.business_analytics_daily(p_business uuid, p_from date, p_to date)
returns table (
  day date, views integer, unique_viewers integer, orders integer, buyers integer, units integer,
  gross numeric, refunds numeric, redeemed integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_all boolean := app_private.analytics_scope(p_business) = 'all';
  v_uid uuid := auth.uid();
  v_start timestamptz := p_from::timestamp at time zone 'America/Guatemala';
  v_end timestamptz := (p_to + 1)::timestamp at time zone 'America/Guatemala';
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 400 then
    raise exception 'analytics: bad range' using errcode = '22023';
  end if;
  -- Materialized: each is computed once, not again for every day of the series it is joined to.
  return query
  with mine as materialized (
    select c.id from public.coupons c where c.business_id = p_business and (v_all or c.seller_user_id = v_uid)
  ),
  v as materialized (
    select a.day, a.views, a.unique_viewers from app_private.analytics_views(p_business, p_from, p_to, v_all, v_uid) a
  ),
  s as materialized (
    select (o.paid_at at time zone 'America/Guatemala')::date as day,
      count(distinct o.id)::integer as orders, count(distinct o.buyer_user_id)::integer as buyers,
      sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross
    from mine join public.order_items i on i.coupon_id = mine.id join public.orders o on o.id = i.order_id
    where o.status = 'paid' and o.paid_at >= v_start and o.paid_at < v_end
    group by 1
  ),
  r as materialized (
    select (vo.refunded_at at time zone 'America/Guatemala')::date as day, sum(i.unit_price) as refunds
    from public.vouchers vo join mine on mine.id = vo.coupon_id join public.order_items i on i.id = vo.order_item_id
    where vo.business_id = p_business and vo.refunded_at >= v_start and vo.refunded_at < v_end
    group by 1
  ),
  x as materialized (
    select (vo.redeemed_at at time zone 'America/Guatemala')::date as day, count(*)::integer as redeemed
    from public.vouchers vo join mine on mine.id = vo.coupon_id
    where vo.business_id = p_business and vo.status = 'canjeado' and vo.redeemed_at >= v_start and vo.redeemed_at < v_end
    group by 1
  )
  select g.day::date, coalesce(v.views, 0), coalesce(v.unique_viewers, 0), coalesce(s.orders, 0),
    coalesce(s.buyers, 0), coalesce(s.units, 0), coalesce(s.gross, 0)::numeric, coalesce(r.refunds, 0)::numeric,
    coalesce(x.redeemed, 0)
  from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g(day)
  left join v on v.day = g.day::date
  left join s on s.day = g.day::date
  left join r on r.day = g.day::date
  left join x on x.day = g.day::date
  order by 1;
end;
$$;
--> statement-breakpoint
-- The best-selling coupons of the range (by revenue), with their views.
create or replace function public.business_top_coupons(p_business uuid, p_from date, p_to date, p_limit integer default 5)
returns table (coupon_id uuid, title text, units integer, gross numeric, views integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_all boolean := app_private.analytics_scope(p_business) = 'all';
  v_uid uuid := auth.uid();
  v_start timestamptz := p_from::timestamp at time zone 'America/Guatemala';
  v_end timestamptz := (p_to + 1)::timestamp at time zone 'America/Guatemala';
begin
  return query
  with top as (
    select c.id, c.title, sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross
    from public.coupons c join public.order_items i on i.coupon_id = c.id join public.orders o on o.id = i.order_id
    where c.business_id = p_business and (v_all or c.seller_user_id = v_uid)
      and o.status = 'paid' and o.paid_at >= v_start and o.paid_at < v_end
    group by c.id, c.title
    order by 4 desc, 3 desc, c.id
    limit least(greatest(coalesce(p_limit, 5), 1), 20)
  )
  select top.id, top.title, top.units, top.gross,
    coalesce((select sum(d.views) from public.coupon_view_daily d where d.coupon_id = top.id and d.day between p_from and p_to), 0)::integer
  from top
  order by top.gross desc, top.units desc, top.id;
end;
$$;
--> statement-breakpoint
-- Per month (Guatemala time) of the last p_months: sales and refunds of the whole business, and its
-- commission rate. Owners and managers only; commission and net are computed from these by
-- lib/domain/statement.ts (one rounding rule, unit tested).
create or replace function public.business_statement(p_business uuid, p_months integer default 12)
returns table (month date, gross numeric, refunds numeric, commission_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_rate numeric;
  v_first date := (date_trunc('month', now() at time zone 'America/Guatemala') - make_interval(months => least(greatest(coalesce(p_months, 12), 1), 36) - 1))::date;
  v_start timestamptz := v_first::timestamp at time zone 'America/Guatemala';
begin
  if app_private.analytics_scope(p_business) <> 'all' then
    raise exception 'statement: owners and managers only' using errcode = '42501';
  end if;
  select b.commission_rate into v_rate from public.businesses b where b.id = p_business;
  return query
  with s as (
    select date_trunc('month', o.paid_at at time zone 'America/Guatemala')::date as month, sum(i.quantity * i.unit_price) as gross
    from public.coupons c join public.order_items i on i.coupon_id = c.id join public.orders o on o.id = i.order_id
    where c.business_id = p_business and o.status = 'paid' and o.paid_at >= v_start
    group by 1
  ),
  r as (
    select date_trunc('month', vo.refunded_at at time zone 'America/Guatemala')::date as month, sum(i.unit_price) as refunds
    from public.vouchers vo join public.order_items i on i.id = vo.order_item_id
    where vo.business_id = p_business and vo.refunded_at >= v_start
    group by 1
  )
  select g.m::date, coalesce(s.gross, 0)::numeric, coalesce(r.refunds, 0)::numeric, v_rate
  from generate_series(v_first::timestamp, date_trunc('month', now() at time zone 'America/Guatemala'), interval '1 month') g(m)
  left join s on s.month = g.m::date
  left join r on r.month = g.m::date
  order by 1 desc;
end;
$$;
--> statement-breakpoint
revoke all on function public.business_analytics_daily(uuid, date, date) from public;
--> statement-breakpoint
revoke all on function public.business_top_coupons(uuid, date, date, integer) from public;
--> statement-breakpoint
revoke all on function public.business_statement(uuid, integer) from public;
--> statement-breakpoint
grant execute on function public.business_analytics_daily(uuid, date, date) to authenticated;
--> statement-breakpoint
grant execute on function public.business_top_coupons(uuid, date, date, integer) to authenticated;
--> statement-breakpoint
grant execute on function public.business_statement(uuid, integer) to authenticated;
