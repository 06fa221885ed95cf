-- Issue 14, the merchant's numbers. Views are counted honestly: one row per visitor, coupon and
-- Guatemala day (the visitor is a salted hash of the client's address: the raw address is never
-- stored, and a new random salt each day makes yesterday's hashes unlinkable to today's), so a
-- script repeating requests from one address counts once. Each newly counted view updates daily
-- rollups in the same transaction (per coupon, and per business with its distinct visitors), so the
-- seller's analytics read a few hundred rollup rows instead of millions of view rows. Counting
-- bumps coupons.view_count ('Más visitados'), which touch_coupon_updated_at leaves out of
-- updated_at (the sitemap's lastmod).

-- The marketplace's commission on a business's sales, a fraction (0.15 = 15%). Set by the
-- operator (the owner connection); a request can neither choose it on insert nor change it.
alter table public.businesses add column commission_rate numeric(5, 4) not null default 0.15;
--> statement-breakpoint
alter table public.businesses add constraint businesses_commission_rate_range check (commission_rate >= 0 and commission_rate <= 1);
--> statement-breakpoint
create or replace function app_private.guard_commission_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.commission_rate := case when tg_op = 'INSERT' then 0.15 else old.commission_rate end;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger businesses_commission_guard before insert or update on public.businesses
  for each row execute function app_private.guard_commission_rate();
--> statement-breakpoint
-- One salt per Guatemala day, made on first use.
create table app_private.view_salts (
  day date primary key,
  salt text not null default gen_random_uuid()::text
);
--> statement-breakpoint
create table public.coupon_views (
  coupon_id uuid not null references public.coupons(id) on delete cascade,
  day date not null,
  visitor_hash bytea not null,
  business_id uuid references public.businesses(id) on delete cascade,
  constraint coupon_views_pkey primary key (coupon_id, day, visitor_hash)
);
--> statement-breakpoint
create table app_private.business_view_visitors (
  business_id uuid not null references public.businesses(id) on delete cascade,
  day date not null,
  visitor_hash bytea not null,
  constraint business_view_visitors_pkey primary key (business_id, day, visitor_hash)
);
--> statement-breakpoint
create table public.coupon_view_daily (
  coupon_id uuid not null references public.coupons(id) on delete cascade,
  day date not null,
  business_id uuid references public.businesses(id) on delete cascade,
  views integer not null default 0,
  constraint coupon_view_daily_pkey primary key (coupon_id, day)
);
--> statement-breakpoint
create index coupon_view_daily_business_idx on public.coupon_view_daily (business_id, day);
--> statement-breakpoint
create table public.business_view_daily (
  business_id uuid not null references public.businesses(id) on delete cascade,
  day date not null,
  views integer not null default 0,
  unique_viewers integer not null default 0,
  constraint business_view_daily_pkey primary key (business_id, day)
);
--> statement-breakpoint
-- No policies: read only through the SECURITY DEFINER analytics functions below.
alter table public.coupon_views enable row level security;
--> statement-breakpoint
alter table public.coupon_view_daily enable row level security;
--> statement-breakpoint
alter table public.business_view_daily enable row level security;
--> statement-breakpoint
revoke all on public.coupon_views, public.coupon_view_daily, public.business_view_daily from anon, authenticated;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.count_coupon_view(uuid, text, date) from public;
--> statement-breakpoint
-- The beacon's door (lib/data/coupon-views.ts, after its bot filter and per-address rate limit).
-- System only: a request role calling it directly could pass made-up visitors.
drop function if exists public.record_coupon_view(uuid);
--> statement-breakpoint
create or replace function public.record_coupon_view(p_coupon uuid, p_visitor text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select app_private.count_coupon_view(p_coupon, p_visitor, (now() at time zone 'America/Guatemala')::date);
$$;
--> statement-breakpoint
revoke all on function public.record_coupon_view(uuid, text) from public;
--> statement-breakpoint
grant execute on function public.record_coupon_view(uuid, text) to service_role;
