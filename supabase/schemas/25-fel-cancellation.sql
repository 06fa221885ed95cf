-- Cancelling (anulación) a buyer's FEL document issued by mistake, optionally re-issuing the invoice
-- to a corrected receptor. The request is checked and recorded here, in one transaction with the
-- job that cancels it at the certifier (lib/fel/data/cancel.ts); the job marks it 'anulado'.
-- Who: the business's owner (the one who manages its FEL data, 19-fel.sql) or the operator.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Asks for the cancellation of a certified invoice (FACT/FPEQ) or credit note (NCRE) of a sale.
-- The row lock and the state checks make two requests at once ask once: the second answers
-- 'already_pending'. Refused: a commission invoice ('not_cancellable', CuponGT's own document to
-- the business), a document not certified, one already cancelled, and an invoice that a credit
-- note still points at ('has_credit_note': SAT keeps the note tied to the invoice, so the note
-- is cancelled first). A corrected receptor (only for an invoice) is 'CF' or a valid NIT or CUI
-- with its name; the action has checked the CF limit and looked the name up.
-- Answers 'requested' | 'forbidden' | 'not_found' | 'not_cancellable' | 'not_certified' |
-- 'already_cancelled' | 'already_pending' | 'has_credit_note' | 'invalid_reason' | 'invalid_receptor'.
create or replace function public.request_fel_cancellation(
  p_document uuid, p_reason text, p_receptor_id text default null, p_receptor_name text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_doc public.fel_documents%rowtype;
  v_reason text := regexp_replace(btrim(coalesce(p_reason, '')), '\s+', ' ', 'g');
  v_receptor text := nullif(upper(btrim(coalesce(p_receptor_id, ''))), '');
  v_name text := nullif(btrim(coalesce(p_receptor_name, '')), '');
begin
  if auth.uid() is null then
    return 'forbidden';
  end if;
  select * into v_doc from public.fel_documents d where d.id = p_document for update;
  if not found then
    return 'not_found';
  end if;
  if not (public.is_admin() or public.has_business_role(v_doc.business_id, array['owner']::text[])) then
    return 'forbidden';
  end if;
  if v_doc.purpose not in ('venta', 'nota') or v_doc.order_id is null then
    return 'not_cancellable';
  end if;
  if v_doc.status = 'anulado' then
    return 'already_cancelled';
  end if;
  if v_doc.cancel_state is not null then
    return 'already_pending';
  end if;
  if v_doc.status <> 'certificado' then
    return 'not_certified';
  end if;
  if char_length(v_reason) not between 1 and 255 then
    return 'invalid_reason';
  end if;
  if v_receptor is not null and (
       v_doc.purpose <> 'venta'
       or (v_receptor <> 'CF' and (not public.is_valid_receptor_id(v_receptor) or v_name is null))
       or char_length(coalesce(v_name, '')) > 255) then
    return 'invalid_receptor';
  end if;
  if v_doc.purpose = 'venta' and exists (
       select 1 from public.fel_documents n
       where n.references_id = v_doc.id and n.purpose = 'nota' and n.status <> 'anulado') then
    return 'has_credit_note';
  end if;
  update public.fel_documents
  set cancel_state = 'pendiente', cancel_reason = v_reason, cancel_requested_at = now(),
      cancel_requested_by = auth.uid(), reissue_receptor_id = v_receptor,
      reissue_receptor_name = case when v_receptor = 'CF' then 'Consumidor Final' else v_name end,
      error = null, locked_until = null, updated_at = now()
  where id = p_document;
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('cancel_fel_document', jsonb_build_object('documentId', p_document),
          'fel-cancel:' || p_document || ':' || pg_catalog.gen_random_uuid(), 8);
  perform app_private.audit('cancel_fel_document', 'fel_document', p_document::text,
    jsonb_build_object('status', v_doc.status, 'uuid', v_doc.uuid, 'receptor', v_doc.receptor_id),
    jsonb_build_object('cancel_state', 'pendiente', 'reissue_receptor', v_receptor), v_reason);
  return 'requested';
end;
$$;
revoke all on function public.request_fel_cancellation(p_document uuid, p_reason text, p_receptor_id text, p_receptor_name text) from public, anon, authenticated, service_role;
grant execute on function public.request_fel_cancellation(p_document uuid, p_reason text, p_receptor_id text, p_receptor_name text) to authenticated;
