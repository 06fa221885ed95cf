-- The double-entry money ledger: postings from the order, voucher and refund state changes.
-- The current state of these objects: to change one, edit it here (docs/database.md).
--
-- Accounts (a line's amount is a debit when positive, a credit when negative):
--   provider_clearing    asset: what the payment provider (or the simulated gateway) holds for us
--   business_pending     per business: owed, but a refund may still take it back
--   business_available   per business: owed and payable (refund window closed, or redeemed)
--   payouts_in_transit   per business: paid out, not yet confirmed by the bank
--   platform_commission  revenue: the marketplace's commission
--   iva_collected        liability: the IVA charged on top of the prices
--   referral_credit      expense: loyalty credit the platform funds when a buyer spends it
--   refunds_owed         liability: refunds decided, not yet paid back to the buyer
--
-- Commission is the statement's rule (lib/ledger/rules/statement.ts commissionCents: the business's
-- rate, half up to the cent), applied per unit so that each voucher's "price less commission" is
-- exact when it becomes available or is refunded.

-- Functions ------------------------------------------------------------------------------------

-- commissionCents(price, 0, rate): rates have at most 4 decimals, so this is exact integer math.
create or replace function app_private.ledger_commission(p_price numeric, p_rate numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select (floor((greatest(round(p_price * 100), 0) * round(coalesce(p_rate, 0.15) * 10000) + 5000) / 10000) / 100)::numeric(12, 2);
$$;
revoke all on function app_private.ledger_commission(p_price numeric, p_rate numeric) from public, anon, authenticated, service_role;

-- The account of a kind (and business, for the business's own kinds), created on first use.
create or replace function app_private.ledger_account(p_kind text, p_business uuid)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_business uuid := case when p_kind in ('business_pending', 'business_available', 'payouts_in_transit') then p_business end;
  v_id bigint;
begin
  select a.id into v_id from public.ledger_accounts a
  where a.kind = p_kind and (a.business_id = v_business or (v_business is null and a.business_id is null));
  if v_id is null then
    insert into public.ledger_accounts (kind, business_id) values (p_kind, v_business)
    on conflict on constraint ledger_accounts_kind_business_key do nothing
    returning id into v_id;
    if v_id is null then
      select a.id into v_id from public.ledger_accounts a
      where a.kind = p_kind and (a.business_id = v_business or (v_business is null and a.business_id is null));
    end if;
  end if;
  return v_id;
end;
$$;
revoke all on function app_private.ledger_account(p_kind text, p_business uuid) from public, anon, authenticated, service_role;

-- The one writer of the ledger. p_lines: [{account, business, amount, order_item, voucher}];
-- zero lines are left out. Refuses an entry that does not balance; posts nothing (null) when the
-- same (kind, source, event) was posted before, so a retried job or trigger posts once.
create or replace function app_private.ledger_post(p_kind text, p_source uuid, p_event text, p_lines jsonb)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_sum numeric;
  v_entry bigint;
begin
  select coalesce(sum((l ->> 'amount')::numeric), 0) into v_sum from jsonb_array_elements(p_lines) l;
  if v_sum <> 0 then
    raise exception 'ledger_post: % % % does not balance (%)', p_kind, p_source, p_event, v_sum using errcode = '23514';
  end if;
  insert into public.ledger_entries (source_kind, source_id, event) values (p_kind, p_source, p_event)
  on conflict on constraint ledger_entries_source_key do nothing
  returning id into v_entry;
  if v_entry is null then
    return null;
  end if;
  insert into public.ledger_lines (entry_id, account_id, business_id, amount, order_item_id, voucher_id)
  select v_entry, app_private.ledger_account(x.account, x.business), x.business, x.amount, x.order_item, x.voucher
  from jsonb_to_recordset(p_lines) as x(account text, business uuid, amount numeric, order_item uuid, voucher uuid)
  where x.amount is not null and x.amount <> 0;
  return v_entry;
end;
$$;
revoke all on function app_private.ledger_post(p_kind text, p_source uuid, p_event text, p_lines jsonb) from public, anon, authenticated, service_role;

-- A paid order: the money in (provider plus credit) against IVA, and per unit the business's
-- share (pending) and the commission. Its vouchers queue for release. Idempotent.
create or replace function app_private.ledger_order_paid(p_order uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
  v_item record;
  v_comm numeric(12, 2);
  v_lines jsonb;
begin
  if exists (select 1 from public.ledger_entries e where e.source_kind = 'order' and e.source_id = p_order and e.event = 'paid') then
    return;
  end if;
  select * into v_order from public.orders o where o.id = p_order;
  if not found or v_order.status <> 'paid' then
    return;
  end if;
  v_lines := jsonb_build_array(
    jsonb_build_object('account', 'provider_clearing', 'amount', v_order.total),
    jsonb_build_object('account', 'referral_credit', 'amount', v_order.credit_applied),
    jsonb_build_object('account', 'iva_collected', 'amount', -v_order.tax));
  for v_item in
    select i.id, i.quantity, i.unit_price, c.business_id, b.commission_rate
    from public.order_items i
    join public.coupons c on c.id = i.coupon_id
    left join public.businesses b on b.id = c.business_id
    where i.order_id = p_order
    order by i.id
  loop
    v_comm := app_private.ledger_commission(v_item.unit_price, v_item.commission_rate);
    v_lines := v_lines || jsonb_build_array(
      jsonb_build_object('account', 'business_pending', 'business', v_item.business_id, 'order_item', v_item.id,
        'amount', -(v_item.unit_price - v_comm) * v_item.quantity),
      jsonb_build_object('account', 'platform_commission', 'business', v_item.business_id, 'order_item', v_item.id,
        'amount', -v_comm * v_item.quantity));
  end loop;
  if app_private.ledger_post('order', p_order, 'paid', v_lines) is not null then
    insert into app_private.ledger_pending_vouchers (voucher_id, order_id)
    select v.id, p_order
    from public.vouchers v join public.order_items i on i.id = v.order_item_id
    where i.order_id = p_order and v.status <> 'reembolsado'
    on conflict (voucher_id) do nothing;
  end if;
end;
$$;
revoke all on function app_private.ledger_order_paid(p_order uuid) from public, anon, authenticated, service_role;

-- One unit of an order item as its sale posted it: the business's share and the commission.
create or replace function app_private.ledger_unit(p_order_item uuid, out net numeric, out commission numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(-sum(l.amount) filter (where a.kind = 'business_pending'), 0) / max(i.quantity),
         coalesce(-sum(l.amount) filter (where a.kind = 'platform_commission'), 0) / max(i.quantity)
  from public.order_items i
  left join public.ledger_lines l on l.order_item_id = i.id
    and l.entry_id in (select e.id from public.ledger_entries e where e.source_kind = 'order' and e.source_id = i.order_id and e.event = 'paid')
  left join public.ledger_accounts a on a.id = l.account_id
  where i.id = p_order_item;
$$;
revoke all on function app_private.ledger_unit(p_order_item uuid) from public, anon, authenticated, service_role;

-- Pending becomes available: the voucher was redeemed, or its refund window closed. Idempotent;
-- a refunded voucher only leaves the queue.
create or replace function app_private.ledger_release_voucher(p_voucher uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_voucher record;
  v_unit record;
begin
  select v.id, v.status, v.business_id, v.order_item_id, i.order_id into v_voucher
  from public.vouchers v join public.order_items i on i.id = v.order_item_id
  where v.id = p_voucher
  for update of v;
  if not found or v_voucher.status = 'reembolsado' then
    delete from app_private.ledger_pending_vouchers where voucher_id = p_voucher;
    return false;
  end if;
  perform app_private.ledger_order_paid(v_voucher.order_id);
  v_unit := app_private.ledger_unit(v_voucher.order_item_id);
  delete from app_private.ledger_pending_vouchers where voucher_id = p_voucher;
  return app_private.ledger_post('voucher', p_voucher, 'available', jsonb_build_array(
    jsonb_build_object('account', 'business_pending', 'business', v_voucher.business_id, 'voucher', p_voucher, 'amount', v_unit.net),
    jsonb_build_object('account', 'business_available', 'business', v_voucher.business_id, 'voucher', p_voucher, 'amount', -v_unit.net)
  )) is not null;
end;
$$;
revoke all on function app_private.ledger_release_voucher(p_voucher uuid) from public, anon, authenticated, service_role;

-- A refunded voucher gives back its unit's share and commission and the IVA on it; the buyer is
-- owed the money part (refunds_owed) and gets the credit part back (referral_credit).
create or replace function app_private.ledger_refund(p_refund uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund record;
  v_unit record;
  v_account text;
begin
  select r.id, r.amount, r.credit_amount, r.status, r.settled_as, r.settled_at, r.voucher_id, v.business_id,
         v.order_item_id, i.order_id, i.unit_price
  into v_refund
  from public.refunds r join public.vouchers v on v.id = r.voucher_id join public.order_items i on i.id = v.order_item_id
  where r.id = p_refund;
  if not found then
    return;
  end if;
  perform app_private.ledger_order_paid(v_refund.order_id);
  v_unit := app_private.ledger_unit(v_refund.order_item_id);
  v_account := case
    when exists (select 1 from public.ledger_entries e where e.source_kind = 'voucher' and e.source_id = v_refund.voucher_id and e.event = 'available')
    then 'business_available' else 'business_pending' end;
  delete from app_private.ledger_pending_vouchers where voucher_id = v_refund.voucher_id;
  perform app_private.ledger_post('refund', p_refund, 'refunded', jsonb_build_array(
    jsonb_build_object('account', v_account, 'business', v_refund.business_id, 'voucher', v_refund.voucher_id, 'amount', v_unit.net),
    jsonb_build_object('account', 'platform_commission', 'business', v_refund.business_id, 'voucher', v_refund.voucher_id, 'amount', v_unit.commission),
    jsonb_build_object('account', 'iva_collected', 'amount', v_refund.amount + v_refund.credit_amount - v_refund.unit_price),
    jsonb_build_object('account', 'refunds_owed', 'amount', -v_refund.amount),
    jsonb_build_object('account', 'referral_credit', 'amount', -v_refund.credit_amount)));
  -- The money went back through the provider, or the operator settled what was owed.
  if v_refund.status = 'completado' then
    perform app_private.ledger_post('refund', p_refund, 'paid_back', jsonb_build_array(
      jsonb_build_object('account', 'refunds_owed', 'amount', v_refund.amount),
      jsonb_build_object('account', 'provider_clearing', 'amount', -v_refund.amount)));
  end if;
  if v_refund.settled_at is not null then
    perform app_private.ledger_post('refund', p_refund, 'settled', jsonb_build_array(
      jsonb_build_object('account', 'refunds_owed', 'amount', v_refund.amount),
      jsonb_build_object('account', case when v_refund.settled_as = 'credito' then 'referral_credit' else 'provider_clearing' end,
        'amount', -v_refund.amount)));
  end if;
end;
$$;
revoke all on function app_private.ledger_refund(p_refund uuid) from public, anon, authenticated, service_role;

-- Trigger functions: each posts in the transaction of the state change it follows.
create or replace function app_private.ledger_orders_paid()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.ledger_order_paid(new.id);
  return null;
end;
$$;

create or replace function app_private.ledger_vouchers_redeemed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.ledger_release_voucher(new.id);
  return null;
end;
$$;

create or replace function app_private.ledger_refunds_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app_private.ledger_refund(new.id);
  return null;
end;
$$;

create or replace function app_private.ledger_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = 'CG014';
end;
$$;

-- At commit (deferred): an entry's lines sum to zero, whoever wrote them.
create or replace function app_private.ledger_entry_balances()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sum numeric;
begin
  select coalesce(sum(l.amount), 0) into v_sum from public.ledger_lines l where l.entry_id = new.id;
  if v_sum <> 0 then
    raise exception 'ledger entry % does not balance (%)', new.id, v_sum using errcode = '23514';
  end if;
  return null;
end;
$$;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger ledger_orders_paid AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (new.status = 'paid' and old.status is distinct from 'paid') EXECUTE FUNCTION app_private.ledger_orders_paid();
create or replace trigger ledger_vouchers_redeemed AFTER UPDATE OF status ON public.vouchers FOR EACH ROW WHEN (new.status = 'canjeado' and old.status is distinct from 'canjeado') EXECUTE FUNCTION app_private.ledger_vouchers_redeemed();
create or replace trigger ledger_refunds_inserted AFTER INSERT ON public.refunds FOR EACH ROW EXECUTE FUNCTION app_private.ledger_refunds_changed();
create or replace trigger ledger_refunds_updated AFTER UPDATE OF status, settled_at ON public.refunds FOR EACH ROW WHEN (old.status is distinct from new.status or old.settled_at is distinct from new.settled_at) EXECUTE FUNCTION app_private.ledger_refunds_changed();
create or replace trigger ledger_entries_append_only BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION app_private.ledger_append_only();
create or replace trigger ledger_entries_no_truncate BEFORE TRUNCATE ON public.ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION app_private.ledger_append_only();
create or replace trigger ledger_lines_append_only BEFORE DELETE OR UPDATE ON public.ledger_lines FOR EACH ROW EXECUTE FUNCTION app_private.ledger_append_only();
create or replace trigger ledger_lines_no_truncate BEFORE TRUNCATE ON public.ledger_lines FOR EACH STATEMENT EXECUTE FUNCTION app_private.ledger_append_only();
-- A constraint trigger cannot be created "or replace": dropped and created again.
drop trigger if exists ledger_entries_balance on public.ledger_entries;
create constraint trigger ledger_entries_balance AFTER INSERT ON public.ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION app_private.ledger_entry_balances();
