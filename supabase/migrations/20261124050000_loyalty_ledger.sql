-- Issue 13: the loyalty ledger. Every point, XP and quetzal of credit a user earns or spends is one
-- append-only row here; the profile's figures (total_points, current_xp, user_level,
-- next_level_xp, streak_days, referrals_count, vip) are derived from it by
-- app_private.refresh_loyalty and never written by a request. Rules: lib/domain/loyalty-rules.ts
-- and lib/domain/loyalty-levels.ts (the same figures; tests/integration/loyalty-*.test.ts).
create table public.loyalty_ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  reason text not null,
  points integer not null default 0,
  xp integer not null default 0,
  -- Quetzales of checkout credit (referral rewards +, applied at checkout -).
  credit numeric(12, 2) not null default 0,
  -- What caused the row (no foreign keys: the ledger outlives nothing but its user, and an
  -- append-only table must not be rewritten by a cascade).
  order_id uuid,
  review_id uuid,
  coupon_id uuid,
  voucher_id uuid,
  business_id uuid,
  referral_user_id uuid,
  achievement_id uuid,
  -- The Guatemala calendar day of the event: streaks, daily caps and monthly referral bonuses.
  activity_day date not null default ((now() at time zone 'America/Guatemala')::date),
  created_at timestamptz not null default now(),
  constraint loyalty_ledger_reason check (reason in (
    'purchase', 'purchase_refund', 'first_purchase', 'review_verified', 'review', 'voucher_redeemed',
    'follow', 'daily_visit', 'achievement', 'referral_referrer', 'referral_invitee', 'referral_bonus',
    'credit_applied', 'credit_returned'
  ))
);
--> statement-breakpoint
create index loyalty_ledger_user_idx on public.loyalty_ledger (user_id, created_at desc);
--> statement-breakpoint
create index loyalty_ledger_order_idx on public.loyalty_ledger (order_id) where order_id is not null;
--> statement-breakpoint
-- Each event pays once: a retried job, a replayed confirmation or two racing requests hit these.
create unique index loyalty_once_purchase on public.loyalty_ledger (order_id) where reason = 'purchase';
--> statement-breakpoint
create unique index loyalty_once_first_purchase on public.loyalty_ledger (user_id) where reason = 'first_purchase';
--> statement-breakpoint
create unique index loyalty_once_review on public.loyalty_ledger (user_id, coupon_id) where reason in ('review', 'review_verified');
--> statement-breakpoint
create unique index loyalty_once_redeemed on public.loyalty_ledger (voucher_id) where reason = 'voucher_redeemed';
--> statement-breakpoint
create unique index loyalty_once_refund on public.loyalty_ledger (voucher_id) where reason = 'purchase_refund';
--> statement-breakpoint
create unique index loyalty_once_follow on public.loyalty_ledger (user_id, business_id) where reason = 'follow';
--> statement-breakpoint
create unique index loyalty_once_visit on public.loyalty_ledger (user_id, activity_day) where reason = 'daily_visit';
--> statement-breakpoint
create unique index loyalty_once_achievement on public.loyalty_ledger (user_id, achievement_id) where reason = 'achievement';
--> statement-breakpoint
create unique index loyalty_once_referrer on public.loyalty_ledger (user_id, referral_user_id) where reason = 'referral_referrer';
--> statement-breakpoint
create unique index loyalty_once_invitee on public.loyalty_ledger (user_id) where reason = 'referral_invitee';
--> statement-breakpoint
create unique index loyalty_once_bonus on public.loyalty_ledger (user_id, (extract(year from activity_day) * 100 + extract(month from activity_day))) where reason = 'referral_bonus';
--> statement-breakpoint
create unique index loyalty_once_credit_applied on public.loyalty_ledger (order_id) where reason = 'credit_applied';
--> statement-breakpoint
create unique index loyalty_once_credit_returned on public.loyalty_ledger (order_id) where reason = 'credit_returned';
--> statement-breakpoint
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
--> statement-breakpoint
create trigger loyalty_ledger_append_only before update or delete on public.loyalty_ledger
  for each row execute function app_private.loyalty_ledger_append_only();
--> statement-breakpoint
alter table public.loyalty_ledger enable row level security;
--> statement-breakpoint
create policy "loyalty_ledger_select_own" on public.loyalty_ledger as permissive for select to authenticated
  using ("loyalty_ledger"."user_id" = (select auth.uid()));
--> statement-breakpoint
revoke all on public.loyalty_ledger from public, anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.loyalty_ledger to authenticated, service_role;
--> statement-breakpoint
-- Orders remember the credit they used (a visible discount line; never more than the subtotal).
alter table public.orders add column credit_applied numeric(12, 2) not null default 0;
--> statement-breakpoint
alter table public.orders add constraint orders_credit_applied_range check (credit_applied >= 0 and credit_applied <= subtotal);
--> statement-breakpoint
-- Achievements carry their rule: what is counted and how much unlocks it.
alter table public.achievements add column rule_kind text;
--> statement-breakpoint
alter table public.achievements add column rule_target numeric(12, 2);
--> statement-breakpoint
alter table public.achievements add constraint achievements_rule_kind check (rule_kind is null or rule_kind in (
  'purchases', 'flash_purchases', 'categories', 'spent', 'saved', 'verified_reviews', 'follows', 'streak', 'referrals', 'referrals_month'
));
--> statement-breakpoint
-- Level from XP (lib/domain/loyalty-levels.ts LEVEL_THRESHOLDS: 0, 500, 1500, 4000, 10000).
create or replace function app_private.loyalty_level(p_xp integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_xp >= 10000 then 5 when p_xp >= 4000 then 4 when p_xp >= 1500 then 3 when p_xp >= 500 then 2 else 1 end;
$$;
--> statement-breakpoint
create or replace function app_private.loyalty_next_level_xp(p_level integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_level when 1 then 500 when 2 then 1500 when 3 then 4000 when 4 then 10000 else null end;
$$;
--> statement-breakpoint
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
