-- FEL invoices: the business's emitter data, the documents CuponGT certifies, and the triggers that
-- queue their certification (lib/fel/jobs/invoices.ts). A certifier that is down delays the
-- document; nothing here ever blocks or changes an order or a refund.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Queues one certification job for the row that fired: tg_argv = (job name, payload key, job key
-- prefix). Used for a paid order ('certify_invoice'), a refund given back or owed
-- ('certify_credit_note') and a paid payout's commission ('certify_commission_invoice',
-- 23-fel-commission.sql). The job key makes a replayed confirmation queue nothing more; the
-- document's own unique source key does the rest.
create or replace function app_private.enqueue_fel_job()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into app_private.jobs (name, payload, key, max_attempts)
  values (tg_argv[0], jsonb_build_object(tg_argv[1], new.id), tg_argv[2] || new.id, 8)
  on conflict (key) do nothing;
  return null;
end;
$$;
revoke all on function app_private.enqueue_fel_job() from public, anon, authenticated, service_role;

-- A business completes its emitter data: its documents left 'pendiente' for want of it are queued
-- again (their jobs finished without certifying): its sales' invoices (the business is the
-- emitter) and CuponGT's commission invoices to it (the business's NIT is the receptor).
create or replace function app_private.requeue_business_invoices()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into app_private.jobs (name, payload, key, max_attempts)
  select 'certify_invoice', jsonb_build_object('orderId', d.order_id),
         'fel-order:' || d.order_id || ':' || extract(epoch from now())::bigint, 8
  from (select distinct order_id from public.fel_documents
        where business_id = new.business_id and status = 'pendiente' and purpose = 'venta' and order_id is not null) d
  on conflict (key) do nothing;
  insert into app_private.jobs (name, payload, key, max_attempts)
  select 'certify_commission_invoice', jsonb_build_object('payoutId', d.payout_id),
         'fel-commission:' || d.payout_id || ':' || extract(epoch from now())::bigint, 8
  from public.fel_documents d
  where d.business_id = new.business_id and d.status = 'pendiente' and d.purpose = 'comision' and d.payout_id is not null
  on conflict (key) do nothing;
  return null;
end;
$$;
revoke all on function app_private.requeue_business_invoices() from public, anon, authenticated, service_role;

-- Tables ---------------------------------------------------------------------------------------

-- Emitter data: every member of the business reads it (the seller panel's notice), only its
-- owner writes it.
drop policy if exists business_fel_profiles_select_member on public.business_fel_profiles;
create policy business_fel_profiles_select_member on public.business_fel_profiles for select to authenticated
  using (public.has_business_role(business_id, array['owner', 'manager', 'editor', 'member']::text[]));
drop policy if exists business_fel_profiles_insert_owner on public.business_fel_profiles;
create policy business_fel_profiles_insert_owner on public.business_fel_profiles for insert to authenticated
  with check (public.has_business_role(business_id, array['owner']::text[]));
drop policy if exists business_fel_profiles_update_owner on public.business_fel_profiles;
create policy business_fel_profiles_update_owner on public.business_fel_profiles for update to authenticated
  using (public.has_business_role(business_id, array['owner']::text[]))
  with check (public.has_business_role(business_id, array['owner']::text[]));
revoke all on table public.business_fel_profiles from public, anon, authenticated, service_role;
grant select, insert, update on table public.business_fel_profiles to authenticated;
grant select on table public.business_fel_profiles to service_role;

-- Documents: the buyer reads the invoices and credit notes of their orders, the business's members
-- read every document of the business (its accountant's ZIP). Only the system path writes.
drop policy if exists fel_documents_select_buyer on public.fel_documents;
create policy fel_documents_select_buyer on public.fel_documents for select to authenticated
  using (purpose in ('venta', 'nota') and exists (
    select 1 from public.orders o where o.id = fel_documents.order_id and o.buyer_user_id = (select auth.uid())));
drop policy if exists fel_documents_select_member on public.fel_documents;
create policy fel_documents_select_member on public.fel_documents for select to authenticated
  using (public.has_business_role(business_id, array['owner', 'manager', 'editor', 'member']::text[]));
revoke all on table public.fel_documents from public, anon, authenticated, service_role;
grant select on table public.fel_documents to authenticated;
grant select, insert, update on table public.fel_documents to service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger orders_enqueue_invoice_insert AFTER INSERT ON public.orders FOR EACH ROW WHEN ((new.status = 'paid'::text)) EXECUTE FUNCTION app_private.enqueue_fel_job('certify_invoice', 'orderId', 'fel-order:');
create or replace trigger orders_enqueue_invoice_update AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((new.status = 'paid'::text) AND (old.status IS DISTINCT FROM 'paid'::text))) EXECUTE FUNCTION app_private.enqueue_fel_job('certify_invoice', 'orderId', 'fel-order:');
-- A refund reverses the sale once it is decided: paid back ('completado') or owed to the buyer
-- ('adeudado', settled later by the operator). Either way the voucher is void, so its note is due.
create or replace trigger refunds_enqueue_credit_note_insert AFTER INSERT ON public.refunds FOR EACH ROW WHEN ((new.status in ('completado'::text, 'adeudado'::text))) EXECUTE FUNCTION app_private.enqueue_fel_job('certify_credit_note', 'refundId', 'fel-refund:');
create or replace trigger refunds_enqueue_credit_note_update AFTER UPDATE OF status ON public.refunds FOR EACH ROW WHEN (((new.status in ('completado'::text, 'adeudado'::text)) AND (old.status not in ('completado'::text, 'adeudado'::text)))) EXECUTE FUNCTION app_private.enqueue_fel_job('certify_credit_note', 'refundId', 'fel-refund:');
create or replace trigger business_fel_profiles_touch BEFORE UPDATE ON public.business_fel_profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
create or replace trigger business_fel_profiles_requeue AFTER INSERT OR UPDATE ON public.business_fel_profiles FOR EACH ROW EXECUTE FUNCTION app_private.requeue_business_invoices();

-- Replaced by enqueue_fel_job (dropped once no trigger uses them).
drop function if exists app_private.enqueue_order_invoice();
drop function if exists app_private.enqueue_credit_note();
