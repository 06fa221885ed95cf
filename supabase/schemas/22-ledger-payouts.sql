-- Payouts: the weekly run that pays each business its available balance, and the operator's
-- sent / paid / failed steps, each posted to the ledger (supabase/schemas/20-ledger.sql).
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- The smallest balance worth a bank transfer (setting 'payout_minimum', Q100.00 by default).
create or replace function public.payout_minimum()
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select (s.value #>> '{}')::numeric(12, 2) from app_private.settings s
     where s.key = 'payout_minimum' and (s.value #>> '{}') ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$'),
    100.00)::numeric(12, 2);
$$;
revoke all on function public.payout_minimum() from public, anon, authenticated, service_role;
grant execute on function public.payout_minimum() to authenticated, service_role;

-- The weekly run: one payout per business whose available balance reaches the minimum, for the
-- period p_period (the run's Guatemala day). Runs are serialised by an advisory lock, and a
-- business's payout is unique per period, so two runs at once, or a retried one, pay nothing twice.
-- Returns the payouts created now (the "payout created" event: invoicing the commission hooks here).
create or replace function public.payout_run(p_period date default null)
returns setof uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_period date := coalesce(p_period, (now() at time zone 'America/Guatemala')::date);
  v_min numeric(12, 2) := public.payout_minimum();
  v_acc record;
  v_payout uuid;
begin
  perform pg_advisory_xact_lock(hashtext('public.payout_run'));
  perform app_private.release_payout_holds();
  for v_acc in
    select a.business_id, -sum(l.amount) as balance, max(l.id) as last_line
    from public.ledger_accounts a join public.ledger_lines l on l.account_id = a.id
    where a.kind = 'business_available' and a.business_id is not null
      -- Paid only into an account an owner confirmed from the e-mail and that has not changed for
      -- 48 hours (26-bank-accounts.sql): someone who took over the owner's session cannot redirect
      -- this week's money to their own account.
      and exists (select 1 from public.business_bank_accounts ba
                  where ba.business_id = a.business_id and ba.changed_at <= now() - interval '48 hours'
                    and ba.confirmed_at is not null)
    group by a.business_id
    having -sum(l.amount) >= greatest(v_min, 0.01)
    order by a.business_id
  loop
    -- The payout carries the account it is for (the batch pays this snapshot, never the live row).
    insert into public.payouts (business_id, period, amount, covers_line_id, account_bank, account_type,
      account_number_ciphertext, account_last4, account_holder_ciphertext, account_key_id)
    select v_acc.business_id, v_period, v_acc.balance, v_acc.last_line, ba.bank, ba.account_type,
      ba.number_ciphertext, ba.number_last4, ba.holder_ciphertext, split_part(ba.number_ciphertext, '.', 2)
    from public.business_bank_accounts ba where ba.business_id = v_acc.business_id
    on conflict on constraint payouts_business_period_key do nothing
    returning id into v_payout;
    continue when v_payout is null;
    perform app_private.ledger_post('payout', v_payout, 'scheduled', jsonb_build_array(
      jsonb_build_object('account', 'business_available', 'business', v_acc.business_id, 'amount', v_acc.balance),
      jsonb_build_object('account', 'payouts_in_transit', 'business', v_acc.business_id, 'amount', -v_acc.balance)));
    perform app_private.notify_payout_owners(v_payout, 'Pago programado',
      'Programamos un pago de Q' || to_char(v_acc.balance, 'FM999999990.00') || ' a tu cuenta bancaria.');
    return next v_payout;
  end loop;
end;
$$;
revoke all on function public.payout_run(p_period date) from public, anon, authenticated, service_role;
grant execute on function public.payout_run(p_period date) to service_role;

-- Tells the business's owners about their payout: their notification inbox (linking to
-- /vendedor/pagos) and an e-mail per step (the send_payout_email job, once per payout and state).
create or replace function app_private.notify_payout_owners(p_payout uuid, p_title text, p_body text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  for v_user in
    select m.user_id from public.payouts p join public.business_members m on m.business_id = p.business_id
    where p.id = p_payout and m.role = 'owner'
  loop
    perform app_private.notify(v_user, 'payout', p_title, p_body, '/vendedor/pagos', 'payout:' || p_payout || ':' || p_title);
  end loop;
  insert into app_private.jobs (name, payload, key, max_attempts)
  select 'send_payout_email', jsonb_build_object('payoutId', p.id, 'state', p.state), 'payout-mail:' || p.id || ':' || p.state, 8
  from public.payouts p where p.id = p_payout
  on conflict (key) do nothing;
end;
$$;
revoke all on function app_private.notify_payout_owners(p_payout uuid, p_title text, p_body text) from public, anon, authenticated, service_role;

-- The operator's steps: 'enviado' (the bank batch went out), 'pagado' with the bank's reference,
-- 'fallido' with a reason (the money returns to the business's available balance). Audited; the
-- owners are told. A payout paid or failed is final.
create or replace function public.admin_mark_payout(p_payout uuid, p_state text, p_note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payout public.payouts%rowtype;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
begin
  perform app_private.require_admin('admin_mark_payout');
  if p_state not in ('enviado', 'pagado', 'fallido') then
    raise exception 'admin_mark_payout: unknown state %', p_state using errcode = '22023';
  end if;
  if p_state in ('pagado', 'fallido') and v_note is null then
    return jsonb_build_object('ok', false, 'reason', 'nota_requerida');
  end if;
  select * into v_payout from public.payouts where id = p_payout for update;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_payout.state in ('pagado', 'fallido') or (p_state = 'enviado' and v_payout.state <> 'programado') then
    return jsonb_build_object('ok', false, 'reason', 'estado', 'state', v_payout.state);
  end if;
  -- A held payout is not in the batch: it cannot be sent until its hold is released.
  if p_state = 'enviado' and v_payout.held_reason is not null then
    return jsonb_build_object('ok', false, 'reason', 'retenido');
  end if;
  update public.payouts set state = p_state,
    sent_at = case when p_state = 'enviado' then now() else sent_at end,
    paid_at = case when p_state = 'pagado' then now() else paid_at end,
    failed_at = case when p_state = 'fallido' then now() else failed_at end,
    bank_reference = case when p_state = 'pagado' then left(v_note, 100) else bank_reference end,
    failure_reason = case when p_state = 'fallido' then left(v_note, 500) else failure_reason end
  where id = p_payout;
  if p_state = 'enviado' then
    perform app_private.notify_payout_owners(p_payout, 'Pago enviado',
      'Enviamos al banco tu pago de Q' || to_char(v_payout.amount, 'FM999999990.00') || '.');
  elsif p_state = 'pagado' then
    perform app_private.ledger_post('payout', p_payout, 'paid', jsonb_build_array(
      jsonb_build_object('account', 'payouts_in_transit', 'business', v_payout.business_id, 'amount', v_payout.amount),
      jsonb_build_object('account', 'provider_clearing', 'amount', -v_payout.amount)));
    perform app_private.notify_payout_owners(p_payout, 'Pago realizado',
      'Te pagamos Q' || to_char(v_payout.amount, 'FM999999990.00') || ' (referencia ' || left(v_note, 100) || ').');
  elsif p_state = 'fallido' then
    perform app_private.ledger_post('payout', p_payout, 'failed', jsonb_build_array(
      jsonb_build_object('account', 'payouts_in_transit', 'business', v_payout.business_id, 'amount', v_payout.amount),
      jsonb_build_object('account', 'business_available', 'business', v_payout.business_id, 'amount', -v_payout.amount)));
    perform app_private.notify_payout_owners(p_payout, 'Pago fallido',
      'El pago de Q' || to_char(v_payout.amount, 'FM999999990.00') || ' no se pudo completar: ' || left(v_note, 300) || '. El monto vuelve a tu saldo disponible.');
  end if;
  perform app_private.audit('payout_' || p_state, 'payout', p_payout::text,
    jsonb_build_object('state', v_payout.state), jsonb_build_object('state', p_state, 'amount', v_payout.amount), v_note);
  return jsonb_build_object('ok', true, 'state', p_state);
end;
$$;
revoke all on function public.admin_mark_payout(p_payout uuid, p_state text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.admin_mark_payout(p_payout uuid, p_state text, p_note text) to authenticated;

-- A payout's lines: the business's available-balance lines it covers (vouchers released, refunds
-- taken from it), after the business's previous payout.
create or replace function public.payout_lines(p_payout uuid)
returns table (line_id bigint, created_at timestamptz, source_kind text, event text, voucher_id uuid, amount numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_payout public.payouts%rowtype;
  v_from bigint;
begin
  select * into v_payout from public.payouts where id = p_payout;
  if not found or not (public.has_business_role(v_payout.business_id, array['owner', 'manager']) or public.is_admin()) then
    raise exception 'payout_lines: owners and managers only' using errcode = '42501';
  end if;
  select coalesce(max(p.covers_line_id), 0) into v_from from public.payouts p
  where p.business_id = v_payout.business_id and p.covers_line_id < v_payout.covers_line_id;
  return query
  select l.id, l.created_at, e.source_kind, e.event, l.voucher_id, -l.amount
  from public.ledger_lines l
  join public.ledger_accounts a on a.id = l.account_id
  join public.ledger_entries e on e.id = l.entry_id
  where a.kind = 'business_available' and a.business_id = v_payout.business_id
    and l.id > v_from and l.id <= v_payout.covers_line_id and e.source_kind <> 'payout'
  order by l.id;
end;
$$;
revoke all on function public.payout_lines(p_payout uuid) from public, anon, authenticated, service_role;
grant execute on function public.payout_lines(p_payout uuid) to authenticated;

-- Releases the holds that are over: the business's current account was confirmed by an owner from
-- the e-mail and changed 48 hours ago or more. The payout then takes that account as its snapshot
-- (the owner confirmed it is theirs). Payouts scheduled before snapshots existed take the current
-- account the same way. Called by the run and by the operator's bank batch.
create or replace function app_private.release_payout_holds()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.payouts p set held_reason = null, held_at = null, account_bank = ba.bank,
    account_type = ba.account_type, account_number_ciphertext = ba.number_ciphertext,
    account_last4 = ba.number_last4, account_holder_ciphertext = ba.holder_ciphertext,
    account_key_id = split_part(ba.number_ciphertext, '.', 2)
  from public.business_bank_accounts ba
  where ba.business_id = p.business_id and p.state = 'programado'
    and (p.held_reason is not null or p.account_number_ciphertext is null)
    and ba.confirmed_at is not null and ba.changed_at <= now() - interval '48 hours';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function app_private.release_payout_holds() from public, anon, authenticated, service_role;

-- The operator's bank batch: the payouts still to send (programado, enviado), each with the account
-- it was scheduled for (never the business's current one) and why it is held, if it is. Releases
-- the holds that are over first.
create or replace function public.admin_bank_batch()
returns table (id uuid, business_id uuid, business_name text, amount numeric, bank text, account_type text,
  number_ciphertext text, holder_ciphertext text, holder_name text, holder_nit text, held_reason text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_bank_batch');
  perform app_private.release_payout_holds();
  return query
  select p.id, p.business_id, b.name, p.amount, p.account_bank, p.account_type, p.account_number_ciphertext,
    p.account_holder_ciphertext, ba.holder_name, ba.holder_nit, p.held_reason
  from public.payouts p
  join public.businesses b on b.id = p.business_id
  left join public.business_bank_accounts ba
    on ba.business_id = p.business_id and ba.number_ciphertext = p.account_number_ciphertext
  where p.state in ('programado', 'enviado')
  order by p.created_at, p.id
  limit 5000;
end;
$$;
revoke all on function public.admin_bank_batch() from public, anon, authenticated, service_role;
grant execute on function public.admin_bank_batch() to authenticated;

-- Row level security and grants ----------------------------------------------------------------

drop policy if exists payouts_select on public.payouts;
create policy payouts_select ON public.payouts FOR SELECT TO authenticated USING ((public.is_admin() OR public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text])));
revoke all on table public.payouts from public, anon, authenticated, service_role;
-- Not the account snapshot: managers read payouts but never the bank account; operators read the
-- snapshot through public.admin_bank_batch.
grant select (id, business_id, period, amount, state, covers_line_id, bank_reference, failure_reason, created_at,
  sent_at, paid_at, failed_at, held_reason, held_at) on table public.payouts to authenticated;
grant select on table public.payouts to service_role;

-- Functions of the scheduled run -----------------------------------------------------------------

-- The weekday of the run, ISO (1 Monday .. 7 Sunday): setting 'payout_weekday', Monday by default.
create or replace function public.payout_weekday()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select (s.value #>> '{}')::integer from app_private.settings s
     where s.key = 'payout_weekday' and (s.value #>> '{}') ~ '^[1-7]$'),
    1);
$$;
revoke all on function public.payout_weekday() from public, anon, authenticated, service_role;
grant execute on function public.payout_weekday() to authenticated, service_role;

-- The daily job's call: the run, on the payout weekday only (Guatemala time).
create or replace function public.payout_run_if_due()
returns setof uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if extract(isodow from now() at time zone 'America/Guatemala')::integer = public.payout_weekday() then
    return query select public.payout_run(null);
  end if;
end;
$$;
revoke all on function public.payout_run_if_due() from public, anon, authenticated, service_role;
grant execute on function public.payout_run_if_due() to service_role;

-- The operator sets the run's weekday (1 Monday .. 7 Sunday) and minimum (Q0.00 .. Q100,000.00,
-- lib/ledger/rules/payouts.ts keeps the same bounds). Audited like every setting.
create or replace function public.admin_set_payout_settings(p_weekday integer, p_minimum numeric)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform app_private.require_admin('admin_set_payout_settings');
  if p_weekday is null or p_weekday not between 1 and 7 or p_minimum is null or p_minimum < 0 or p_minimum > 100000
     or p_minimum <> round(p_minimum, 2) then
    raise exception 'admin_set_payout_settings: weekday 1-7 and a minimum from 0 to 100000 quetzales' using errcode = '22023';
  end if;
  v_before := jsonb_build_object('weekday', public.payout_weekday(), 'minimum', public.payout_minimum());
  insert into app_private.settings (key, value, updated_at)
  values ('payout_weekday', to_jsonb(p_weekday::text), now()), ('payout_minimum', to_jsonb(to_char(p_minimum, 'FM99999990.00')), now())
  on conflict (key) do update set value = excluded.value, updated_at = now();
  perform app_private.audit('set_setting', 'setting', 'payouts', v_before,
    jsonb_build_object('weekday', p_weekday, 'minimum', p_minimum), null);
end;
$$;
revoke all on function public.admin_set_payout_settings(p_weekday integer, p_minimum numeric) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_payout_settings(p_weekday integer, p_minimum numeric) to authenticated;
