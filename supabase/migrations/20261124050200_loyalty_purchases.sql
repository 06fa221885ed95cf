-- Issue 13: what an order earns and spends, inside the checkout's own transactions. The credit is
-- applied when reserve_order writes the pending order (a discount line stored on the order, never
-- more than the subtotal), given back when the order is released (declined payment, expiry), and
-- points are written when confirm_order marks it paid: a failed payment leaves nothing behind.
-- A refund takes back the refunded quetzales' points (refunds insert).

-- BEFORE INSERT on orders: reserve_order checked the prices against the shopper's quote; this
-- takes the buyer's available credit off the total. The profile row lock serialises two
-- checkouts of one buyer so one credit is never spent twice.
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
create trigger orders_apply_credit before insert on public.orders
  for each row execute function app_private.orders_apply_credit();
--> statement-breakpoint
-- The ledger row of the credit used needs the order's id: written after the insert.
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
--> statement-breakpoint
create trigger orders_record_credit after insert on public.orders
  for each row execute function app_private.orders_record_credit();
--> statement-breakpoint
-- The invitee's first paid order pays both sides Q50 once; the referrer's 5th such referral in a
-- Guatemala calendar month adds Q100. Both are told (dedupe keys make a replay add nothing).
create or replace function app_private.reward_referral(p_invitee uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_referrer uuid;
  v_month_count integer;
begin
  select p.referred_by into v_referrer from public.profiles p where p.id = p_invitee;
  if v_referrer is null or v_referrer = p_invitee then
    return;
  end if;
  if not app_private.award(p_invitee, 'referral_invitee', 0, 50, p_referral_user => v_referrer) then
    return;
  end if;
  perform app_private.notify(p_invitee, 'referral_rewarded', 'Ganaste Q50 de crédito',
    'Tu primera compra con un código de referido te dio Q50 para tu próxima compra.', '/perfil',
    'referral_invitee:' || p_invitee::text);
  if app_private.award(v_referrer, 'referral_referrer', 0, 50, p_referral_user => p_invitee) then
    perform app_private.notify(v_referrer, 'referral_rewarded', 'Ganaste Q50 de crédito',
      'Un amigo que invitaste hizo su primera compra.', '/perfil', 'referral_referrer:' || p_invitee::text);
    select count(*)::integer into v_month_count from public.loyalty_ledger l
    where l.user_id = v_referrer and l.reason = 'referral_referrer'
      and date_trunc('month', l.activity_day::timestamp) = date_trunc('month', (now() at time zone 'America/Guatemala'));
    if v_month_count = 5 and app_private.award(v_referrer, 'referral_bonus', 0, 100) then
      perform app_private.notify(v_referrer, 'referral_rewarded', 'Ganaste Q100 extra',
        'Cinco amigos que invitaste compraron este mes.', '/perfil',
        'referral_bonus:' || to_char(now() at time zone 'America/Guatemala', 'YYYY-MM'));
    end if;
  end if;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.reward_referral(uuid) from public;
--> statement-breakpoint
-- AFTER UPDATE of status: paid earns (once per order: unique index), released gives the credit
-- back. Runs inside confirm_order / release_order, so it commits with them or not at all.
create or replace function app_private.orders_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'paid' and old.status <> 'paid' then
    perform app_private.award(new.buyer_user_id, 'purchase', floor(new.total)::integer, p_order => new.id);
    if app_private.award(new.buyer_user_id, 'first_purchase', 100, p_order => new.id) then
      perform app_private.reward_referral(new.buyer_user_id);
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
--> statement-breakpoint
create trigger orders_loyalty after update of status on public.orders
  for each row execute function app_private.orders_loyalty();
--> statement-breakpoint
-- A refunded voucher takes back its quetzales' points, never more than the order still holds.
create or replace function app_private.refunds_loyalty()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_left integer;
begin
  perform 1 from public.profiles p where p.id = new.user_id for update;
  select coalesce(sum(l.points), 0)::integer into v_left from public.loyalty_ledger l
  where l.order_id = new.order_id and l.user_id = new.user_id and l.reason in ('purchase', 'purchase_refund');
  v_left := least(floor(new.amount)::integer, greatest(v_left, 0));
  if v_left > 0 then
    perform app_private.award(new.user_id, 'purchase_refund', -v_left, p_order => new.order_id, p_voucher => new.voucher_id);
  end if;
  return null;
end;
$$;
--> statement-breakpoint
create trigger refunds_loyalty after insert on public.refunds
  for each row execute function app_private.refunds_loyalty();
