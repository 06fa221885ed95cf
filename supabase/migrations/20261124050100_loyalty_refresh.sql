-- Issue 13: the profile figures and the achievements, derived from the ledger and the user's real
-- orders, reviews and follows. app_private.award is the one door for writing a ledger row: it
-- locks the user's profile row (so concurrent events of one user queue and none is lost), inserts
-- the row unless its unique index says the event already paid, then refreshes the figures.

-- What an achievement's rule counts for a user.
create or replace function app_private.achievement_metric(p_user uuid, p_kind text)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case p_kind
    when 'purchases' then (select count(*) from public.orders o where o.buyer_user_id = p_user and o.status = 'paid')
    when 'spent' then (select coalesce(sum(o.total - o.refunded_total), 0) from public.orders o where o.buyer_user_id = p_user and o.status = 'paid')
    when 'saved' then (
      select coalesce(sum(greatest(c.original_price - i.unit_price, 0) * i.quantity), 0)
      from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
      where o.buyer_user_id = p_user and o.status = 'paid')
    when 'flash_purchases' then (
      select count(*) from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
      where o.buyer_user_id = p_user and o.status = 'paid' and c.is_flash_sale)
    when 'categories' then (
      select count(distinct c.category) from public.orders o join public.order_items i on i.order_id = o.id join public.coupons c on c.id = i.coupon_id
      where o.buyer_user_id = p_user and o.status = 'paid')
    when 'verified_reviews' then (select count(*) from public.loyalty_ledger l where l.user_id = p_user and l.reason = 'review_verified')
    when 'follows' then (select count(*) from public.follows f where f.user_id = p_user)
    when 'streak' then app_private.loyalty_streak(p_user)
    when 'referrals' then (select count(*) from public.loyalty_ledger l where l.user_id = p_user and l.reason = 'referral_referrer')
    when 'referrals_month' then (
      select coalesce(max(n), 0) from (
        select count(*) as n from public.loyalty_ledger l where l.user_id = p_user and l.reason = 'referral_referrer'
        group by date_trunc('month', l.activity_day::timestamp)
      ) m)
    else 0
  end::numeric;
$$;
--> statement-breakpoint
revoke all on function app_private.achievement_metric(uuid, text) from public;
--> statement-breakpoint
-- Recomputes the profile from the ledger and unlocks every achievement whose rule became true,
-- each once (user_achievements' primary key) with its own ledger row. The caller holds the
-- profile row lock. Unlocking adds XP, which can move the level: the loop runs until stable.
create or replace function app_private.refresh_loyalty(p_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_achievement record;
  v_unlocked integer;
  v_more boolean := true;
  v_xp integer;
  v_level integer;
begin
  while v_more loop
    v_more := false;
    for v_achievement in
      select a.id, a.xp, a.rule_kind, a.rule_target from public.achievements a
      where a.rule_kind is not null
        and not exists (select 1 from public.user_achievements ua where ua.user_id = p_user and ua.achievement_id = a.id)
      order by a.xp, a.code
    loop
      if app_private.achievement_metric(p_user, v_achievement.rule_kind) >= v_achievement.rule_target then
        insert into public.user_achievements (user_id, achievement_id) values (p_user, v_achievement.id)
        on conflict do nothing;
        get diagnostics v_unlocked = row_count;
        if v_unlocked > 0 then
          insert into public.loyalty_ledger (user_id, reason, points, xp, achievement_id)
          values (p_user, 'achievement', v_achievement.xp, v_achievement.xp, v_achievement.id)
          on conflict do nothing;
          v_more := true;
        end if;
      end if;
    end loop;
  end loop;
  select greatest(coalesce(sum(l.xp), 0), 0)::integer into v_xp from public.loyalty_ledger l where l.user_id = p_user;
  v_level := app_private.loyalty_level(v_xp);
  update public.profiles p set
    total_points = (select greatest(coalesce(sum(l.points), 0), 0)::integer from public.loyalty_ledger l where l.user_id = p_user),
    current_xp = v_xp,
    user_level = v_level,
    next_level_xp = app_private.loyalty_next_level_xp(v_level),
    vip = v_level = 5,
    streak_days = app_private.loyalty_streak(p_user),
    referrals_count = (select count(*)::integer from public.loyalty_ledger l where l.user_id = p_user and l.reason = 'referral_referrer')
  where p.id = p_user;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.refresh_loyalty(uuid) from public;
--> statement-breakpoint
-- The one door for a ledger row. Answers whether the event paid now (false: it already had).
create or replace function app_private.award(
  p_user uuid, p_reason text, p_points integer, p_credit numeric default 0,
  p_order uuid default null, p_review uuid default null, p_coupon uuid default null, p_voucher uuid default null,
  p_business uuid default null, p_referral_user uuid default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_user is null then
    return false;
  end if;
  perform 1 from public.profiles p where p.id = p_user for update;
  if not found then
    return false;
  end if;
  insert into public.loyalty_ledger (user_id, reason, points, xp, credit, order_id, review_id, coupon_id, voucher_id, business_id, referral_user_id)
  values (p_user, p_reason, p_points, p_points, coalesce(p_credit, 0), p_order, p_review, p_coupon, p_voucher, p_business, p_referral_user)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    perform app_private.refresh_loyalty(p_user);
  end if;
  return v_count > 0;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.award(uuid, text, integer, numeric, uuid, uuid, uuid, uuid, uuid, uuid) from public;
--> statement-breakpoint
-- Credit balance in quetzales (referral rewards minus what checkouts used).
create or replace function app_private.credit_balance(p_user uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(coalesce(sum(l.credit), 0), 0)::numeric(12, 2) from public.loyalty_ledger l where l.user_id = p_user;
$$;
--> statement-breakpoint
revoke all on function app_private.credit_balance(uuid) from public;
--> statement-breakpoint
-- The signed-in user's daily visit: once per Guatemala day, keeps the streak. Answers whether
-- this call counted today's visit (false when it already had been).
create or replace function public.record_daily_visit()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'record_daily_visit: sign-in required' using errcode = '42501';
  end if;
  -- Every signed-in page view asks: after the day's first, answer without locking anything.
  if exists (
    select 1 from public.loyalty_ledger l
    where l.user_id = v_user and l.reason = 'daily_visit' and l.activity_day = (now() at time zone 'America/Guatemala')::date
  ) then
    return false;
  end if;
  return app_private.award(v_user, 'daily_visit', 5);
end;
$$;
--> statement-breakpoint
revoke all on function public.record_daily_visit() from public, anon;
--> statement-breakpoint
grant execute on function public.record_daily_visit() to authenticated;
--> statement-breakpoint
-- The signed-in user's progress on every rule kind and their credit, for /logros and checkout.
create or replace function public.my_loyalty_progress()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_out jsonb := '{}'::jsonb;
  v_kind text;
begin
  if v_user is null then
    return null;
  end if;
  foreach v_kind in array array['purchases', 'flash_purchases', 'categories', 'spent', 'saved', 'verified_reviews', 'follows', 'streak', 'referrals', 'referrals_month'] loop
    v_out := v_out || jsonb_build_object(v_kind, app_private.achievement_metric(v_user, v_kind));
  end loop;
  return jsonb_build_object('metrics', v_out, 'credit', app_private.credit_balance(v_user)::text);
end;
$$;
--> statement-breakpoint
revoke all on function public.my_loyalty_progress() from public, anon;
--> statement-breakpoint
grant execute on function public.my_loyalty_progress() to authenticated;
