-- Issue 14, analytics at scale: the analytics, top coupons and statement read the sales rollups of
-- 20261124090100 instead of the order lines. Owners and managers read the business-day rows (at
-- most one per day); an editor's sales are their own coupons' order lines and vouchers as before
-- (orders and buyers are distinct counts over several coupons: per-coupon rows would count an order
-- holding two of their coupons twice), which stays bounded by what those coupons sold.

-- Sales per day for the whole business (p_all) or for p_uid's coupons. Two statements, as in
-- app_private.analytics_views, so the owner's plan never touches the order lines.
create or replace function app_private.analytics_sales(p_business uuid, p_from date, p_to date, p_all boolean, p_uid uuid)
returns table (day date, orders integer, buyers integer, units integer, gross numeric, refunds numeric, redeemed integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_start timestamptz := p_from::timestamp at time zone 'America/Guatemala';
  v_end timestamptz := (p_to + 1)::timestamp at time zone 'America/Guatemala';
begin
  if p_all then
    return query
    select d.day, d.orders, d.buyers, d.units, d.gross::numeric, d.refunds::numeric, d.redeemed
    from public.business_sales_daily d
    where d.business_id = p_business and d.day between p_from and p_to;
    return;
  end if;
  return query
  with mine as materialized (
    select c.id from public.coupons c where c.business_id = p_business and c.seller_user_id = p_uid
  ),
  s as materialized (
    select (o.paid_at at time zone 'America/Guatemala')::date as day,
      count(distinct o.id)::integer as orders, count(distinct o.buyer_user_id)::integer as buyers,
      sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross
    from mine join public.order_items i on i.coupon_id = mine.id join public.orders o on o.id = i.order_id
    where o.status = 'paid' and o.paid_at >= v_start and o.paid_at < v_end
    group by 1
  ),
  -- Refunds and redemptions add up over coupons: the per-coupon rollup.
  r as materialized (
    select d.day, sum(d.refunds) as refunds, sum(d.redeemed)::integer as redeemed
    from mine join public.coupon_sales_daily d on d.coupon_id = mine.id
    where d.day between p_from and p_to
    group by 1
  )
  select coalesce(s.day, r.day), coalesce(s.orders, 0), coalesce(s.buyers, 0), coalesce(s.units, 0),
    coalesce(s.gross, 0)::numeric, coalesce(r.refunds, 0)::numeric, coalesce(r.redeemed, 0)
  from s full join r on r.day = s.day;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.analytics_sales(uuid, date, date, boolean, uuid) from public;
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
begin
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 400 then
    raise exception 'analytics: bad range' using errcode = '22023';
  end if;
  -- Materialized: each is computed once, not again for every day of the series it is joined to.
  return query
  with v as materialized (
    select a.day, a.views, a.unique_viewers from app_private.analytics_views(p_business, p_from, p_to, v_all, v_uid) a
  ),
  s as materialized (
    select a.* from app_private.analytics_sales(p_business, p_from, p_to, v_all, v_uid) a
  )
  select g.day::date, coalesce(v.views, 0), coalesce(v.unique_viewers, 0), coalesce(s.orders, 0),
    coalesce(s.buyers, 0), coalesce(s.units, 0), coalesce(s.gross, 0)::numeric, coalesce(s.refunds, 0)::numeric,
    coalesce(s.redeemed, 0)
  from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g(day)
  left join v on v.day = g.day::date
  left join s on s.day = g.day::date
  order by 1;
end;
$$;
--> statement-breakpoint
-- The best-selling coupons of the range (by revenue), with their views: per-coupon rollup rows.
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
begin
  return query
  with top as (
    select d.coupon_id as id, sum(d.units)::integer as units, sum(d.gross) as gross
    from public.coupon_sales_daily d
    where d.business_id = p_business and d.day between p_from and p_to
      and (v_all or d.coupon_id in (select c.id from public.coupons c where c.business_id = p_business and c.seller_user_id = v_uid))
    group by d.coupon_id
    having sum(d.units) > 0
    order by 3 desc, 2 desc, d.coupon_id
    limit least(greatest(coalesce(p_limit, 5), 1), 20)
  )
  select top.id, c.title, top.units, top.gross::numeric,
    coalesce((select sum(d.views) from public.coupon_view_daily d where d.coupon_id = top.id and d.day between p_from and p_to), 0)::integer
  from top join public.coupons c on c.id = top.id
  order by top.gross desc, top.units desc, top.id;
end;
$$;
--> statement-breakpoint
-- Per month (Guatemala time) of the last p_months, from the business-day rollup.
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
begin
  if app_private.analytics_scope(p_business) <> 'all' then
    raise exception 'statement: owners and managers only' using errcode = '42501';
  end if;
  select b.commission_rate into v_rate from public.businesses b where b.id = p_business;
  return query
  with s as (
    select date_trunc('month', d.day)::date as month, sum(d.gross) as gross, sum(d.refunds) as refunds
    from public.business_sales_daily d
    where d.business_id = p_business and d.day >= v_first
    group by 1
  )
  select g.m::date, coalesce(s.gross, 0)::numeric, coalesce(s.refunds, 0)::numeric, v_rate
  from generate_series(v_first::timestamp, date_trunc('month', now() at time zone 'America/Guatemala'), interval '1 month') g(m)
  left join s on s.month = g.m::date
  order by 1 desc;
end;
$$;
