-- Loyalty: points, XP, levels, streaks, achievements and credit, all written as rows of the points
-- journal (public.loyalty_ledger: a table's name is not renamed lightly, but "ledger" in this
-- project means money, 20-ledger.sql; here it is the journal). Referral rewards are in
-- 10-loyalty-referrals.sql, /comunidad's aggregates in 10-community.sql.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

create or replace function app_private.loyalty_next_level_xp(p_level integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_level when 1 then 500 when 2 then 1500 when 3 then 4000 when 4 then 10000 else null end;
$$;

-- Level from XP (lib/domain/loyalty-levels.ts LEVEL_THRESHOLDS: 0, 500, 1500, 4000, 10000).
create or replace function app_private.loyalty_level(p_xp integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_xp >= 10000 then 5 when p_xp >= 4000 then 4 when p_xp >= 1500 then 3 when p_xp >= 500 then 2 else 1 end;
$$;

-- Append-only: no row changes; a row goes only with its user (the cascade of a deleted account).
create or replace function app_private.loyalty_ledger_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from auth.users u where u.id = old.user_id) then
    return old;
  end if;
  raise exception 'loyalty_ledger is append-only' using errcode = '42501';
end;
$$;

-- Consecutive Guatemala days with activity ending today or yesterday (today's visit may still
-- come); a missed day before that ends it.
create or replace function app_private.loyalty_streak(p_user uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  with days as (
    select distinct l.activity_day from public.loyalty_ledger l
    where l.user_id = p_user
      and l.reason in ('purchase', 'first_purchase', 'review', 'review_verified', 'voucher_redeemed', 'follow', 'daily_visit')
  ),
  today as (select (now() at time zone 'America/Guatemala')::date as d),
  start as (select case when exists (select 1 from days, today where days.activity_day = today.d) then today.d else today.d - 1 end as d from today),
  ranked as (
    select days.activity_day + (row_number() over (order by days.activity_day desc))::integer as grp
    from days, start where days.activity_day <= start.d
  )
  select count(*)::integer from ranked, start where ranked.grp = start.d + 1;
$$;

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
revoke all on function app_private.credit_balance(p_user uuid) from public, anon, authenticated, service_role;

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
revoke all on function public.my_loyalty_progress() from public, anon, authenticated, service_role;
grant execute on function public.my_loyalty_progress() to authenticated;

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
revoke all on function public.record_daily_visit() from public, anon, authenticated, service_role;
grant execute on function public.record_daily_visit() to authenticated;

-- The one door for a journal row. Answers whether the event paid now (false: it already had).
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
begin
  if app_private.award_row(p_user, p_reason, p_points, p_credit, p_order, p_review, p_coupon, p_voucher,
      p_business, p_referral_user) then
    perform app_private.refresh_loyalty(p_user);
    return true;
  end if;
  return false;
end;
$$;
revoke all on function app_private.award(p_user uuid, p_reason text, p_points integer, p_credit numeric, p_order uuid, p_review uuid, p_coupon uuid, p_voucher uuid, p_business uuid, p_referral_user uuid) from public, anon, authenticated, service_role;

-- award's journal row without the refresh of the figures, for a caller that writes several rows of
-- one event and refreshes once (the refresh re-evaluates every achievement: award_order_loyalty
-- replays a paid order's early refunds this way).
create or replace function app_private.award_row(
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
  return v_count > 0;
end;
$$;
revoke all on function app_private.award_row(p_user uuid, p_reason text, p_points integer, p_credit numeric, p_order uuid, p_review uuid, p_coupon uuid, p_voucher uuid, p_business uuid, p_referral_user uuid) from public, anon, authenticated, service_role;

-- Recomputes the profile from the journal and unlocks every achievement whose rule became true,
-- each once (user_achievements' primary key) with its own journal row. The caller holds the
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
revoke all on function app_private.refresh_loyalty(p_user uuid) from public, anon, authenticated, service_role;

-- The profile figures and the achievements, derived from the journal and the user's real
-- orders, reviews and follows. app_private.award is the one door for writing a journal row: it
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
revoke all on function app_private.achievement_metric(p_user uuid, p_kind text) from public, anon, authenticated, service_role;

-- The journal row of the credit used needs the order's id: written after the insert.
create or replace function app_private.orders_record_credit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.credit_applied > 0 then
    insert into public.loyalty_ledger (user_id, reason, credit, order_id)
    values (new.buyer_user_id, 'credit_applied', -new.credit_applied, new.id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

-- A refunded voucher's journal row: its quetzales' points back, never more than the order still
-- holds. Without the refresh of the figures (award_row's rule); answers whether a row was written.
create or replace function app_private.take_back_purchase_points(p_user uuid, p_order uuid, p_voucher uuid, p_amount numeric)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_left integer;
begin
  select coalesce(sum(l.points), 0)::integer into v_left from public.loyalty_ledger l
  where l.order_id = p_order and l.user_id = p_user and l.reason in ('purchase', 'purchase_refund');
  v_left := least(floor(p_amount)::integer, greatest(v_left, 0));
  if v_left > 0 then
    return app_private.award_row(p_user, 'purchase_refund', -v_left, p_order => p_order, p_voucher => p_voucher);
  end if;
  return false;
end;
$$;
revoke all on function app_private.take_back_purchase_points(p_user uuid, p_order uuid, p_voucher uuid, p_amount numeric) from public, anon, authenticated, service_role;

-- A refunded voucher takes back its quetzales' points. Before the order's award job ran there are
-- none to take: the job replays this refund when it awards (award_order_loyalty).
create or replace function app_private.refunds_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.profiles p where p.id = new.user_id for update;
  if app_private.take_back_purchase_points(new.user_id, new.order_id, new.voucher_id, new.amount) then
    perform app_private.refresh_loyalty(new.user_id);
  end if;
  return null;
end;
$$;

-- The points of a paid order, run by the award_order_loyalty job once the fulfilment committed:
-- re-evaluating every achievement was most of a payment's fulfilment, and a burst of payments
-- waited on it. The result is the one the award inside the fulfilment gave: the rows are dated
-- the day of the payment (streaks), refunds that came first are taken back as their trigger would
-- have, and the first purchase is the first order paid. Answers whether it awarded (false: it
-- already had, or the buyer's account is gone).
create or replace function public.award_order_loyalty(p_order uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
  v_day date;
  v_count integer;
  v_first boolean := false;
  v_refund record;
begin
  -- The order's lock first, as refund_voucher takes it before its refund reads this journal: a
  -- refund either committed before (and took nothing: replayed below) or waits and finds the rows.
  select * into v_order from public.orders o where o.id = p_order for update;
  if not found or v_order.status <> 'paid' or v_order.buyer_user_id is null then
    return false;
  end if;
  perform 1 from public.profiles p where p.id = v_order.buyer_user_id for update;
  if not found then
    return false;
  end if;
  v_day := (coalesce(v_order.paid_at, now()) at time zone 'America/Guatemala')::date;
  insert into public.loyalty_ledger (user_id, reason, points, xp, order_id, activity_day)
  values (v_order.buyer_user_id, 'purchase', floor(v_order.total)::integer, floor(v_order.total)::integer, v_order.id, v_day)
  on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    return false;
  end if;
  -- An earlier paid order whose job has not run yet is the first purchase; its job pays it.
  if not exists (
    select 1 from public.orders o join app_private.jobs j on j.key = 'award_order_loyalty:' || o.id::text
    where o.buyer_user_id = v_order.buyer_user_id and o.status = 'paid' and o.id <> v_order.id
      and (coalesce(o.paid_at, o.created_at), o.id) < (coalesce(v_order.paid_at, v_order.created_at), v_order.id)
      and j.state in ('queued', 'running')
  ) then
    insert into public.loyalty_ledger (user_id, reason, points, xp, order_id, activity_day)
    values (v_order.buyer_user_id, 'first_purchase', 100, 100, v_order.id, v_day)
    on conflict do nothing;
    get diagnostics v_count = row_count;
    v_first := v_count > 0;
  end if;
  for v_refund in
    select r.user_id, r.voucher_id, r.amount from public.refunds r where r.order_id = v_order.id order by r.created_at, r.id
  loop
    perform app_private.take_back_purchase_points(v_refund.user_id, v_order.id, v_refund.voucher_id, v_refund.amount);
  end loop;
  perform app_private.refresh_loyalty(v_order.buyer_user_id);
  if v_first then
    perform app_private.reward_referral_of_order(v_order.buyer_user_id, v_order.id);
  end if;
  return true;
end;
$$;
revoke all on function public.award_order_loyalty(p_order uuid) from public, anon, authenticated, service_role;
grant execute on function public.award_order_loyalty(p_order uuid) to service_role;

-- AFTER UPDATE of status: paid enqueues the order's points (award_order_loyalty, after the
-- fulfilment and behind it in the queue; once per order: the job's key), released gives the credit
-- back. Runs inside confirm_order / release_order, so it commits with them or not at all.
create or replace function app_private.orders_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'paid' and old.status <> 'paid' then
    if new.buyer_user_id is not null then
      insert into app_private.jobs (name, payload, key, max_attempts)
      values ('award_order_loyalty', jsonb_build_object('orderId', new.id), 'award_order_loyalty:' || new.id::text, 8)
      on conflict (key) do nothing;
    end if;
  elsif new.status in ('failed', 'cancelled') and old.status = 'pending' and new.credit_applied > 0 then
    perform 1 from public.profiles p where p.id = new.buyer_user_id for update;
    insert into public.loyalty_ledger (user_id, reason, credit, order_id)
    values (new.buyer_user_id, 'credit_returned', new.credit_applied, new.id)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

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

-- Points for reviews, redeemed vouchers and follows, and the referral code at sign-up.
-- The triggers run as their owner (SECURITY DEFINER): requests cannot write the journal themselves.
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

-- BEFORE INSERT on orders: reserve_order checked the prices against the shopper's quote; this
-- takes the buyer's available credit off the total. Rewards whose window closed are settled
-- first (before the profile lock, in the order refunds take their locks), so credit that is due
-- is spendable even when no worker has run. The profile row lock serialises two checkouts of
-- one buyer so one credit is never spent twice.
create or replace function app_private.orders_apply_credit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_credit numeric(12, 2);
begin
  if new.status <> 'pending' then
    return new;
  end if;
  if exists (
    select 1 from app_private.referral_rewards r
    where r.state = 'pending' and (r.invitee_id = new.buyer_user_id or r.referrer_id = new.buyer_user_id)
  ) then
    perform app_private.settle_due_referral_rewards(new.buyer_user_id, 100);
  end if;
  perform 1 from public.profiles p where p.id = new.buyer_user_id for update;
  v_credit := least(app_private.credit_balance(new.buyer_user_id), new.subtotal);
  if v_credit > 0 then
    new.credit_applied := v_credit;
    new.total := new.total - v_credit;
  end if;
  return new;
end;
$$;

-- Triggers -------------------------------------------------------------------------------------
create or replace trigger follows_loyalty AFTER INSERT ON public.follows FOR EACH ROW EXECUTE FUNCTION app_private.follows_loyalty();
create or replace trigger loyalty_ledger_append_only BEFORE DELETE OR UPDATE ON public.loyalty_ledger FOR EACH ROW EXECUTE FUNCTION app_private.loyalty_ledger_append_only();
create or replace trigger orders_apply_credit BEFORE INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION app_private.orders_apply_credit();
create or replace trigger orders_loyalty AFTER UPDATE OF status ON public.orders FOR EACH ROW EXECUTE FUNCTION app_private.orders_loyalty();
create or replace trigger orders_record_credit AFTER INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION app_private.orders_record_credit();
create or replace trigger refunds_loyalty AFTER INSERT ON public.refunds FOR EACH ROW EXECUTE FUNCTION app_private.refunds_loyalty();
create or replace trigger reviews_loyalty AFTER INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION app_private.reviews_loyalty();
create or replace trigger vouchers_loyalty AFTER UPDATE OF status ON public.vouchers FOR EACH ROW EXECUTE FUNCTION app_private.vouchers_loyalty();

-- Row level security and grants ----------------------------------------------------------------

-- achievements
drop policy if exists achievements_select_all on public.achievements;
create policy achievements_select_all ON public.achievements FOR SELECT TO anon, authenticated USING (true);
revoke all on table public.achievements from public, anon, authenticated, service_role;
grant select on table public.achievements to anon, authenticated;
grant all on table public.achievements to service_role;

-- loyalty_ledger
drop policy if exists loyalty_ledger_select_own on public.loyalty_ledger;
create policy loyalty_ledger_select_own ON public.loyalty_ledger FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.loyalty_ledger from public, anon, authenticated, service_role;
grant select on table public.loyalty_ledger to authenticated, service_role;

-- referral_rewards
revoke all on table app_private.referral_rewards from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.referral_rewards to service_role;

-- user_achievements
drop policy if exists user_achievements_select_self on public.user_achievements;
create policy user_achievements_select_self ON public.user_achievements FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.user_achievements from public, anon, authenticated, service_role;
grant select on table public.user_achievements to anon, authenticated;
grant all on table public.user_achievements to service_role;

-- Reference data --------------------------------------------------------------------------------

-- The achievements and their rules (lib/db/seed/achievements.ts holds the same rows). Existing
-- codes keep their id, so earlier unlocks stay; their rule and text follow this list.
insert into public.achievements (code, title, description, icon, xp, rule_kind, rule_target) values
  ('primera-compra', 'Primera compra', 'Compraste tu primer cupón.', 'ShoppingBag', 50, 'purchases', 1),
  ('critico', 'Crítico gastronómico', 'Escribiste tu primera reseña con compra verificada.', 'MessageSquare', 30, 'verified_reviews', 1),
  ('fiel', 'Cliente fiel', 'Seguiste a 3 negocios.', 'Heart', 40, 'follows', 3),
  ('racha-7', 'Racha de 7 días', 'Visitaste CuponGT 7 días seguidos.', 'Flame', 70, 'streak', 7),
  ('cazador-flash', 'Cazador de ofertas flash', 'Compraste una oferta flash antes de que terminara.', 'Zap', 80, 'flash_purchases', 1),
  ('cliente-frecuente', 'Cliente frecuente', 'Hiciste 5 compras.', 'Repeat', 100, 'purchases', 5),
  ('explorador', 'Explorador', 'Compraste cupones de 3 categorías distintas.', 'Compass', 100, 'categories', 3),
  ('ahorrador', 'Gran ahorrador', 'Ahorraste más de Q500 con tus cupones.', 'PiggyBank', 120, 'saved', 500),
  ('embajador', 'Embajador', 'Un amigo se registró con tu código e hizo su primera compra.', 'Users', 150, 'referrals', 1),
  ('gran-comprador', 'Gran comprador', 'Gastaste Q1,000 en cupones.', 'Wallet', 200, 'spent', 1000),
  ('super-embajador', 'Superembajador', 'Cinco amigos hicieron su primera compra con tu código en un mismo mes.', 'Crown', 300, 'referrals_month', 5)
on conflict (code) do update set title = excluded.title, description = excluded.description, icon = excluded.icon,
  xp = excluded.xp, rule_kind = excluded.rule_kind, rule_target = excluded.rule_target;
