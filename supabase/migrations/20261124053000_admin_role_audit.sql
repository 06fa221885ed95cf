-- Issue 14, the operator. An `admin` role in user_roles that no request can grant (the insert
-- policy still admits only 'seller'; `npm run admin:grant -- email` writes it as the owner), a
-- public.is_admin() check for policies and functions, and an append-only audit log of every
-- admin action: written only by app_private.audit (called inside the SECURITY DEFINER admin
-- functions), readable by admins, never updated or deleted by anyone (a trigger refuses it even
-- for the table owner, so an admin's function or a mistaken script cannot rewrite history).
alter table public.user_roles drop constraint user_roles_role_check;
--> statement-breakpoint
alter table public.user_roles add constraint user_roles_role_check check (role in ('seller', 'admin'));
--> statement-breakpoint
-- A user may still drop their own seller role, but not the admin role (revoked by command too).
alter policy "user_roles_delete_self" on public.user_roles using (user_id = (select auth.uid()) and role = 'seller');
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.is_admin() from public;
--> statement-breakpoint
grant execute on function public.is_admin() to anon, authenticated, service_role;
--> statement-breakpoint
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  -- Who: the admin's id and e-mail as they were (no foreign key: deleting an account must not
  -- rewrite the log). Null for the system (the report threshold) and for admin:grant.
  actor_user_id uuid,
  actor_email text,
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  reason text,
  created_at timestamptz not null default now(),
  constraint admin_audit_log_action_format check (action ~ '^[a-z_]{1,60}$'),
  constraint admin_audit_log_reason_length check (reason is null or char_length(reason) <= 1000)
);
--> statement-breakpoint
create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc, id desc);
--> statement-breakpoint
alter table public.admin_audit_log enable row level security;
--> statement-breakpoint
create policy "admin_audit_log_select_admin" on public.admin_audit_log as permissive for select to authenticated
  using ((select public.is_admin()));
--> statement-breakpoint
revoke all on public.admin_audit_log from anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.admin_audit_log to authenticated, service_role;
--> statement-breakpoint
create or replace function app_private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'admin_audit_log is append-only' using errcode = 'CG014';
end;
$$;
--> statement-breakpoint
create trigger admin_audit_log_append_only before update or delete on public.admin_audit_log
  for each row execute function app_private.refuse_audit_change();
--> statement-breakpoint
create trigger admin_audit_log_no_truncate before truncate on public.admin_audit_log
  for each statement execute function app_private.refuse_audit_change();
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.audit(text, text, text, jsonb, jsonb, text) from public;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.require_admin(text) from public;
--> statement-breakpoint
-- Marketplace settings an admin changes from /admin (audited). Absent key = the default.
create table app_private.settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create or replace function public.marketplace_setting(p_key text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select s.value from app_private.settings s where s.key = p_key;
$$;
--> statement-breakpoint
revoke all on function public.marketplace_setting(text) from public;
--> statement-breakpoint
grant execute on function public.marketplace_setting(text) to anon, authenticated, service_role;
--> statement-breakpoint
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
  if p_key not in ('premoderate_first_coupon') then
    raise exception 'admin_set_setting: unknown setting %', p_key using errcode = '22023';
  end if;
  select s.value into v_before from app_private.settings s where s.key = p_key;
  insert into app_private.settings (key, value, updated_at) values (p_key, p_value, now())
  on conflict (key) do update set value = excluded.value, updated_at = now();
  perform app_private.audit('set_setting', 'setting', p_key, v_before, p_value, null);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_set_setting(text, jsonb) from public;
--> statement-breakpoint
grant execute on function public.admin_set_setting(text, jsonb) to authenticated;
--> statement-breakpoint
-- The jobs and e-mails queue, for /admin (the table itself is service_role's).
create or replace function public.admin_list_jobs(p_limit integer default 100)
returns table (id bigint, name text, state text, attempts integer, max_attempts integer, run_after timestamptz, last_error text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_jobs');
  return query
    select j.id::bigint, j.name, j.state, j.attempts, j.max_attempts, j.run_after, j.last_error
    from app_private.jobs j
    where j.state <> 'done'
    order by j.state = 'failed' desc, j.run_after, j.id
    limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_list_jobs(integer) from public;
--> statement-breakpoint
grant execute on function public.admin_list_jobs(integer) to authenticated;
