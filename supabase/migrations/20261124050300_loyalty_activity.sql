-- Issue 13: points for reviews, redeemed vouchers and follows, and the referral code at sign-up.
-- The triggers run as their owner (SECURITY DEFINER): requests cannot write the ledger themselves.

-- A review pays once per coupon: 'Compra verificada' (its author has a paid order of it) 50,
-- otherwise 10. Deleting and writing it again pays nothing more (unique index per coupon).
create or replace function app_private.reviews_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_verified boolean;
begin
  v_verified := exists (
    select 1 from public.order_items i join public.orders o on o.id = i.order_id
    where i.coupon_id = new.coupon_id and o.buyer_user_id = new.user_id and o.status = 'paid'
  );
  if exists (select 1 from public.loyalty_ledger l where l.user_id = new.user_id and l.coupon_id = new.coupon_id and l.reason in ('review', 'review_verified')) then
    return null;
  end if;
  perform app_private.award(new.user_id, case when v_verified then 'review_verified' else 'review' end,
    case when v_verified then 50 else 10 end, p_review => new.id, p_coupon => new.coupon_id);
  return null;
end;
$$;
--> statement-breakpoint
create trigger reviews_loyalty after insert on public.reviews
  for each row execute function app_private.reviews_loyalty();
--> statement-breakpoint
-- A voucher used at the business pays its holder 20 points, once.
create or replace function app_private.vouchers_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'canjeado' and old.status <> 'canjeado' then
    perform app_private.award(new.buyer_user_id, 'voucher_redeemed', 20, p_voucher => new.id, p_coupon => new.coupon_id);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger vouchers_loyalty after update of status on public.vouchers
  for each row execute function app_private.vouchers_loyalty();
--> statement-breakpoint
-- Following a business pays 5 points, once per business ever, at most 3 per Guatemala day (the
-- profile lock taken first makes the cap hold under concurrent follows). Past the cap the follow
-- still counts for achievements ('follows' reads the follows table).
create or replace function app_private.follows_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today integer;
begin
  perform 1 from public.profiles p where p.id = new.user_id for update;
  select count(*)::integer into v_today from public.loyalty_ledger l
  where l.user_id = new.user_id and l.reason = 'follow' and l.activity_day = (now() at time zone 'America/Guatemala')::date;
  if v_today < 3 then
    perform app_private.award(new.user_id, 'follow', 5, p_business => new.business_id);
  else
    perform app_private.refresh_loyalty(new.user_id);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger follows_loyalty after insert on public.follows
  for each row execute function app_private.follows_loyalty();
--> statement-breakpoint
-- Sign-up through /r/CODE or /auth?ref=CODE: both auth backends put the code in the user's
-- metadata (referral_code); an unknown code is ignored. The new row cannot be its own referrer.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_name text := nullif(trim(concat_ws(' ', new.raw_user_meta_data ->> 'first_name', new.raw_user_meta_data ->> 'last_name')), '');
  v_code text := upper(nullif(trim(new.raw_user_meta_data ->> 'referral_code'), ''));
  v_referrer uuid;
begin
  if v_code ~ '^[A-Z0-9]{4,20}$' then
    select p.id into v_referrer from public.profiles p where p.referral_code = v_code and p.id <> new.id;
  end if;
  insert into public.profiles (id, display_name, avatar_url, referral_code, referred_by)
  values (
    new.id,
    left(coalesce(full_name, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), nullif(trim(new.raw_user_meta_data ->> 'name'), '')), 80),
    new.raw_user_meta_data ->> 'avatar_url',
    upper(substr(replace(new.id::text, '-', ''), 1, 8)),
    v_referrer
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
--> statement-breakpoint
-- referred_by is written once, at sign-up; no later update changes it (not even the system's).
create or replace function app_private.profiles_keep_referrer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.referred_by := old.referred_by;
  new.referral_code := old.referral_code;
  return new;
end;
$$;
--> statement-breakpoint
create trigger profiles_keep_referrer before update on public.profiles
  for each row execute function app_private.profiles_keep_referrer();
