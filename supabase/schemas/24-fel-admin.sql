-- The operator's FEL page (/admin/facturas): the documents whose certification gave up
-- ('fallido': the certifier refused them, or kept failing past the job's attempts), and the retry
-- that puts one back in line. Both check public.is_admin() (app_private.require_admin); a retry
-- writes the audit log. fel_documents stays closed to request roles' writes.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Failed documents, the most recently failed first, with the business and what they document:
-- certifications that gave up ('certificacion') and cancellations that did ('anulacion',
-- 25-fel-cancellation.sql). The failure column came with cancellations, hence the drop.
drop function if exists public.admin_list_failed_fel_documents(p_limit integer);
create or replace function public.admin_list_failed_fel_documents(p_limit integer default 100)
returns table (
  id uuid, kind text, purpose text, business_id uuid, business_name text, order_id uuid, refund_id uuid,
  payout_id uuid, receptor_id text, total numeric, attempts integer, error text, updated_at timestamptz,
  failure text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_failed_fel_documents');
  return query
    select d.id, d.kind, d.purpose, d.business_id, b.name::text, d.order_id, d.refund_id, d.payout_id, d.receptor_id,
           d.total::numeric, d.attempts, d.error, d.updated_at,
           case when d.cancel_state = 'fallido' then 'anulacion' else 'certificacion' end
    from public.fel_documents d left join public.businesses b on b.id = d.business_id
    where d.status = 'fallido' or d.cancel_state = 'fallido'
    order by d.updated_at desc, d.id desc
    limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
revoke all on function public.admin_list_failed_fel_documents(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_failed_fel_documents(p_limit integer) to authenticated;

-- Puts one failed document back to 'pendiente' and queues the job that certifies its source (the
-- order's invoices, the refund's credit note, the payout's commission invoice). The row lock and
-- the status check make a double click retry it once: the second call answers 'not_failed'. The
-- certifier sees the same document id, so a document it did issue after all is not issued twice.
-- Answers 'retried' | 'not_found' | 'not_failed' | 'no_source'.
create or replace function public.admin_retry_fel_document(p_document uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_doc public.fel_documents%rowtype;
  v_job text;
  v_payload jsonb;
begin
  perform app_private.require_admin('admin_retry_fel_document');
  select * into v_doc from public.fel_documents d where d.id = p_document for update;
  if not found then
    return 'not_found';
  end if;
  if v_doc.cancel_state = 'fallido' then
    -- A cancellation that gave up: back in line, as the owner's request put it.
    update public.fel_documents set cancel_state = 'pendiente', locked_until = null, updated_at = now()
    where id = p_document;
    insert into app_private.jobs (name, payload, key, max_attempts)
    values ('cancel_fel_document', jsonb_build_object('documentId', p_document),
            'fel-retry:' || p_document || ':' || pg_catalog.gen_random_uuid(), 8);
    perform app_private.audit('retry_fel_document', 'fel_document', p_document::text,
      jsonb_build_object('cancel_state', 'fallido', 'error', v_doc.error),
      jsonb_build_object('cancel_state', 'pendiente', 'job', 'cancel_fel_document'));
    return 'retried';
  end if;
  if v_doc.status <> 'fallido' then
    return 'not_failed';
  end if;
  if v_doc.purpose = 'venta' and v_doc.order_id is not null then
    v_job := 'certify_invoice';
    v_payload := jsonb_build_object('orderId', v_doc.order_id);
  elsif v_doc.purpose = 'nota' and v_doc.refund_id is not null then
    v_job := 'certify_credit_note';
    v_payload := jsonb_build_object('refundId', v_doc.refund_id);
  elsif v_doc.purpose = 'comision' and v_doc.payout_id is not null then
    v_job := 'certify_commission_invoice';
    v_payload := jsonb_build_object('payoutId', v_doc.payout_id);
  else
    return 'no_source';
  end if;
  update public.fel_documents set status = 'pendiente', locked_until = null, updated_at = now()
  where id = p_document;
  -- A key of its own per retry: the source's first job (its trigger's key) is done or failed.
  insert into app_private.jobs (name, payload, key, max_attempts)
  values (v_job, v_payload, 'fel-retry:' || p_document || ':' || pg_catalog.gen_random_uuid(), 8);
  perform app_private.audit('retry_fel_document', 'fel_document', p_document::text,
    jsonb_build_object('status', v_doc.status, 'attempts', v_doc.attempts, 'error', v_doc.error),
    jsonb_build_object('status', 'pendiente', 'job', v_job));
  return 'retried';
end;
$$;
revoke all on function public.admin_retry_fel_document(p_document uuid) from public, anon, authenticated, service_role;
grant execute on function public.admin_retry_fel_document(p_document uuid) to authenticated;

-- Every failed document at once ('Reintentar todas'): how many were put back in line.
create or replace function public.admin_retry_failed_fel_documents()
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
  perform app_private.require_admin('admin_retry_failed_fel_documents');
  for v_id in select d.id from public.fel_documents d where d.status = 'fallido' or d.cancel_state = 'fallido' order by d.updated_at limit 500 loop
    if public.admin_retry_fel_document(v_id) = 'retried' then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke all on function public.admin_retry_failed_fel_documents() from public, anon, authenticated, service_role;
grant execute on function public.admin_retry_failed_fel_documents() to authenticated;
