-- Merchant analytics: views, sales rollups, statements.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

create or replace function public.record_coupon_view(p_coupon uuid, p_visitor text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select app_private.count_coupon_view(p_coupon, p_visitor, (now() at time zone 'America/Guatemala')::date);
$$;
revoke all on function public.record_coupon_view(p_coupon uuid, p_visitor text) from public, anon, authenticated, service_role;
grant execute on function public.record_coupon_view(p_coupon uuid, p_visitor text) to service_role;

-- Counts one view of `p_coupon` by `p_visitor` (an address, or a seed's made-up visitor) on
-- `p_day`. True when it was new. Internal: the seed calls it for past days; requests go through
-- public.record_coupon_view, which always passes today.
create or replace function app_private.count_coupon_view(p_coupon uuid, p_visitor text, p_day date)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_business uuid;
  v_salt text;
  v_hash bytea;
  v_new integer;
begin
  select c.business_id into v_business from public.coupons c where c.id = p_coupon and c.status = 'active';
  if not found then
    return false;
  end if;
  insert into app_private.view_salts (day) values (p_day) on conflict (day) do nothing;
  get diagnostics v_new = row_count;
  if v_new > 0 and p_day >= (now() at time zone 'America/Guatemala')::date then
    -- A salt kept for long would let whoever reads the database test guessed addresses against
    -- old hashes; once its day is over, nothing needs it. (Only a new day's first view sweeps: the
    -- seed's past days must keep theirs while it runs.)
    delete from app_private.view_salts s where s.day < p_day - 1;
  end if;
  select s.salt into v_salt from app_private.view_salts s where s.day = p_day;
  v_hash := sha256(convert_to(v_salt || ':' || coalesce(p_visitor, ''), 'UTF8'));
  insert into public.coupon_views (coupon_id, day, visitor_hash, business_id)
  values (p_coupon, p_day, v_hash, v_business)
  on conflict (coupon_id, day, visitor_hash) do nothing;
  get diagnostics v_new = row_count;
  if v_new = 0 then
    return false;
  end if;
  insert into public.coupon_view_daily (coupon_id, day, business_id, views)
  values (p_coupon, p_day, v_business, 1)
  on conflict (coupon_id, day) do update set views = public.coupon_view_daily.views + 1;
  if v_business is not null then
    insert into app_private.business_view_visitors (business_id, day, visitor_hash)
    values (v_business, p_day, v_hash)
    on conflict (business_id, day, visitor_hash) do nothing;
    get diagnostics v_new = row_count;
    insert into public.business_view_daily (business_id, day, views, unique_viewers)
    values (v_business, p_day, 1, v_new)
    on conflict (business_id, day) do update
      set views = public.business_view_daily.views + 1,
          unique_viewers = public.business_view_daily.unique_viewers + excluded.unique_viewers;
  end if;
  update public.coupons set view_count = view_count + 1 where id = p_coupon;
  return true;
end;
$$;
revoke all on function app_private.count_coupon_view(p_coupon uuid, p_visitor text, p_day date) from public, anon, authenticated, service_role;

-- What a business's people may read of its numbers. Owners and managers see the whole
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
revoke all on function app_private.analytics_scope(p_business uuid) from public, anon, authenticated, service_role;

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
revoke all on function app_private.analytics_views(p_business uuid, p_from date, p_to date, p_all boolean, p_uid uuid) from public, anon, authenticated, service_role;

create or replace function app_private.vouchers_sales_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform app_private.apply_voucher_sales(old, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform app_private.apply_voucher_sales(new, 1);
  end if;
  return null;
end;
$$;

create or replace function app_private.orders_sales_rollup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'paid' and old.paid_at is not null then
    perform app_private.apply_order_sales(old.id, old.buyer_user_id, old.paid_at, -1);
  end if;
  if new.status = 'paid' and new.paid_at is not null then
    perform app_private.apply_order_sales(new.id, new.buyer_user_id, new.paid_at, 1);
  end if;
  return null;
end;
$$;

-- One voucher's refund and redemption on their days, added (1) or taken out (-1).
create or replace function app_private.apply_voucher_sales(p_voucher public.vouchers, p_sign integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_price numeric(12, 2);
  v_day date;
begin
  if p_voucher.business_id is null then
    return;
  end if;
  if p_voucher.refunded_at is not null then
    select i.unit_price into v_price from public.order_items i where i.id = p_voucher.order_item_id;
    v_day := (p_voucher.refunded_at at time zone 'America/Guatemala')::date;
    insert into public.coupon_sales_daily as d (coupon_id, day, business_id, refunds)
    values (p_voucher.coupon_id, v_day, p_voucher.business_id, p_sign * coalesce(v_price, 0))
    on conflict (coupon_id, day) do update set refunds = d.refunds + excluded.refunds;
    insert into public.business_sales_daily as d (business_id, day, refunds)
    values (p_voucher.business_id, v_day, p_sign * coalesce(v_price, 0))
    on conflict (business_id, day) do update set refunds = d.refunds + excluded.refunds;
  end if;
  if p_voucher.status = 'canjeado' and p_voucher.redeemed_at is not null then
    v_day := (p_voucher.redeemed_at at time zone 'America/Guatemala')::date;
    insert into public.coupon_sales_daily as d (coupon_id, day, business_id, redeemed)
    values (p_voucher.coupon_id, v_day, p_voucher.business_id, p_sign)
    on conflict (coupon_id, day) do update set redeemed = d.redeemed + excluded.redeemed;
    insert into public.business_sales_daily as d (business_id, day, redeemed)
    values (p_voucher.business_id, v_day, p_sign)
    on conflict (business_id, day) do update set redeemed = d.redeemed + excluded.redeemed;
  end if;
end;
$$;
revoke all on function app_private.apply_voucher_sales(p_voucher public.vouchers, p_sign integer) from public, anon, authenticated, service_role;

-- Adds (p_sign 1) or takes out (-1) one paid order's lines on its Guatemala day.
create or replace function app_private.apply_order_sales(p_order uuid, p_buyer uuid, p_paid_at timestamptz, p_sign integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day date := (p_paid_at at time zone 'America/Guatemala')::date;
  v_line record;
  v_changed integer;
begin
  for v_line in
    select i.coupon_id, c.business_id, sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross
    from public.order_items i join public.coupons c on c.id = i.coupon_id
    where i.order_id = p_order
    group by i.coupon_id, c.business_id
    order by i.coupon_id
  loop
    insert into public.coupon_sales_daily as d (coupon_id, day, business_id, orders, units, gross)
    values (v_line.coupon_id, v_day, v_line.business_id, p_sign, p_sign * v_line.units, p_sign * v_line.gross)
    on conflict (coupon_id, day) do update
      set orders = d.orders + excluded.orders, units = d.units + excluded.units, gross = d.gross + excluded.gross;
  end loop;
  for v_line in
    select c.business_id, sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross
    from public.order_items i join public.coupons c on c.id = i.coupon_id
    where i.order_id = p_order and c.business_id is not null
    group by c.business_id
    order by c.business_id
  loop
    v_changed := 0;
    if p_sign > 0 then
      insert into app_private.business_sales_buyers as s (business_id, day, buyer_user_id, orders)
      values (v_line.business_id, v_day, p_buyer, 1)
      on conflict (business_id, day, buyer_user_id) do update set orders = s.orders + 1
      returning (case when s.orders = 1 then 1 else 0 end) into v_changed;
    else
      update app_private.business_sales_buyers s set orders = s.orders - 1
      where s.business_id = v_line.business_id and s.day = v_day and s.buyer_user_id = p_buyer;
      delete from app_private.business_sales_buyers s
      where s.business_id = v_line.business_id and s.day = v_day and s.buyer_user_id = p_buyer and s.orders <= 0;
      get diagnostics v_changed = row_count;
      v_changed := -v_changed;
    end if;
    insert into public.business_sales_daily as d (business_id, day, orders, buyers, units, gross)
    values (v_line.business_id, v_day, p_sign, v_changed, p_sign * v_line.units, p_sign * v_line.gross)
    on conflict (business_id, day) do update
      set orders = d.orders + excluded.orders, buyers = d.buyers + excluded.buyers,
          units = d.units + excluded.units, gross = d.gross + excluded.gross;
  end loop;
end;
$$;
revoke all on function app_private.apply_order_sales(p_order uuid, p_buyer uuid, p_paid_at timestamp with time zone, p_sign integer) from public, anon, authenticated, service_role;

-- Rebuilds the three tables from the order lines and vouchers: a backfill, and the
-- benchmark's after its bulk INSERTs (which bypass confirm_order). Owner connection only.
create or replace function app_private.rebuild_sales_rollups()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.coupon_sales_daily;
  delete from public.business_sales_daily;
  delete from app_private.business_sales_buyers;
  insert into app_private.business_sales_buyers (business_id, day, buyer_user_id, orders)
  select c.business_id, (o.paid_at at time zone 'America/Guatemala')::date, o.buyer_user_id, count(distinct o.id)
  from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
  where o.status = 'paid' and o.paid_at is not null and c.business_id is not null
  group by 1, 2, 3;
  with lines as (
    select i.coupon_id, c.business_id, (o.paid_at at time zone 'America/Guatemala')::date as day,
      count(distinct o.id)::integer as orders, sum(i.quantity)::integer as units, sum(i.quantity * i.unit_price) as gross,
      0::numeric as refunds, 0 as redeemed
    from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
    where o.status = 'paid' and o.paid_at is not null
    group by 1, 2, 3
  ),
  refunded as (
    select v.coupon_id, v.business_id, (v.refunded_at at time zone 'America/Guatemala')::date as day,
      0 as orders, 0 as units, 0::numeric as gross, sum(i.unit_price) as refunds, 0 as redeemed
    from public.vouchers v join public.order_items i on i.id = v.order_item_id
    where v.refunded_at is not null and v.business_id is not null
    group by 1, 2, 3
  ),
  redeemed as (
    select v.coupon_id, v.business_id, (v.redeemed_at at time zone 'America/Guatemala')::date as day,
      0 as orders, 0 as units, 0::numeric as gross, 0::numeric as refunds, count(*)::integer as redeemed
    from public.vouchers v
    where v.status = 'canjeado' and v.redeemed_at is not null and v.business_id is not null
    group by 1, 2, 3
  )
  insert into public.coupon_sales_daily (coupon_id, day, business_id, orders, units, gross, refunds, redeemed)
  select coupon_id, day, min(business_id::text)::uuid, sum(orders), sum(units), sum(gross), sum(refunds), sum(redeemed)
  from (select * from lines union all select * from refunded union all select * from redeemed) x
  group by coupon_id, day;
  -- Units, gross, refunds and redeemed add up over coupons; orders and buyers come from the set.
  insert into public.business_sales_daily (business_id, day, orders, buyers, units, gross, refunds, redeemed)
  select d.business_id, d.day, coalesce(b.orders, 0), coalesce(b.buyers, 0), d.units, d.gross, d.refunds, d.redeemed
  from (select business_id, day, sum(units)::integer as units, sum(gross) as gross, sum(refunds) as refunds, sum(redeemed)::integer as redeemed
        from public.coupon_sales_daily where business_id is not null group by 1, 2) d
  left join (select business_id, day, sum(orders)::integer as orders, count(*)::integer as buyers
             from app_private.business_sales_buyers group by 1, 2) b using (business_id, day);
end;
$$;
revoke all on function app_private.rebuild_sales_rollups() from public, anon, authenticated, service_role;

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
revoke all on function public.business_top_coupons(p_business uuid, p_from date, p_to date, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.business_top_coupons(p_business uuid, p_from date, p_to date, p_limit integer) to authenticated;

-- Per month (Guatemala time) of the last p_months: sales and refunds from the business-day rollup,
-- and the commission the ledger booked (each unit's commission at the rate of its sale, given back
-- with a refunded voucher), so the statement's net is what the payouts pay. The nightly
-- ledger_check proves the rollup's sales less refunds equal the ledger's.
drop function if exists public.business_statement(uuid, integer);
create or replace function public.business_statement(p_business uuid, p_months integer default 12)
returns table (month date, gross numeric, refunds numeric, commission_rate numeric, commission numeric)
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
  ), c as (
    select date_trunc('month', l.created_at at time zone 'America/Guatemala')::date as month, -sum(l.amount) as commission
    from public.ledger_lines l
    join public.ledger_accounts a on a.id = l.account_id
    where l.business_id = p_business and a.kind = 'platform_commission'
      and l.created_at >= (v_first::timestamp at time zone 'America/Guatemala')
    group by 1
  )
  select g.m::date, coalesce(s.gross, 0)::numeric, coalesce(s.refunds, 0)::numeric, v_rate, coalesce(c.commission, 0)::numeric
  from generate_series(v_first::timestamp, date_trunc('month', now() at time zone 'America/Guatemala'), interval '1 month') g(m)
  left join s on s.month = g.m::date
  left join c on c.month = g.m::date
  order by 1 desc;
end;
$$;
revoke all on function public.business_statement(p_business uuid, p_months integer) from public, anon, authenticated, service_role;
grant execute on function public.business_statement(p_business uuid, p_months integer) to authenticated;

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
revoke all on function public.business_analytics_daily(p_business uuid, p_from date, p_to date) from public, anon, authenticated, service_role;
grant execute on function public.business_analytics_daily(p_business uuid, p_from date, p_to date) to authenticated;

-- Analytics at scale: the analytics, top coupons and statement read the sales rollups of
-- this file (coupon_sales_daily, business_sales_daily) instead of the order lines. Owners and managers read the business-day rows (at
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
revoke all on function app_private.analytics_sales(p_business uuid, p_from date, p_to date, p_all boolean, p_uid uuid) from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger orders_sales_rollup AFTER UPDATE OF status, paid_at ON public.orders FOR EACH ROW WHEN ((((old.status = 'paid'::text) IS DISTINCT FROM (new.status = 'paid'::text)) OR ((new.status = 'paid'::text) AND (old.paid_at IS DISTINCT FROM new.paid_at)))) EXECUTE FUNCTION app_private.orders_sales_rollup();
create or replace trigger vouchers_sales_rollup_insert AFTER INSERT ON public.vouchers FOR EACH ROW WHEN (((new.refunded_at IS NOT NULL) OR (new.status = 'canjeado'::text))) EXECUTE FUNCTION app_private.vouchers_sales_rollup();
create or replace trigger vouchers_sales_rollup_update AFTER UPDATE OF status, redeemed_at, refunded_at ON public.vouchers FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.redeemed_at IS DISTINCT FROM new.redeemed_at) OR (old.refunded_at IS DISTINCT FROM new.refunded_at))) EXECUTE FUNCTION app_private.vouchers_sales_rollup();

-- Row level security and grants ----------------------------------------------------------------

-- business_sales_buyers
revoke all on table app_private.business_sales_buyers from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.business_sales_buyers to service_role;

-- business_view_visitors
revoke all on table app_private.business_view_visitors from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.business_view_visitors to service_role;

-- view_salts
revoke all on table app_private.view_salts from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.view_salts to service_role;
