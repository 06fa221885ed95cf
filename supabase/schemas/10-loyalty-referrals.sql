-- Referrals: the reward both sides earn when an invitee's first order can no longer be refunded,
-- held while it could be, reversed by a refund, turned into credit by the settling job or by a
-- redeemed voucher; and the referrer kept once written. Points and credit rows are written through
-- 09-loyalty.sql's award. The current state of these objects: to change one, edit it here
-- (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

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

-- The recurring job's entry point (lib/jobs/handlers/referrals.ts).
create or replace function public.settle_referral_rewards()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  select app_private.settle_due_referral_rewards(null, 1000);
$$;
revoke all on function public.settle_referral_rewards() from public, anon, authenticated, service_role;
grant execute on function public.settle_referral_rewards() to service_role;

-- A refund of the order while its reward is pending reverses the reward: it never becomes credit.
-- refund_voucher holds the order's row lock, as settling does.
create or replace function app_private.refunds_reverse_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app_private.referral_rewards r set state = 'reversed', settled_at = now()
  where r.order_id = new.order_id and r.state = 'pending';
  return null;
end;
$$;

-- The smallest first order (its total, what the card paid) that earns a referral reward.
-- Absent setting = Q50.00; /comunidad and /terminos state it from here.
create or replace function public.referral_min_order()
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select (s.value #>> '{}')::numeric(12, 2) from app_private.settings s
     where s.key = 'referral_min_order' and (s.value #>> '{}') ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$'),
    50.00)::numeric(12, 2);
$$;
revoke all on function public.referral_min_order() from public, anon, authenticated, service_role;
grant execute on function public.referral_min_order() to anon, authenticated, service_role;

-- A redeemed voucher makes its order final: a pending reward of that order becomes credit now.
-- The voucher's row lock is held (redeem_voucher), then the order's, as refund_voucher takes them.
create or replace function app_private.vouchers_settle_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order uuid;
begin
  if new.status = 'canjeado' and old.status <> 'canjeado' then
    select i.order_id into v_order from public.order_items i where i.id = new.order_item_id;
    if exists (select 1 from app_private.referral_rewards r where r.order_id = v_order and r.state = 'pending') then
      perform 1 from public.orders o where o.id = v_order for update;
      perform app_private.settle_referral_reward(v_order);
    end if;
  end if;
  return null;
end;
$$;

-- Whether an order can no longer be refunded: a voucher of it redeemed, its 7-day window closed
-- (refund_voucher's rule) or no voucher left that is unused and unexpired.
create or replace function app_private.order_refund_closed(p_order uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(o.paid_at, o.created_at) <= now() - interval '7 days'
    or exists (select 1 from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = o.id and v.status = 'canjeado')
    or not exists (
      select 1 from public.vouchers v join public.order_items i on i.id = v.order_item_id
      where i.order_id = o.id and v.status = 'vigente' and v.expires_at > now())
  from public.orders o where o.id = p_order and o.status = 'paid';
$$;
revoke all on function app_private.order_refund_closed(p_order uuid) from public, anon, authenticated, service_role;

-- The signed-in user's referral credit, in quetzales, for /perfil and the checkout's quote:
-- available (spendable; a reward whose order became final but is not settled yet counts, since
-- the next checkout settles it first) and pending (held until the invitee's first order can no
-- longer be refunded).
create or replace function public.my_referral_credit()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select app_private.order_refund_closed(r.order_id) as due
    from app_private.referral_rewards r
    where r.state = 'pending' and (r.invitee_id = auth.uid() or r.referrer_id = auth.uid())
  )
  select case when auth.uid() is null then null else jsonb_build_object(
    'available', (app_private.credit_balance(auth.uid()) + 50 * (select count(*) from mine where coalesce(due, false)))::numeric(12, 2)::text,
    'pending', (50 * (select count(*) from mine where not coalesce(due, false)))::numeric(12, 2)::text
  ) end;
$$;
revoke all on function public.my_referral_credit() from public, anon, authenticated, service_role;
grant execute on function public.my_referral_credit() to authenticated;

-- Settles every pending reward whose order can no longer be refunded (of one user, as invitee or
-- referrer, or of everybody). Each order is locked before it is re-checked. Answers how many.
create or replace function app_private.settle_due_referral_rewards(p_user uuid default null, p_limit integer default 1000)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order uuid;
  v_count integer := 0;
begin
  for v_order in
    select r.order_id from app_private.referral_rewards r
    where r.state = 'pending' and (p_user is null or r.invitee_id = p_user or r.referrer_id = p_user)
      and app_private.order_refund_closed(r.order_id)
    order by r.created_at
    limit greatest(coalesce(p_limit, 1000), 1)
  loop
    perform 1 from public.orders o where o.id = v_order for update;
    if app_private.settle_referral_reward(v_order) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke all on function app_private.settle_due_referral_rewards(p_user uuid, p_limit integer) from public, anon, authenticated, service_role;

-- Called (through reward_referral_of_order) when the invitee's first order's points are awarded
-- (its first_purchase row is written): holds the reward as pending. Nothing when the order is
-- under the minimum, when both accounts share a mailbox, or when the mailbox already had its
-- reward (unique index).
create or replace function app_private.reward_referral(p_invitee uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_referrer uuid;
  v_order uuid;
  v_total numeric(12, 2);
  v_mine text;
  v_theirs text;
begin
  select p.referred_by into v_referrer from public.profiles p where p.id = p_invitee;
  if v_referrer is null or v_referrer = p_invitee then
    return;
  end if;
  select l.order_id into v_order from public.loyalty_ledger l where l.user_id = p_invitee and l.reason = 'first_purchase';
  select o.total into v_total from public.orders o where o.id = v_order;
  if v_total is null or v_total < public.referral_min_order() then
    return;
  end if;
  select app_private.canonical_mailbox(u.email) into v_mine from auth.users u where u.id = p_invitee;
  select app_private.canonical_mailbox(u.email) into v_theirs from auth.users u where u.id = v_referrer;
  if coalesce(v_mine, '') = '' or v_mine = v_theirs then
    return;
  end if;
  insert into app_private.referral_rewards (invitee_id, referrer_id, order_id, mailbox_hash)
  values (p_invitee, v_referrer, v_order, sha256(convert_to(v_mine, 'UTF8')))
  on conflict do nothing;
end;
$$;
revoke all on function app_private.reward_referral(p_invitee uuid) from public, anon, authenticated, service_role;

-- The reward of the invitee's first order, held as its points are awarded (award_order_loyalty, a
-- job after the payment). A refund or a redeemed voucher of the order that came before the job
-- found no reward to reverse or settle; the first of them is applied now, as its trigger would
-- have (a refund after a redemption leaves a settled reward alone). The caller holds the order's
-- row lock.
create or replace function app_private.reward_referral_of_order(p_invitee uuid, p_order uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refunded timestamptz;
  v_redeemed timestamptz;
begin
  perform app_private.reward_referral(p_invitee);
  if not exists (select 1 from app_private.referral_rewards r where r.order_id = p_order and r.state = 'pending') then
    return;
  end if;
  select min(r.created_at) into v_refunded from public.refunds r where r.order_id = p_order;
  select min(v.redeemed_at) into v_redeemed from public.vouchers v join public.order_items i on i.id = v.order_item_id
  where i.order_id = p_order and v.status = 'canjeado';
  if v_refunded is not null and (v_redeemed is null or v_refunded <= v_redeemed) then
    update app_private.referral_rewards r set state = 'reversed', settled_at = now()
    where r.order_id = p_order and r.state = 'pending';
  elsif v_redeemed is not null then
    perform app_private.settle_referral_reward(p_order);
  end if;
end;
$$;
revoke all on function app_private.reward_referral_of_order(p_invitee uuid, p_order uuid) from public, anon, authenticated, service_role;

-- Turns a pending reward into credit: both sides Q50, the referrer's 5th real referral of the
-- Guatemala month Q100 more, each told once. The caller holds the order's row lock, which
-- refund_voucher also takes, so a refund and a settlement of one order never interleave.
create or replace function app_private.settle_referral_reward(p_order uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reward app_private.referral_rewards%rowtype;
  v_month_count integer;
begin
  if not coalesce(app_private.order_refund_closed(p_order), false) then
    return false;
  end if;
  update app_private.referral_rewards r set state = 'available', settled_at = now()
  where r.order_id = p_order and r.state = 'pending'
  returning * into v_reward;
  if not found then
    return false;
  end if;
  if app_private.award(v_reward.invitee_id, 'referral_invitee', 0, 50, p_order => p_order, p_referral_user => v_reward.referrer_id) then
    perform app_private.notify(v_reward.invitee_id, 'referral_rewarded', 'Ganaste Q50 de crédito',
      'Tu primera compra con un código de referido te dio Q50 para tu próxima compra.', '/perfil',
      'referral_invitee:' || v_reward.invitee_id::text);
  end if;
  if app_private.award(v_reward.referrer_id, 'referral_referrer', 0, 50, p_referral_user => v_reward.invitee_id) then
    perform app_private.notify(v_reward.referrer_id, 'referral_rewarded', 'Ganaste Q50 de crédito',
      'Un amigo que invitaste hizo su primera compra.', '/perfil', 'referral_referrer:' || v_reward.invitee_id::text);
    select count(*)::integer into v_month_count from public.loyalty_ledger l
    where l.user_id = v_reward.referrer_id and l.reason = 'referral_referrer'
      and date_trunc('month', l.activity_day::timestamp) = date_trunc('month', (now() at time zone 'America/Guatemala'));
    if v_month_count = 5 and app_private.award(v_reward.referrer_id, 'referral_bonus', 0, 100) then
      perform app_private.notify(v_reward.referrer_id, 'referral_rewarded', 'Ganaste Q100 extra',
        'Cinco amigos que invitaste compraron este mes.', '/perfil',
        'referral_bonus:' || to_char(now() at time zone 'America/Guatemala', 'YYYY-MM'));
    end if;
  end if;
  return true;
end;
$$;
revoke all on function app_private.settle_referral_reward(p_order uuid) from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger profiles_keep_referrer BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION app_private.profiles_keep_referrer();
create or replace trigger refunds_reverse_referral AFTER INSERT ON public.refunds FOR EACH ROW EXECUTE FUNCTION app_private.refunds_reverse_referral();
create or replace trigger vouchers_settle_referral AFTER UPDATE OF status ON public.vouchers FOR EACH ROW EXECUTE FUNCTION app_private.vouchers_settle_referral();
