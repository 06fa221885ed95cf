-- Moderation and administration: reports, premoderation, verifications, commissions, marketplace
-- settings.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

create or replace function app_private.guard_commission_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.commission_rate := case when tg_op = 'INSERT' then 0.15 else old.commission_rate end;
  end if;
  return new;
end;
$$;

create or replace function public.marketplace_setting(p_key text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s.value from app_private.settings s where s.key = p_key;
$$;
revoke all on function public.marketplace_setting(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.marketplace_setting(p_key text) to anon, authenticated, service_role;

-- Who hears about a coupon: its seller, or the business's owner when no seller is recorded.
create or replace function app_private.coupon_seller(p_coupon uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(c.seller_user_id, b.owner_user_id)
  from public.coupons c left join public.businesses b on b.id = c.business_id
  where c.id = p_coupon;
$$;
revoke all on function app_private.coupon_seller(p_coupon uuid) from public, anon, authenticated, service_role;

-- The first coupon of a business that has none approved yet, when pre-moderation is on. In public:
-- the insert trigger below runs as the requesting role, which has no access to app_private.
create or replace function public.needs_premoderation(p_business uuid, p_seller uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select (s.value)::text = 'true' from app_private.settings s where s.key = 'premoderate_first_coupon'), false)
     and not exists (
       select 1 from public.coupons c
       where c.status in ('active', 'paused', 'archived')
         and (c.business_id = p_business or (p_business is null and c.seller_user_id = p_seller))
     );
$$;
revoke all on function public.needs_premoderation(p_business uuid, p_seller uuid) from public, anon, authenticated, service_role;
grant execute on function public.needs_premoderation(p_business uuid, p_seller uuid) to authenticated, service_role;

-- Requests (anon, authenticated) never move a coupon into or out of a moderation state; the
-- SECURITY DEFINER functions below run as the owner and may.
create or replace function app_private.guard_coupon_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'hidden', 'removed') then
      raise exception 'coupon status % is set by moderation only', new.status using errcode = 'CG015';
    end if;
    if new.status = 'active' and public.needs_premoderation(new.business_id, new.seller_user_id) then
      new.status := 'pending';
    end if;
    return new;
  end if;
  if new.status is distinct from old.status
     and (old.status in ('pending', 'hidden', 'removed') or new.status in ('pending', 'hidden', 'removed')) then
    raise exception 'coupon under moderation (%)', old.status using errcode = 'CG015';
  end if;
  return new;
end;
$$;

-- A signed-in user reports a coupon or a review once. Answers 'reported', 'hidden' (this report
-- was the one that hid the coupon), 'duplicate' or 'not_found'. The third different reporter of an active coupon hides it (audited as the system,
-- the seller told why).
create or replace function public.report_content(p_kind text, p_target uuid, p_reason text, p_details text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_details text := nullif(btrim(coalesce(p_details, '')), '');
  v_reporters integer;
  v_seller uuid;
  v_title text;
begin
  if v_caller is null then
    raise exception 'report_content: sign-in required' using errcode = '42501';
  end if;
  if p_kind = 'coupon' then
    if not exists (select 1 from public.coupons c where c.id = p_target and c.status in ('active', 'hidden')) then
      return 'not_found';
    end if;
    insert into public.reports (reporter_id, coupon_id, reason, details) values (v_caller, p_target, p_reason, v_details)
    on conflict (reporter_id, coupon_id) where coupon_id is not null do nothing;
  elsif p_kind = 'review' then
    if not exists (select 1 from public.reviews r where r.id = p_target) then
      return 'not_found';
    end if;
    insert into public.reports (reporter_id, review_id, reason, details) values (v_caller, p_target, p_reason, v_details)
    on conflict (reporter_id, review_id) where review_id is not null do nothing;
  else
    raise exception 'report_content: unknown kind %', p_kind using errcode = '22023';
  end if;
  if not found then
    return 'duplicate';
  end if;
  if p_kind = 'coupon' then
    -- Serialises concurrent reports of one coupon so the threshold is crossed exactly once.
    perform 1 from public.coupons c where c.id = p_target for update;
    select count(distinct r.reporter_id) into v_reporters from public.reports r where r.coupon_id = p_target and r.status = 'open';
    if v_reporters >= 3 then
      update public.coupons set status = 'hidden' where id = p_target and status = 'active' returning title into v_title;
      if found then
        perform app_private.audit('auto_hide_coupon', 'coupon', p_target::text, jsonb_build_object('status', 'active'),
          jsonb_build_object('status', 'hidden', 'reporters', v_reporters), null);
        v_seller := app_private.coupon_seller(p_target);
        if v_seller is not null then
          perform app_private.notify(v_seller, 'coupon_hidden', 'Tu cupón está oculto mientras lo revisamos',
            left(format('"%s" recibió reportes de %s personas. Lo revisaremos y te avisaremos.', v_title, v_reporters), 500),
            '/vendedor', 'coupon_hidden:' || p_target::text || ':' || extract(epoch from now())::bigint::text);
        end if;
        return 'hidden';
      end if;
    end if;
  end if;
  return 'reported';
end;
$$;
revoke all on function public.report_content(p_kind text, p_target uuid, p_reason text, p_details text) from public, anon, authenticated, service_role;
grant execute on function public.report_content(p_kind text, p_target uuid, p_reason text, p_details text) to authenticated;

-- The admin's decision on a reported review: 'keep' (reports resolved) or 'remove' (deleted; the
-- log keeps what it said).
create or replace function public.admin_review_review(p_review uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform app_private.require_admin('admin_review_review');
  if p_decision not in ('keep', 'remove') then
    raise exception 'admin_review_review: unknown decision %', p_decision using errcode = '22023';
  end if;
  select to_jsonb(r) into v_row from public.reviews r where r.id = p_review for update;
  if v_row is null then
    return 'not_found';
  end if;
  update public.reports set status = 'resolved', resolved_at = now() where review_id = p_review and status = 'open';
  if p_decision = 'remove' then
    delete from public.reviews where id = p_review;
    perform app_private.audit('remove_review', 'review', p_review::text, v_row, null, v_reason);
  else
    perform app_private.audit('keep_review', 'review', p_review::text, null, null, v_reason);
  end if;
  return p_decision;
end;
$$;
revoke all on function public.admin_review_review(p_review uuid, p_decision text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_review(p_review uuid, p_decision text, p_reason text) to authenticated;

-- The /admin queue of reported items: one row per coupon or review with open reports, or a
-- coupon waiting for approval (pending), most reported first.
create or replace function public.admin_list_reports(p_limit integer default 100)
returns table (
  kind text, target_id uuid, coupon_id uuid, title text, status text, reporters integer, reasons text[],
  details text[], last_reported_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_reports');
  return query
    select * from (
      select 'coupon'::text, c.id, c.id, c.title, c.status, count(distinct r.reporter_id)::integer,
             array_remove(array_agg(distinct r.reason), null), array_remove(array_agg(r.details order by r.created_at desc), null),
             max(r.created_at)
      from public.coupons c left join public.reports r on r.coupon_id = c.id and r.status = 'open'
      where c.status in ('hidden', 'pending') or r.id is not null
      group by c.id
      union all
      select 'review'::text, v.id, v.coupon_id, left(coalesce(v.comment, ''), 200), 'open'::text, count(distinct r.reporter_id)::integer,
             array_remove(array_agg(distinct r.reason), null), array_remove(array_agg(r.details order by r.created_at desc), null),
             max(r.created_at)
      from public.reviews v join public.reports r on r.review_id = v.id and r.status = 'open'
      group by v.id
    ) q (kind, target_id, coupon_id, title, status, reporters, reasons, details, last_reported_at)
    order by q.status = 'hidden' desc, q.reporters desc, q.last_reported_at desc nulls last
    limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
revoke all on function public.admin_list_reports(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_reports(p_limit integer) to authenticated;

-- The admin's side of moderation: decisions on reported or pending coupons and on
-- reported reviews (each checks is_admin, writes the audit log and tells the seller), and the
-- /admin list of what waits.
-- The admin's decision on a hidden or pending coupon: 'restore' (back on sale; also approves a
-- pre-moderated one) or 'remove' (a reason is required and sent to the seller). Open reports of
-- the coupon are resolved either way.
create or replace function public.admin_review_coupon(p_coupon uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before text;
  v_after text;
  v_title text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_seller uuid;
begin
  perform app_private.require_admin('admin_review_coupon');
  if p_decision not in ('restore', 'remove') then
    raise exception 'admin_review_coupon: unknown decision %', p_decision using errcode = '22023';
  end if;
  if p_decision = 'remove' and v_reason is null then
    raise exception 'admin_review_coupon: a reason is required' using errcode = '22023';
  end if;
  select c.status, c.title into v_before, v_title from public.coupons c where c.id = p_coupon for update;
  if not found then
    return 'not_found';
  end if;
  v_after := case when p_decision = 'restore' then 'active' else 'removed' end;
  if p_decision = 'restore' and v_before not in ('hidden', 'pending') then
    return 'not_under_review';
  end if;
  update public.coupons set status = v_after where id = p_coupon;
  update public.reports set status = 'resolved', resolved_at = now() where coupon_id = p_coupon and status = 'open';
  perform app_private.audit(p_decision || '_coupon', 'coupon', p_coupon::text,
    jsonb_build_object('status', v_before), jsonb_build_object('status', v_after), v_reason);
  v_seller := app_private.coupon_seller(p_coupon);
  if v_seller is not null then
    if p_decision = 'restore' then
      perform app_private.notify(v_seller, 'coupon_restored',
        case when v_before = 'pending' then 'Tu cupón fue aprobado' else 'Tu cupón está visible de nuevo' end,
        left(format('"%s" ya aparece en CuponGT.%s', v_title, coalesce(' ' || v_reason, '')), 500),
        '/cupon/' || p_coupon::text, 'coupon_restored:' || p_coupon::text || ':' || extract(epoch from now())::bigint::text);
    else
      perform app_private.notify(v_seller, 'coupon_removed', 'Retiramos tu cupón',
        left(format('"%s" fue retirado. Motivo: %s', v_title, v_reason), 500),
        '/vendedor', 'coupon_removed:' || p_coupon::text);
    end if;
  end if;
  return v_after;
end;
$$;
revoke all on function public.admin_review_coupon(p_coupon uuid, p_decision text, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_review_coupon(p_coupon uuid, p_decision text, p_reason text) to authenticated;

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
revoke all on function public.admin_list_verifications(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_verifications(p_limit integer) to authenticated;

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
revoke all on function public.request_business_verification(p_business uuid, p_nit text, p_document text) from public, anon, authenticated, service_role;
grant execute on function public.request_business_verification(p_business uuid, p_nit text, p_document text) to authenticated;

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
revoke all on function public.admin_decide_verification(p_request uuid, p_approve boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_decide_verification(p_request uuid, p_approve boolean, p_reason text) to authenticated;

-- The businesses and their rates, for the admin screen (a name filter; admins only).
create or replace function public.admin_list_commissions(p_query text, p_limit integer default 50)
returns table (id uuid, name text, slug text, commission_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform app_private.require_admin('admin_list_commissions');
  return query
  select b.id, b.name, b.slug, b.commission_rate::numeric
  from public.businesses b
  where coalesce(p_query, '') = '' or b.name ilike '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by b.name, b.id
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
revoke all on function public.admin_list_commissions(p_query text, p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_commissions(p_query text, p_limit integer) to authenticated;

-- The operator sets a business's commission rate from /admin. The column is guarded
-- against request roles (app_private.guard_commission_rate); this admin-only function is the one
-- door, and writes the audit log with the rate before and after. The cap (50%) is the
-- marketplace's rule; the column's own check (0..1) stays as the outer bound.
create or replace function public.admin_set_commission_rate(p_business uuid, p_rate numeric)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before numeric;
begin
  perform app_private.require_admin('admin_set_commission_rate');
  if p_rate is null or p_rate < 0 or p_rate > 0.5 or p_rate <> round(p_rate, 4) then
    raise exception 'admin_set_commission_rate: rate must be between 0 and 0.5' using errcode = '22023';
  end if;
  select b.commission_rate into v_before from public.businesses b where b.id = p_business for update;
  if not found then
    return 'not_found';
  end if;
  update public.businesses set commission_rate = p_rate where id = p_business;
  perform app_private.audit('set_commission_rate', 'business', p_business::text,
    jsonb_build_object('commission_rate', v_before), jsonb_build_object('commission_rate', p_rate), null);
  return 'ok';
end;
$$;
revoke all on function public.admin_set_commission_rate(p_business uuid, p_rate numeric) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_commission_rate(p_business uuid, p_rate numeric) to authenticated;

-- 'Reportar' is rate-limited: the server action limits each person to 10 reports an hour
-- (lib/domain/rate-limits.ts reportPerUser), but public.report_content is granted to
-- `authenticated`, so on a Supabase deployment a signed-in user's token can also call it through
-- the Data API (/rest/v1/rpc/report_content), past the action. The same limit is kept here, on the
-- only table a report writes: the 11th new report within an hour is refused (CG140), whatever the
-- door. (The reporter's unique indexes start with reporter_id: the count is an index range.)
create or replace function app_private.limit_reports()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialises one person's concurrent reports so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(hashtextextended('report:' || new.reporter_id::text, 0));
  if (select count(*) from public.reports r where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour') >= 10 then
    raise exception 'report_content: too many reports' using errcode = 'CG140';
  end if;
  return new;
end;
$$;
revoke all on function app_private.limit_reports() from public, anon, authenticated, service_role;

-- The operator sets the referral minimum from /admin, where the form accepts Q0.00 to
-- Q100,000.00 (lib/domain/referral-minimum.ts). The setter keeps the same cap for any admin
-- calling it directly, so no route stores a minimum the admin panel could not show or undo.
create or replace function public.admin_set_setting(p_key text, p_value jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform app_private.require_admin('admin_set_setting');
  if p_key not in ('premoderate_first_coupon', 'referral_min_order', 'hold_max_units_per_coupon',
    'hold_max_units_total', 'transfer_hold_hours') then
    raise exception 'admin_set_setting: unknown setting %', p_key using errcode = '22023';
  end if;
  -- The unpaid-hold limits (public.unpaid_hold_limit): whole units 1-1000, hours 1-168 (a week,
  -- lib/payments/rules/state.ts MAX_TRANSFER_HOLD_MS); lib/payments/rules/hold-limits.ts keeps the same bounds.
  if p_key in ('hold_max_units_per_coupon', 'hold_max_units_total', 'transfer_hold_hours') and not coalesce(
    case when (p_value #>> '{}') ~ '^[0-9]{1,4}$' then (p_value #>> '{}')::integer
      between 1 and case when p_key = 'transfer_hold_hours' then 168 else 1000 end end, false
  ) then
    raise exception 'admin_set_setting: % out of range', p_key using errcode = '22023';
  end if;
  -- case, not and: the cast must not run on text the pattern refused.
  if p_key = 'referral_min_order' and not coalesce(
    case when (p_value #>> '{}') ~ '^[0-9]{1,6}(\.[0-9]{1,2})?$' then (p_value #>> '{}')::numeric <= 100000 end, false
  ) then
    raise exception 'admin_set_setting: referral_min_order must be an amount from 0 to 100000 quetzales' using errcode = '22023';
  end if;
  select s.value into v_before from app_private.settings s where s.key = p_key;
  insert into app_private.settings (key, value, updated_at) values (p_key, p_value, now())
  on conflict (key) do update set value = excluded.value, updated_at = now();
  perform app_private.audit('set_setting', 'setting', p_key, v_before, p_value, null);
end;
$$;
revoke all on function public.admin_set_setting(p_key text, p_value jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_setting(p_key text, p_value jsonb) to authenticated;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger businesses_commission_guard BEFORE INSERT OR UPDATE ON public.businesses FOR EACH ROW EXECUTE FUNCTION app_private.guard_commission_rate();
create or replace trigger coupons_guard_moderation BEFORE INSERT OR UPDATE ON public.coupons FOR EACH ROW EXECUTE FUNCTION app_private.guard_coupon_moderation();
create or replace trigger reports_rate_limit BEFORE INSERT ON public.reports FOR EACH ROW EXECUTE FUNCTION app_private.limit_reports();

-- Row level security and grants ----------------------------------------------------------------

-- admin_audit_log
drop policy if exists admin_audit_log_select_admin on public.admin_audit_log;
create policy admin_audit_log_select_admin ON public.admin_audit_log FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));
revoke all on table public.admin_audit_log from public, anon, authenticated, service_role;
grant select on table public.admin_audit_log to authenticated, service_role;

-- reports
drop policy if exists reports_select_own_or_admin on public.reports;
create policy reports_select_own_or_admin ON public.reports FOR SELECT TO authenticated USING (((reporter_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));
revoke all on table public.reports from public, anon, authenticated, service_role;
grant select on table public.reports to authenticated, service_role;

-- settings
revoke all on table app_private.settings from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.settings to service_role;

-- verification_requests
drop policy if exists verification_requests_select_owner_or_admin on public.verification_requests;
create policy verification_requests_select_owner_or_admin ON public.verification_requests FOR SELECT TO authenticated USING ((public.has_business_role(business_id, ARRAY['owner'::text]) OR ( SELECT public.is_admin() AS is_admin)));
revoke all on table public.verification_requests from public, anon, authenticated, service_role;
grant select on table public.verification_requests to authenticated, service_role;
