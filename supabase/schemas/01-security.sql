-- Security: the role and membership helpers that the row level security policies call, schema
-- grants, the audit trail.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Does the current user hold one of these roles in the business? SECURITY DEFINER so that a
-- policy can ask without recursing into business_members' own policies.
create or replace function public.has_business_role(target_business uuid, roles text[])
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if target_business is null or auth.uid() is null then
    return false;
  end if;
  return exists (
    select 1 from public.business_members m
    where m.business_id = target_business
      and m.user_id = auth.uid()
      and m.role = any (roles)
  );
end;
$$;
revoke all on function public.has_business_role(target_business uuid, roles text[]) from public, anon, authenticated, service_role;
grant execute on function public.has_business_role(target_business uuid, roles text[]) to public, anon, authenticated, service_role;

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Does the current user hold the seller role (user_roles)? SECURITY DEFINER like has_business_role,
-- so policies can ask cheaply; a user who removes their seller role stops publishing at once.
create or replace function public.has_seller_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'seller'
  );
$$;
revoke all on function public.has_seller_role() from public, anon, authenticated, service_role;
grant execute on function public.has_seller_role() to public, anon, authenticated, service_role;

-- Who may change (or delete) a coupon: a seller who is owner or manager of its business changes
-- any of its coupons; an editor changes only the coupons they published. Checked on the row
-- before and after the change, so a coupon can't be moved into a business the user doesn't run.
create or replace function public.can_manage_coupon(coupon_seller uuid, coupon_business uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_seller_role() and (
    public.has_business_role(coupon_business, array['owner', 'manager']::text[])
    or (coupon_seller = auth.uid() and public.has_business_role(coupon_business, array['owner', 'manager', 'editor']::text[]))
  );
$$;
revoke all on function public.can_manage_coupon(coupon_seller uuid, coupon_business uuid) from public, anon, authenticated, service_role;
grant execute on function public.can_manage_coupon(coupon_seller uuid, coupon_business uuid) to public, anon, authenticated, service_role;

-- Requests cannot choose the rating counters of a coupon they insert either.
create or replace function public.guard_request_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.updated_at := now();
    if tg_table_name = 'coupons' then
      new.sold := 0;
      new.view_count := 0;
      new.rating_sum := 0;
      new.review_count := 0;
    elsif tg_table_name = 'businesses' then
      new.is_verified := false;
      new.status := 'active';
    end if;
  end if;
  return new;
end;
$$;

-- The signed-in user's e-mail, lower-cased, once confirmed; null for anon. An address nobody has
-- confirmed (AUTH_EMAIL_CONFIRMATION on, link not opened yet) sees and answers no invitations.
-- Private helper of the functions below.
create or replace function public.current_user_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(u.email)) from auth.users u where u.id = auth.uid() and u.email_confirmed_at is not null;
$$;
revoke all on function public.current_user_email() from public, anon, authenticated, service_role;
grant execute on function public.current_user_email() to service_role;

create or replace function app_private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'admin_audit_log is append-only' using errcode = 'CG014';
end;
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and exists (select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'admin');
$$;
revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Raised by every admin function before it does anything.
create or replace function app_private.require_admin(p_what text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception '%: admin only', p_what using errcode = '42501';
  end if;
end;
$$;
revoke all on function app_private.require_admin(p_what text) from public, anon, authenticated, service_role;

-- The one writer of the log; the actor is whoever the request says (auth.uid()), never a parameter.
create or replace function app_private.audit(
  p_action text, p_target_type text, p_target_id text, p_before jsonb, p_after jsonb, p_reason text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor uuid := auth.uid();
begin
  insert into public.admin_audit_log (actor_user_id, actor_email, action, target_type, target_id, before, after, reason)
  values (v_actor, (select u.email from auth.users u where u.id = v_actor), p_action, p_target_type, p_target_id, p_before, p_after, p_reason);
end;
$$;
revoke all on function app_private.audit(p_action text, p_target_type text, p_target_id text, p_before jsonb, p_after jsonb, p_reason text) from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger admin_audit_log_append_only BEFORE DELETE OR UPDATE ON public.admin_audit_log FOR EACH ROW EXECUTE FUNCTION app_private.refuse_audit_change();
create or replace trigger admin_audit_log_no_truncate BEFORE TRUNCATE ON public.admin_audit_log FOR EACH STATEMENT EXECUTE FUNCTION app_private.refuse_audit_change();
create or replace trigger businesses_guard_insert BEFORE INSERT ON public.businesses FOR EACH ROW EXECUTE FUNCTION public.guard_request_insert();
create or replace trigger businesses_touch BEFORE UPDATE ON public.businesses FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
create or replace trigger coupons_guard_insert BEFORE INSERT ON public.coupons FOR EACH ROW EXECUTE FUNCTION public.guard_request_insert();
create or replace trigger profiles_touch BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

-- Schemas ---------------------------------------------------------------------------------------

grant usage on schema public to anon, authenticated, service_role;
-- The system services (built-in auth, rate limits, jobs) run as service_role on the owner's
-- connection; anon and authenticated cannot even see app_private.
grant usage on schema app_private to service_role;
alter default privileges in schema app_private grant select, insert, update, delete on tables to service_role;

-- The login role of requests ---------------------------------------------------------------------

-- The role the web app logs in as for requests. Like Supabase's `authenticator` for PostgREST: no
-- superuser, no BYPASSRLS, no privileges of its own (NOINHERIT), and the only thing it may do is
-- switch, per transaction, to `anon` or `authenticated`. A request that runs `set role postgres`,
-- `reset role` or `set role service_role` therefore gains nothing; migrations, the seed and the
-- system services use a separate owner connection (DATABASE_OWNER_URL).
-- Created without a password: a deployment sets one (`alter role cupongt_app password '...'`).
-- Roles are cluster-wide and parallel test databases migrate at once: each step tolerates a race,
-- and a managed database that refuses a grant says so instead of failing the migration
-- (docs/security.md shows the statements to run once as an administrator).
do $$
begin
  create role cupongt_app login noinherit nosuperuser nobypassrls nocreatedb nocreaterole;
exception when duplicate_object or unique_violation then null;
end $$;
do $$
begin
  grant anon, authenticated to cupongt_app;
exception when others then
  raise notice 'could not grant anon, authenticated to cupongt_app: %', sqlerrm;
end $$;
-- service_role bypasses row level security and reads auth.users: a SQL injection in any request
-- could have become the system. Clusters set up before this rule still have the grant.
do $$
begin
  revoke service_role from cupongt_app;
exception when others then
  raise notice 'could not revoke service_role from cupongt_app: %', sqlerrm;
end $$;

-- Row level security and grants ----------------------------------------------------------------

-- rate_limits
revoke all on table app_private.rate_limits from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.rate_limits to service_role;
