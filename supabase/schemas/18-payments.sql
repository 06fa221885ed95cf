-- The operator's payments page (/admin/pagos): what the provider sent, what the orders say, refunds
-- owed to buyers and the differences reconciliation found. Every function checks public.is_admin()
-- itself (app_private.require_admin) and every decision writes the audit log; the tables stay
-- closed to request roles.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Orders taken by a hosted-checkout provider, newest first, a page after the keyset
-- (p_before_at, p_before_id). p_status narrows to one order status; p_issues_only to orders whose
-- money needs the operator (payment_issue set).
create or replace function public.admin_list_provider_payments(
  p_before_at timestamptz default null, p_before_id uuid default null, p_status text default null,
  p_issues_only boolean default false, p_limit integer default 50
)
returns table (
  id uuid, created_at timestamptz, buyer_email text, total numeric, refunded_total numeric, status text,
  payment_method text, provider text, checkout_id text, payment_reference text, payment_issue text,
  provider_refund_id text, provider_refunded_at timestamptz, paid_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_provider_payments');
  return query
    select o.id, o.created_at, coalesce(u.email, o.contact_email)::text, o.total::numeric, o.refunded_total::numeric,
           o.status, o.payment_method, o.payment_provider, o.provider_checkout_id, o.payment_reference,
           o.payment_issue, o.provider_refund_id, o.provider_refunded_at, o.paid_at
    from public.orders o left join auth.users u on u.id = o.buyer_user_id
    where o.payment_provider is not null
      and (p_status is null or o.status = p_status)
      and (not coalesce(p_issues_only, false) or o.payment_issue is not null)
      and (p_before_at is null or (o.created_at, o.id) < (p_before_at, p_before_id))
    order by o.created_at desc, o.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
revoke all on function public.admin_list_provider_payments(p_before_at timestamptz, p_before_id uuid, p_status text, p_issues_only boolean, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_provider_payments(p_before_at timestamptz, p_before_id uuid, p_status text, p_issues_only boolean, p_limit integer) to authenticated;

-- Refunds, the owed ones not settled yet first (rank 0), then newest first; the keyset is
-- (rank, created_at, id). p_status narrows to one refund status.
create or replace function public.admin_list_refunds(
  p_before_rank integer default null, p_before_at timestamptz default null, p_before_id uuid default null,
  p_status text default null, p_limit integer default 50
)
returns table (
  id uuid, owed_rank integer, order_id uuid, voucher_id uuid, coupon_title text, buyer_email text, amount numeric,
  credit_amount numeric, status text, payment_reference text, settled_as text, settled_by_email text,
  settled_at timestamptz, settlement_note text, created_at timestamptz, completed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_refunds');
  return query
    select q.* from (
      select r.id, (case when r.status = 'adeudado' and r.settled_at is null then 0 else 1 end)::integer as rank,
             r.order_id, r.voucher_id, i.title, u.email::text, r.amount::numeric, r.credit_amount::numeric, r.status,
             r.payment_reference, r.settled_as, s.email::text, r.settled_at, r.settlement_note, r.created_at, r.completed_at
      from public.refunds r
      left join auth.users u on u.id = r.user_id
      left join auth.users s on s.id = r.settled_by
      left join public.vouchers v on v.id = r.voucher_id
      left join public.order_items i on i.id = v.order_item_id
      where p_status is null or r.status = p_status
    ) q
    where p_before_rank is null
       or q.rank > p_before_rank
       or (q.rank = p_before_rank and (q.created_at, q.id) < (p_before_at, p_before_id))
    order by q.rank, q.created_at desc, q.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
revoke all on function public.admin_list_refunds(p_before_rank integer, p_before_at timestamptz, p_before_id uuid, p_status text, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_refunds(p_before_rank integer, p_before_at timestamptz, p_before_id uuid, p_status text, p_limit integer) to authenticated;

-- Verified webhook deliveries, newest first (the payload stays in the table: it is the provider's).
create or replace function public.admin_list_payment_events(
  p_before_at timestamptz default null, p_before_id uuid default null, p_outcome text default null,
  p_limit integer default 50
)
returns table (
  id uuid, received_at timestamptz, event_id text, provider text, type text, status text, outcome text, note text,
  duplicates integer, order_id uuid, amount numeric, currency text, processed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_payment_events');
  return query
    select e.id, e.received_at, e.event_id, e.provider, e.type, e.status, e.outcome, e.note, e.duplicates, e.order_id,
           e.amount::numeric, e.currency, e.processed_at
    from public.payment_events e
    where (p_outcome is null or e.outcome = p_outcome)
      and (p_before_at is null or (e.received_at, e.id) < (p_before_at, p_before_id))
    order by e.received_at desc, e.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
revoke all on function public.admin_list_payment_events(p_before_at timestamptz, p_before_id uuid, p_outcome text, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_payment_events(p_before_at timestamptz, p_before_id uuid, p_outcome text, p_limit integer) to authenticated;

-- Deliveries whose signature did not verify, per provider and day, the last p_days days.
create or replace function public.admin_list_webhook_rejections(p_days integer default 30)
returns table (provider text, day date, count integer, last_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_webhook_rejections');
  return query
    select w.provider, w.day, w.count, w.last_at from public.payment_webhook_rejections w
    where w.day > (now() at time zone 'utc')::date - least(greatest(coalesce(p_days, 30), 1), 366)
    order by w.day desc, w.provider;
end;
$$;
revoke all on function public.admin_list_webhook_rejections(p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_webhook_rejections(p_days integer) to authenticated;

-- Reconciliation's differences, newest found first: the open ones, or with p_resolved the resolved.
create or replace function public.admin_list_payment_mismatches(
  p_resolved boolean default false, p_before_at timestamptz default null, p_before_id uuid default null,
  p_limit integer default 50
)
returns table (
  id uuid, provider text, kind text, order_id uuid, checkout_id text, details jsonb, found_at timestamptz,
  last_seen_at timestamptz, resolved_at timestamptz, resolved_by_email text, resolution text, resolution_note text,
  order_status text, order_total numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_payment_mismatches');
  return query
    select m.id, m.provider, m.kind, m.order_id, m.checkout_id, m.details, m.found_at, m.last_seen_at, m.resolved_at,
           u.email::text, m.resolution, m.resolution_note, o.status, o.total::numeric
    from public.payment_mismatches m
    left join public.orders o on o.id = m.order_id
    left join auth.users u on u.id = m.resolved_by
    where (m.resolved_at is not null) = coalesce(p_resolved, false)
      and (p_before_at is null or (m.found_at, m.id) < (p_before_at, p_before_id))
    order by m.found_at desc, m.id desc
    limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
revoke all on function public.admin_list_payment_mismatches(p_resolved boolean, p_before_at timestamptz, p_before_id uuid, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_payment_mismatches(p_resolved boolean, p_before_at timestamptz, p_before_id uuid, p_limit integer) to authenticated;

create or replace function public.admin_list_reconciliations(p_limit integer default 10)
returns table (
  id uuid, provider text, window_from timestamptz, window_to timestamptz, started_at timestamptz,
  finished_at timestamptz, orders_checked integer, mismatches_found integer, error text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_reconciliations');
  return query
    select r.id, r.provider, r.window_from, r.window_to, r.started_at, r.finished_at, r.orders_checked,
           r.mismatches_found, r.error
    from public.payment_reconciliations r
    order by r.started_at desc, r.id desc
    limit least(greatest(coalesce(p_limit, 10), 1), 100);
end;
$$;
revoke all on function public.admin_list_reconciliations(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reconciliations(p_limit integer) to authenticated;

-- The page header's counts.
create or replace function public.admin_payment_summary()
returns table (
  pending_payments integer, payment_issues integer, owed_refunds integer, owed_amount numeric,
  open_mismatches integer, events_day integer, rejected_today integer, last_reconciled_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_payment_summary');
  return query select
    (select count(*)::integer from public.orders o where o.payment_provider is not null and o.status = 'pending'),
    (select count(*)::integer from public.orders o where o.payment_provider is not null and o.payment_issue is not null),
    (select count(*)::integer from public.refunds r where r.status = 'adeudado' and r.settled_at is null),
    (select coalesce(sum(r.amount), 0)::numeric from public.refunds r where r.status = 'adeudado' and r.settled_at is null),
    (select count(*)::integer from public.payment_mismatches m where m.resolved_at is null),
    (select count(*)::integer from public.payment_events e where e.received_at > now() - interval '1 day'),
    (select coalesce(sum(w.count), 0)::integer from public.payment_webhook_rejections w where w.day = (now() at time zone 'utc')::date),
    (select max(r.finished_at) from public.payment_reconciliations r where r.error is null);
end;
$$;
revoke all on function public.admin_payment_summary() from public, anon, authenticated, service_role;
grant execute on function public.admin_payment_summary() to authenticated;

-- The operator settles a refund the provider could not send (it refunds whole payments only):
-- 'credito' adds the amount to the buyer's store credit through the ledger, 'transferencia' records
-- the bank transfer's reference (required). The row lock makes a second settlement, concurrent or
-- not, answer 'already_settled'. Answers 'settled', 'not_found', 'not_owed', 'already_settled' or
-- 'note_required'.
create or replace function public.admin_settle_refund(p_refund uuid, p_as text, p_note text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds%rowtype;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_amount text;
begin
  perform app_private.require_admin('admin_settle_refund');
  if p_as is null or p_as not in ('credito', 'transferencia') then
    raise exception 'admin_settle_refund: unknown settlement %', p_as using errcode = '22023';
  end if;
  if p_as = 'transferencia' and v_note is null then
    return 'note_required';
  end if;
  select * into v_refund from public.refunds r where r.id = p_refund for update;
  if not found then
    return 'not_found';
  end if;
  if v_refund.status <> 'adeudado' then
    return 'not_owed';
  end if;
  if v_refund.settled_at is not null then
    return 'already_settled';
  end if;
  -- No voucher on this ledger row: the voucher's own 'credit_refunded' row (its credit share,
  -- written by refund_voucher) is unique per voucher, and this is the money share.
  if p_as = 'credito' and v_refund.amount > 0
     and not app_private.award(v_refund.user_id, 'credit_refunded', 0, v_refund.amount, p_order => v_refund.order_id) then
    raise exception 'admin_settle_refund: the buyer has no profile to credit';
  end if;
  update public.refunds set settled_as = p_as, settled_by = auth.uid(), settled_at = now(), settlement_note = v_note
  where id = p_refund;
  perform app_private.audit('settle_owed_refund', 'refund', p_refund::text,
    jsonb_build_object('status', v_refund.status, 'amount', v_refund.amount, 'settled_as', null),
    jsonb_build_object('status', v_refund.status, 'amount', v_refund.amount, 'settled_as', p_as, 'note', v_note), v_note);
  v_amount := 'Q' || to_char(v_refund.amount, 'FM999,999,990.00');
  perform app_private.notify(v_refund.user_id, 'refund_settled', 'Te devolvimos tu reembolso',
    case when p_as = 'credito' then format('Acreditamos %s a tu saldo de CuponGT.', v_amount)
         else format('Te enviamos %s por transferencia bancaria.', v_amount) end,
    '/mis-compras', 'refund_settled:' || p_refund::text);
  return 'settled';
end;
$$;
revoke all on function public.admin_settle_refund(p_refund uuid, p_as text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.admin_settle_refund(p_refund uuid, p_as text, p_note text) to authenticated;

-- The operator's decision on a reconciliation difference. 'credited' (the order's total as store
-- credit) and 'dismissed' (a note required) are done here, audited, in one transaction.
-- 'fulfilled' and 'refunded' move money through the application (the order's confirmation, the
-- provider's refund): this claims the difference for them first, so two operators can never both
-- fulfil and refund it, and admin_finish_payment_mismatch audits the outcome or reopens it.
-- Answers jsonb: r = 'resolved' | 'claimed' | 'not_found' | 'already_resolved' | 'no_order' |
-- 'already_refunded' | 'note_required', with what the application needs to act.
create or replace function public.admin_claim_payment_mismatch(p_mismatch uuid, p_resolution text, p_note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_m public.payment_mismatches%rowtype;
  v_order public.orders%rowtype;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_event record;
  v_r text;
begin
  perform app_private.require_admin('admin_claim_payment_mismatch');
  if p_resolution is null or p_resolution not in ('fulfilled', 'refunded', 'credited', 'dismissed') then
    raise exception 'admin_claim_payment_mismatch: unknown resolution %', p_resolution using errcode = '22023';
  end if;
  if p_resolution = 'dismissed' and v_note is null then
    return jsonb_build_object('r', 'note_required');
  end if;
  select * into v_m from public.payment_mismatches m where m.id = p_mismatch for update;
  if not found then
    return jsonb_build_object('r', 'not_found');
  end if;
  if v_m.resolved_at is not null then
    return jsonb_build_object('r', 'already_resolved');
  end if;
  if p_resolution <> 'dismissed' then
    select * into v_order from public.orders o where o.id = v_m.order_id for update;
    if not found then
      return jsonb_build_object('r', 'no_order');
    end if;
  end if;
  if p_resolution = 'credited' then
    if v_order.provider_refund_id is not null then
      return jsonb_build_object('r', 'already_refunded');
    end if;
    if not app_private.award(v_order.buyer_user_id, 'credit_refunded', 0, v_order.total, p_order => v_order.id) then
      raise exception 'admin_claim_payment_mismatch: the buyer has no profile to credit';
    end if;
  end if;
  update public.payment_mismatches
  set resolved_at = now(), resolved_by = auth.uid(), resolution = p_resolution, resolution_note = v_note
  where id = p_mismatch;
  v_r := case when p_resolution in ('credited', 'dismissed') then 'resolved' else 'claimed' end;
  if v_r = 'resolved' then
    perform app_private.audit('resolve_payment_mismatch', 'payment_mismatch', p_mismatch::text,
      jsonb_build_object('kind', v_m.kind, 'order_id', v_m.order_id, 'details', v_m.details, 'resolution', null),
      jsonb_build_object('resolution', p_resolution, 'note', v_note,
        'credit', case when p_resolution = 'credited' then v_order.total end), v_note);
  end if;
  select e.payment_id, e.type into v_event from public.payment_events e
  where e.order_id = v_m.order_id and e.status = 'succeeded' and e.payment_id is not null
  order by e.received_at desc limit 1;
  return jsonb_build_object('r', v_r, 'kind', v_m.kind, 'order_id', v_m.order_id, 'provider', v_m.provider,
    'checkout_id', v_m.checkout_id, 'details', v_m.details, 'order_status', v_order.status,
    'provider_refund_id', v_order.provider_refund_id,
    'payment_id', v_event.payment_id, 'event_type', v_event.type);
end;
$$;
revoke all on function public.admin_claim_payment_mismatch(p_mismatch uuid, p_resolution text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.admin_claim_payment_mismatch(p_mismatch uuid, p_resolution text, p_note text) to authenticated;

-- After the application fulfilled or refunded a claimed difference: p_ok audits it with what was
-- done (p_effect); otherwise the claim is undone and the difference is open again, unless a newer
-- run already opened the same one (then this one stays closed as dismissed, audited).
-- Answers 'resolved', 'reopened', 'superseded' or 'not_claimed'.
create or replace function public.admin_finish_payment_mismatch(p_mismatch uuid, p_ok boolean, p_effect jsonb default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_m public.payment_mismatches%rowtype;
begin
  perform app_private.require_admin('admin_finish_payment_mismatch');
  select * into v_m from public.payment_mismatches m
  where m.id = p_mismatch and m.resolved_by = auth.uid() and m.resolution in ('fulfilled', 'refunded')
  for update;
  if not found then
    return 'not_claimed';
  end if;
  if p_ok then
    perform app_private.audit('resolve_payment_mismatch', 'payment_mismatch', p_mismatch::text,
      jsonb_build_object('kind', v_m.kind, 'order_id', v_m.order_id, 'details', v_m.details, 'resolution', null),
      jsonb_build_object('resolution', v_m.resolution, 'note', v_m.resolution_note, 'effect', p_effect),
      v_m.resolution_note);
    return 'resolved';
  end if;
  if exists (select 1 from public.payment_mismatches m where m.checkout_id = v_m.checkout_id and m.kind = v_m.kind
             and m.resolved_at is null) then
    update public.payment_mismatches set resolution = 'dismissed',
      resolution_note = 'Reemplazada por la misma diferencia encontrada de nuevo.' where id = p_mismatch;
    perform app_private.audit('resolve_payment_mismatch', 'payment_mismatch', p_mismatch::text,
      jsonb_build_object('kind', v_m.kind, 'resolution', null),
      jsonb_build_object('resolution', 'dismissed', 'failed', v_m.resolution, 'effect', p_effect), null);
    return 'superseded';
  end if;
  update public.payment_mismatches set resolved_at = null, resolved_by = null, resolution = null, resolution_note = null
  where id = p_mismatch;
  return 'reopened';
end;
$$;
revoke all on function public.admin_finish_payment_mismatch(p_mismatch uuid, p_ok boolean, p_effect jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_finish_payment_mismatch(p_mismatch uuid, p_ok boolean, p_effect jsonb) to authenticated;

