-- Referral credit that cannot be farmed. A reward is held as pending at the invitee's first paid
-- order (when its total reaches the minimum, a marketplace setting) and becomes credit only once
-- that order can no longer be refunded: a voucher of it redeemed, or its refund window closed
-- (checked by a recurring job and again at checkout, so a stopped worker never withholds credit
-- that is due). A refund while it is pending reverses it. One reward per canonical mailbox
-- (lower case, no +tag, no dots at Gmail): a unique index decides, not a check-then-insert.
-- The same rule in TypeScript: lib/domain/mailbox.ts (tests compare both on a corpus).
create or replace function app_private.canonical_mailbox(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(regexp_replace(coalesce(p_email, ''), '^\s+|\s+$', '', 'g'));
  v_at integer;
  v_local text;
  v_domain text;
begin
  v_at := length(v_email) - position('@' in reverse(v_email)) + 1;
  if position('@' in v_email) = 0 then
    return v_email;
  end if;
  v_local := split_part(substr(v_email, 1, v_at - 1), '+', 1);
  v_domain := substr(v_email, v_at + 1);
  if v_domain = 'googlemail.com' then
    v_domain := 'gmail.com';
  end if;
  if v_domain = 'gmail.com' then
    v_local := replace(v_local, '.', '');
  end if;
  return v_local || '@' || v_domain;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.canonical_mailbox(text) from public;
--> statement-breakpoint
grant execute on function app_private.canonical_mailbox(text) to service_role;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.referral_min_order() from public;
--> statement-breakpoint
grant execute on function public.referral_min_order() to anon, authenticated, service_role;
--> statement-breakpoint
-- One row per rewarded invitee. No foreign keys and a hash of the mailbox: the row outlives a
-- deleted account, so deleting and signing up again does not free the mailbox for a new reward.
create table app_private.referral_rewards (
  invitee_id uuid primary key,
  referrer_id uuid not null,
  order_id uuid not null unique,
  mailbox_hash bytea not null,
  state text not null default 'pending',
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  constraint referral_rewards_state check (state in ('pending', 'available', 'reversed')),
  constraint referral_rewards_mailbox_key unique (mailbox_hash)
);
--> statement-breakpoint
create index referral_rewards_referrer_idx on app_private.referral_rewards (referrer_id) where state = 'pending';
--> statement-breakpoint
grant select on app_private.referral_rewards to service_role;
--> statement-breakpoint
alter table public.loyalty_ledger drop constraint loyalty_ledger_reason;
--> statement-breakpoint
alter table public.loyalty_ledger add constraint loyalty_ledger_reason check (reason in (
  'purchase', 'purchase_refund', 'first_purchase', 'review_verified', 'review', 'voucher_redeemed',
  'follow', 'daily_visit', 'achievement', 'referral_referrer', 'referral_invitee', 'referral_bonus',
  'credit_applied', 'credit_returned', 'credit_refunded'
));
--> statement-breakpoint
-- The credit share of a refunded voucher comes back once per voucher.
create unique index loyalty_once_credit_refunded on public.loyalty_ledger (voucher_id) where reason = 'credit_refunded';
--> statement-breakpoint
-- Sign-up through /r/CODE or /auth?ref=CODE: both auth backends put the code in the user's
-- metadata (referral_code); an unknown code is ignored. The new row cannot be its own referrer,
-- nor can another account of the same mailbox (x+1@ signing up with x@'s code).
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
    select p.id into v_referrer from public.profiles p join auth.users u on u.id = p.id
    where p.referral_code = v_code and p.id <> new.id
      and app_private.canonical_mailbox(u.email) is distinct from app_private.canonical_mailbox(new.email);
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
-- Called by orders_loyalty when the invitee's first order is paid (its first_purchase row is
-- written): holds the reward as pending. Nothing when the order is under the minimum, when
-- both accounts share a mailbox, or when the mailbox already had its reward (unique index).
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
--> statement-breakpoint
revoke all on function app_private.reward_referral(uuid) from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.order_refund_closed(uuid) from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.settle_referral_reward(uuid) from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.settle_due_referral_rewards(uuid, integer) from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.settle_referral_rewards() from public, anon, authenticated;
--> statement-breakpoint
grant execute on function public.settle_referral_rewards() to service_role;
--> statement-breakpoint
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
--> statement-breakpoint
create trigger vouchers_settle_referral after update of status on public.vouchers
  for each row execute function app_private.vouchers_settle_referral();
--> statement-breakpoint
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
--> statement-breakpoint
create trigger refunds_reverse_referral after insert on public.refunds
  for each row execute function app_private.refunds_reverse_referral();
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.my_referral_credit() from public, anon;
--> statement-breakpoint
grant execute on function public.my_referral_credit() to authenticated;
--> statement-breakpoint
create or replace function public.admin_set_setting(p_key text, p_value jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform app_private.require_admin('admin_set_setting');
  if p_key not in ('premoderate_first_coupon', 'referral_min_order') then
    raise exception 'admin_set_setting: unknown setting %', p_key using errcode = '22023';
  end if;
  if p_key = 'referral_min_order' and not coalesce((p_value #>> '{}') ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$', false) then
    raise exception 'admin_set_setting: referral_min_order must be an amount in quetzales' using errcode = '22023';
  end if;
  select s.value into v_before from app_private.settings s where s.key = p_key;
  insert into app_private.settings (key, value, updated_at) values (p_key, p_value, now())
  on conflict (key) do update set value = excluded.value, updated_at = now();
  perform app_private.audit('set_setting', 'setting', p_key, v_before, p_value, null);
end;
$$;
