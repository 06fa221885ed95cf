-- Issue 14, analytics at scale: the sales side of a business's numbers (orders, buyers, units,
-- gross, refunds, redeemed vouchers) kept per Guatemala day by the database, in the transaction that
-- changes them, as the view rollups already are. Without it every analytics request re-read the
-- business's order lines, vouchers and refunds (seconds for a 90-day range at 5 million views).
--
-- Kept by triggers, so every door counts the same: confirm_order's update to 'paid' (day of
-- paid_at), refund_voucher's refunded_at (the refunded unit's line price, day of refunded_at),
-- redeem_voucher's 'canjeado' (day of redeemed_at). Each trigger takes its row's old contribution
-- out and puts the new one in, so a change in either direction stays right.
--
-- Distinct counts do not add up: an order with two coupons of one business is one order, and a
-- buyer who bought twice in a day is one buyer. So the business-day figures come from a compact
-- set, app_private.business_sales_buyers, one row per (business, day, buyer) with that buyer's
-- orders: orders = the sum, buyers = the rows. A day's unique buyers are exact; a range's unique
-- buyers could be counted distinct from the same rows (the page sums days, like unique viewers:
-- person-days on both sides of the conversion ratio). Per-coupon rows count orders per coupon, exact
-- for one coupon; an editor's orders and buyers over several coupons are therefore counted from
-- their own order lines (see app_private.analytics_sales).

create table public.coupon_sales_daily (
  coupon_id uuid not null references public.coupons(id) on delete cascade,
  day date not null,
  business_id uuid references public.businesses(id) on delete cascade,
  orders integer not null default 0,
  units integer not null default 0,
  gross numeric(12, 2) not null default 0,
  refunds numeric(12, 2) not null default 0,
  redeemed integer not null default 0,
  constraint coupon_sales_daily_pkey primary key (coupon_id, day)
);
--> statement-breakpoint
create index coupon_sales_daily_business_idx on public.coupon_sales_daily (business_id, day);
--> statement-breakpoint
create table public.business_sales_daily (
  business_id uuid not null references public.businesses(id) on delete cascade,
  day date not null,
  orders integer not null default 0,
  buyers integer not null default 0,
  units integer not null default 0,
  gross numeric(12, 2) not null default 0,
  refunds numeric(12, 2) not null default 0,
  redeemed integer not null default 0,
  constraint business_sales_daily_pkey primary key (business_id, day)
);
--> statement-breakpoint
create table app_private.business_sales_buyers (
  business_id uuid not null references public.businesses(id) on delete cascade,
  day date not null,
  buyer_user_id uuid not null,
  orders integer not null,
  constraint business_sales_buyers_pkey primary key (business_id, day, buyer_user_id)
);
--> statement-breakpoint
-- No policies: read only through the SECURITY DEFINER analytics functions.
alter table public.coupon_sales_daily enable row level security;
--> statement-breakpoint
alter table public.business_sales_daily enable row level security;
--> statement-breakpoint
revoke all on public.coupon_sales_daily, public.business_sales_daily from anon, authenticated;
--> statement-breakpoint
revoke all on app_private.business_sales_buyers from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.apply_order_sales(uuid, uuid, timestamptz, integer) from public;
--> statement-breakpoint
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
--> statement-breakpoint
-- Paid orders are made by confirm_order's UPDATE (an order's lines are written before it is paid).
create trigger orders_sales_rollup after update of status, paid_at on public.orders
  for each row
  when ((old.status = 'paid') is distinct from (new.status = 'paid') or (new.status = 'paid' and old.paid_at is distinct from new.paid_at))
  execute function app_private.orders_sales_rollup();
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.apply_voucher_sales(public.vouchers, integer) from public;
--> statement-breakpoint
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
--> statement-breakpoint
-- Only rows that count: a new voucher is 'vigente' and costs nothing here.
create trigger vouchers_sales_rollup_insert after insert on public.vouchers
  for each row when (new.refunded_at is not null or new.status = 'canjeado')
  execute function app_private.vouchers_sales_rollup();
--> statement-breakpoint
create trigger vouchers_sales_rollup_update after update of status, redeemed_at, refunded_at on public.vouchers
  for each row
  when (old.status is distinct from new.status or old.redeemed_at is distinct from new.redeemed_at or old.refunded_at is distinct from new.refunded_at)
  execute function app_private.vouchers_sales_rollup();
--> statement-breakpoint
-- Rebuilds the three tables from the order lines and vouchers: this migration's backfill, and the
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
--> statement-breakpoint
revoke all on function app_private.rebuild_sales_rollups() from public;
--> statement-breakpoint
select app_private.rebuild_sales_rollups();
