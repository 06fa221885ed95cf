-- Issue 14, business verification. An owner asks with the business's NIT and a document (stored
-- privately; only its file name is kept here); an admin approves (businesses.is_verified, the
-- 'Verificado' badge) or rejects with a reason; the owner is told either way. One pending request
-- per business at a time.
create table public.verification_requests (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses(id) on delete cascade,
  requested_by uuid references auth.users(id) on delete set null,
  nit text not null,
  document_name text not null,
  status text not null default 'pending',
  reason text,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  constraint verification_requests_nit_valid check (nit ~ '^[0-9]{1,12}[0-9K]$' and public.is_valid_nit(nit)),
  constraint verification_requests_document_name check (document_name ~ '^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$'),
  constraint verification_requests_status_check check (status in ('pending', 'approved', 'rejected')),
  constraint verification_requests_reason_length check (reason is null or char_length(reason) <= 500)
);
--> statement-breakpoint
create unique index verification_requests_one_pending on public.verification_requests (business_id) where status = 'pending';
--> statement-breakpoint
create index verification_requests_business_idx on public.verification_requests (business_id, created_at desc);
--> statement-breakpoint
alter table public.verification_requests enable row level security;
--> statement-breakpoint
create policy "verification_requests_select_owner_or_admin" on public.verification_requests as permissive for select to authenticated
  using (public.has_business_role(business_id, array['owner']::text[]) or (select public.is_admin()));
--> statement-breakpoint
revoke all on public.verification_requests from anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.verification_requests to authenticated, service_role;
--> statement-breakpoint
-- Answers 'requested', 'pending' (one is already waiting), 'verified' (nothing to ask) or
-- 'invalid_nit'; a caller who is not an owner gets SQLSTATE 42501.
create or replace function public.request_business_verification(p_business uuid, p_nit text, p_document text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
begin
  if v_caller is null or not public.has_business_role(p_business, array['owner']::text[]) then
    raise exception 'request_business_verification: owner only' using errcode = '42501';
  end if;
  if not (p_nit ~ '^[0-9]{1,12}[0-9K]$' and public.is_valid_nit(p_nit)) then
    return 'invalid_nit';
  end if;
  if exists (select 1 from public.businesses b where b.id = p_business and b.is_verified) then
    return 'verified';
  end if;
  if exists (select 1 from public.verification_requests v where v.business_id = p_business and v.status = 'pending') then
    return 'pending';
  end if;
  insert into public.verification_requests (business_id, requested_by, nit, document_name)
  values (p_business, v_caller, p_nit, p_document);
  return 'requested';
end;
$$;
--> statement-breakpoint
revoke all on function public.request_business_verification(uuid, text, text) from public;
--> statement-breakpoint
grant execute on function public.request_business_verification(uuid, text, text) to authenticated;
--> statement-breakpoint
-- The admin's decision; rejecting needs a reason. Answers the new status or 'not_pending'.
create or replace function public.admin_decide_verification(p_request uuid, p_approve boolean, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_req public.verification_requests;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_status text := case when p_approve then 'approved' else 'rejected' end;
  v_name text;
  v_slug text;
  v_owner uuid;
begin
  perform app_private.require_admin('admin_decide_verification');
  if not p_approve and v_reason is null then
    raise exception 'admin_decide_verification: a reason is required' using errcode = '22023';
  end if;
  select * into v_req from public.verification_requests v where v.id = p_request for update;
  if not found or v_req.status <> 'pending' then
    return 'not_pending';
  end if;
  update public.verification_requests set status = v_status, reason = v_reason, decided_at = now() where id = p_request;
  if p_approve then
    update public.businesses set is_verified = true where id = v_req.business_id;
  end if;
  select b.name, b.slug, b.owner_user_id into v_name, v_slug, v_owner from public.businesses b where b.id = v_req.business_id;
  perform app_private.audit(case when p_approve then 'approve_verification' else 'reject_verification' end, 'business',
    v_req.business_id::text, jsonb_build_object('request', p_request, 'status', 'pending', 'nit', v_req.nit),
    jsonb_build_object('request', p_request, 'status', v_status, 'is_verified', p_approve), v_reason);
  v_owner := coalesce(v_req.requested_by, v_owner);
  if v_owner is not null then
    perform app_private.notify(v_owner, 'verification_decided',
      case when p_approve then 'Tu negocio está verificado' else 'No pudimos verificar tu negocio' end,
      left(case when p_approve then format('%s ya muestra la insignia Verificado.', v_name)
                else format('Motivo: %s', v_reason) end, 500),
      '/negocio/' || v_slug, 'verification:' || p_request::text);
  end if;
  return v_status;
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_decide_verification(uuid, boolean, text) from public;
--> statement-breakpoint
grant execute on function public.admin_decide_verification(uuid, boolean, text) to authenticated;
--> statement-breakpoint
-- The admin's list: pending first, with the business's name.
create or replace function public.admin_list_verifications(p_limit integer default 100)
returns table (id uuid, business_id uuid, business_name text, business_slug text, nit text, document_name text,
  status text, reason text, created_at timestamptz, decided_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_verifications');
  return query
    select v.id, v.business_id, b.name, b.slug, v.nit, v.document_name, v.status, v.reason, v.created_at, v.decided_at
    from public.verification_requests v join public.businesses b on b.id = v.business_id
    order by v.status = 'pending' desc, v.created_at desc
    limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_list_verifications(integer) from public;
--> statement-breakpoint
grant execute on function public.admin_list_verifications(integer) to authenticated;
