-- CuponGT's invoice of its commission to each business: one FACT per payout once the
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

-- Triggers -------------------------------------------------------------------------------------

-- A payout is paid: queue its commission invoice (19-fel.sql's enqueue_fel_job). Saving the
-- business's FEL data re-queues one left waiting (19-fel.sql's requeue_business_invoices).
create or replace trigger payouts_enqueue_commission_invoice AFTER UPDATE OF state ON public.payouts FOR EACH ROW WHEN (((new.state = 'pagado'::text) AND (old.state IS DISTINCT FROM 'pagado'::text))) EXECUTE FUNCTION app_private.enqueue_fel_job('certify_commission_invoice', 'payoutId', 'fel-commission:');
