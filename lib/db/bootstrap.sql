-- What a Supabase project already provides, created only where it is missing (embedded PGlite,
-- a plain PostgreSQL). On Supabase every statement below is a no-op.
-- Roles are cluster-wide: parallel test databases may race to create them, hence one block each.
do $$ begin create role anon nologin noinherit; exception when duplicate_object or unique_violation or insufficient_privilege then null; end $$;
do $$ begin create role authenticated nologin noinherit; exception when duplicate_object or unique_violation or insufficient_privilege then null; end $$;
do $$ begin create role service_role nologin noinherit bypassrls; exception when duplicate_object or unique_violation or insufficient_privilege then null; end $$;
-- The connecting user must be able to switch to them (a no-op for a superuser).
do $$ begin execute format('grant anon, authenticated, service_role to %I', current_user); exception when others then null; end $$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  reauthentication_token varchar(255),
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

-- The claims of the request, as PostgREST sets them with set_config(..., true). After a
-- transaction the setting reverts to '' rather than NULL, hence nullif.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'jwt') then
    execute $f$
      create function auth.jwt() returns jsonb language sql stable as $b$
        select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
      $b$
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'uid') then
    execute $f$
      create function auth.uid() returns uuid language sql stable as $b$
        select nullif(coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
        ), '')::uuid
      $b$
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'auth' and p.proname = 'role') then
    execute $f$
      create function auth.role() returns text language sql stable as $b$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
        )
      $b$
    $f$;
  end if;
end
$$;

grant execute on function auth.uid(), auth.jwt(), auth.role() to anon, authenticated, service_role;
