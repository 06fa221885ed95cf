-- CuponGT's invoice of its commission to each business (issue 34): one FACT per payout once the
-- operator marks it paid, from CuponGT's own NIT to the business's, for the commission on the
-- vouchers and refunds that payout covers. A failed payout is not invoiced: its money goes back to
-- the balance and its commission is billed with the payout that finally pays it.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- The commission a payout covers: for each of its lines that is a voucher, the unit's commission as
-- its sale posted it (app_private.ledger_unit), added for a voucher released or redeemed into the
-- balance and taken away for one refunded out of it. Read by the certification job (service_role)
-- and by the business's owners and managers.
create or replace function public.payout_commission(p_payout uuid)
returns numeric
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_payout public.payouts%rowtype;
  v_from bigint;
  v_total numeric(12, 2);
begin
  select * into v_payout from public.payouts where id = p_payout;
  if not found then
    return null;
  end if;
  if coalesce(auth.role(), '') <> 'service_role'
     and not (public.has_business_role(v_payout.business_id, array['owner', 'manager']) or public.is_admin()) then
    raise exception 'payout_commission: owners and managers only' using errcode = '42501';
  end if;
  select coalesce(max(p.covers_line_id), 0) into v_from from public.payouts p
  where p.business_id = v_payout.business_id and p.covers_line_id < v_payout.covers_line_id;
  select coalesce(sum(sign(-l.amount) * (app_private.ledger_unit(v.order_item_id)).commission), 0)
  into v_total
  from public.ledger_lines l
  join public.ledger_accounts a on a.id = l.account_id
  join public.ledger_entries e on e.id = l.entry_id
  join public.vouchers v on v.id = l.voucher_id
  where a.kind = 'business_available' and a.business_id = v_payout.business_id
    and l.id > v_from and l.id <= v_payout.covers_line_id and e.source_kind <> 'payout';
  return v_total;
end;
$$;
revoke all on function public.payout_commission(p_payout uuid) from public, anon, authenticated, service_role;
grant execute on function public.payout_commission(p_payout uuid) to authenticated, service_role;

-- A payout is paid: queue its commission invoice. The job key makes a second 'pagado' queue nothing;
-- the document's unique source key ('comision:<payout>') does the rest.
create or replace function app_private.enqueue_commission_invoice()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('certify_commission_invoice', jsonb_build_object('payoutId', new.id), 'fel-commission:' || new.id, 8)
  on conflict (key) do nothing;
  return null;
end;
$$;
revoke all on function app_private.enqueue_commission_invoice() from public, anon, authenticated, service_role;

-- A business completes its FEL data (its NIT is the invoice's receptor): its commission invoices
-- left 'pendiente' for want of it are queued again.
create or replace function app_private.requeue_commission_invoices()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into app_private.jobs (name, payload, key, max_attempts)
  select 'certify_commission_invoice', jsonb_build_object('payoutId', d.payout_id),
         'fel-commission:' || d.payout_id || ':' || extract(epoch from now())::bigint, 8
  from public.fel_documents d
  where d.business_id = new.business_id and d.status = 'pendiente' and d.purpose = 'comision' and d.payout_id is not null
  on conflict (key) do nothing;
  return null;
end;
$$;
revoke all on function app_private.requeue_commission_invoices() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger payouts_enqueue_commission_invoice AFTER UPDATE OF state ON public.payouts FOR EACH ROW WHEN (((new.state = 'pagado'::text) AND (old.state IS DISTINCT FROM 'pagado'::text))) EXECUTE FUNCTION app_private.enqueue_commission_invoice();
create or replace trigger business_fel_profiles_requeue_commission AFTER INSERT OR UPDATE ON public.business_fel_profiles FOR EACH ROW EXECUTE FUNCTION app_private.requeue_commission_invoices();
