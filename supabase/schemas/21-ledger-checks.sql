-- The ledger's jobs, reads, nightly check, row level security and backfill.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- The release job: queued vouchers redeemed or past their refund window (the 7 days of
-- public.refund_voucher, from the order's payment) become available. System only; returns how
-- many were released. Up to p_limit per call; the next run goes on.
create or replace function public.ledger_release_due(p_limit integer default 1000)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select p.voucher_id
    from app_private.ledger_pending_vouchers p
    join public.orders o on o.id = p.order_id
    join public.vouchers v on v.id = p.voucher_id
    where o.paid_at <= now() - interval '7 days' or v.status <> 'vigente'
    order by p.voucher_id
    limit least(greatest(coalesce(p_limit, 1000), 1), 10000)
  loop
    if app_private.ledger_release_voucher(v_id) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke all on function public.ledger_release_due(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.ledger_release_due(p_limit integer) to service_role;

-- A business's balances, as positive amounts owed to it: owners, managers and operators.
create or replace function public.business_ledger_balances(p_business uuid)
returns table (pending numeric, available numeric, in_transit numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.has_business_role(p_business, array['owner', 'manager']) or public.is_admin()) then
    raise exception 'business_ledger_balances: owners and managers only' using errcode = '42501';
  end if;
  return query
  select coalesce(-sum(l.amount) filter (where a.kind = 'business_pending'), 0)::numeric(12, 2),
         coalesce(-sum(l.amount) filter (where a.kind = 'business_available'), 0)::numeric(12, 2),
         coalesce(-sum(l.amount) filter (where a.kind = 'payouts_in_transit'), 0)::numeric(12, 2)
  from public.ledger_accounts a join public.ledger_lines l on l.account_id = a.id
  where a.business_id = p_business;
end;
$$;
revoke all on function public.business_ledger_balances(p_business uuid) from public, anon, authenticated, service_role;
grant execute on function public.business_ledger_balances(p_business uuid) to authenticated, service_role;

-- The nightly check: one row per broken invariant (none when the books are right).
--   unbalanced        an entry whose lines do not sum to zero
--   negative_balance  a business account that owes the business less than nothing
--   statement         a business's sales less refunds in the ledger (its share plus commission)
--                     differ from the sales rollup its statement reads
--   provider_clearing the clearing account differs from what paid orders brought in less the
--                     refunds paid back through the provider and the payouts paid
create or replace function public.ledger_check()
returns table (problem text, business_id uuid, expected numeric, actual numeric)
language sql
stable
security definer
set search_path = ''
as $$
  (select 'unbalanced', null::uuid, 0::numeric, sum(l.amount)
   from public.ledger_lines l group by l.entry_id having sum(l.amount) <> 0 limit 100)
  union all
  (select 'negative_balance', a.business_id, 0::numeric, -sum(l.amount)
   from public.ledger_accounts a join public.ledger_lines l on l.account_id = a.id
   where a.kind in ('business_pending', 'business_available', 'payouts_in_transit')
   group by a.id, a.business_id having sum(l.amount) > 0 limit 100)
  union all
  (with booked as (
     select l.business_id, -sum(l.amount) as net
     from public.ledger_lines l
     join public.ledger_accounts a on a.id = l.account_id
     join public.ledger_entries e on e.id = l.entry_id
     where l.business_id is not null and e.source_kind in ('order', 'refund')
       and a.kind in ('business_pending', 'business_available', 'platform_commission')
     group by l.business_id
   ), sold as (
     select d.business_id, sum(d.gross) - sum(d.refunds) as net
     from public.business_sales_daily d group by d.business_id
   )
   select 'statement', coalesce(s.business_id, b.business_id), coalesce(s.net, 0), coalesce(b.net, 0)
   from sold s full join booked b on b.business_id = s.business_id
   where coalesce(s.net, 0) <> coalesce(b.net, 0) limit 100)
  union all
  (select 'provider_clearing', null::uuid, x.expected, x.actual
   from (
     select
       (select coalesce(sum(o.total), 0) from public.orders o where o.status = 'paid')
       - (select coalesce(sum(r.amount), 0) from public.refunds r
          where r.status = 'completado' or (r.settled_at is not null and r.settled_as = 'transferencia'))
       - (select coalesce(sum(p.amount), 0) from public.payouts p where p.state = 'pagado') as expected,
       (select coalesce(sum(l.amount), 0) from public.ledger_lines l
        where l.account_id = (select a.id from public.ledger_accounts a where a.kind = 'provider_clearing' and a.business_id is null)) as actual
   ) x
   where x.expected <> x.actual);
$$;
revoke all on function public.ledger_check() from public, anon, authenticated, service_role;
grant execute on function public.ledger_check() to service_role;

-- Posts what was paid, refunded and settled before the ledger existed (or loaded in bulk,
-- bypassing the triggers). Idempotent: posted keys are skipped. Owner connection only.
create or replace function app_private.ledger_backfill()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_count integer := 0;
begin
  for v_id in
    select o.id from public.orders o
    where o.status = 'paid'
      and not exists (select 1 from public.ledger_entries e where e.source_kind = 'order' and e.source_id = o.id and e.event = 'paid')
    order by o.paid_at, o.id
  loop
    perform app_private.ledger_order_paid(v_id);
    v_count := v_count + 1;
  end loop;
  for v_id in
    select r.id from public.refunds r
    where not exists (select 1 from public.ledger_entries e where e.source_kind = 'refund' and e.source_id = r.id and e.event = 'refunded')
       or (r.status = 'completado' and not exists (select 1 from public.ledger_entries e where e.source_kind = 'refund' and e.source_id = r.id and e.event = 'paid_back'))
       or (r.settled_at is not null and not exists (select 1 from public.ledger_entries e where e.source_kind = 'refund' and e.source_id = r.id and e.event = 'settled'))
    order by r.created_at, r.id
  loop
    perform app_private.ledger_refund(v_id);
  end loop;
  return v_count;
end;
$$;
revoke all on function app_private.ledger_backfill() from public, anon, authenticated, service_role;

-- Row level security and grants ----------------------------------------------------------------

-- Owners and managers read their business's lines and accounts; operators read all. Nobody
-- writes but the functions above.
drop policy if exists ledger_accounts_select on public.ledger_accounts;
create policy ledger_accounts_select ON public.ledger_accounts FOR SELECT TO authenticated USING ((public.is_admin() OR ((business_id IS NOT NULL) AND public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]))));
drop policy if exists ledger_lines_select on public.ledger_lines;
create policy ledger_lines_select ON public.ledger_lines FOR SELECT TO authenticated USING ((public.is_admin() OR ((business_id IS NOT NULL) AND public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]))));
drop policy if exists ledger_entries_select on public.ledger_entries;
create policy ledger_entries_select ON public.ledger_entries FOR SELECT TO authenticated USING ((public.is_admin() OR (EXISTS ( SELECT 1 FROM public.ledger_lines l WHERE ((l.entry_id = ledger_entries.id) AND (l.business_id IS NOT NULL) AND public.has_business_role(l.business_id, ARRAY['owner'::text, 'manager'::text]))))));
revoke all on table public.ledger_accounts from public, anon, authenticated, service_role;
grant select on table public.ledger_accounts to authenticated, service_role;
revoke all on table public.ledger_entries from public, anon, authenticated, service_role;
grant select on table public.ledger_entries to authenticated, service_role;
revoke all on table public.ledger_lines from public, anon, authenticated, service_role;
grant select on table public.ledger_lines to authenticated, service_role;
revoke all on table app_private.ledger_pending_vouchers from public, anon, authenticated, service_role;

-- Backfill ---------------------------------------------------------------------------------------

-- Orders paid before this file was first applied: posted once (later applies find them posted).
select app_private.ledger_backfill();
