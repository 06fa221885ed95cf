-- The role the web app logs in as for requests (issue 15, item 3). Like Supabase's `authenticator`
-- for PostgREST: no superuser, no BYPASSRLS, no privileges of its own (NOINHERIT), and the only
-- thing it may do is switch, per transaction, to `anon`, `authenticated` or `service_role`. A
-- request that runs `set role postgres` or `reset role` therefore gains nothing; migrations and
-- the seed use a separate owner connection (DATABASE_OWNER_URL).
-- Created without a password: a deployment sets one (`alter role cupongt_app password '...'`).
-- Roles are cluster-wide and parallel test databases migrate at once: each step tolerates a race.
do $$
begin
  create role cupongt_app login noinherit nosuperuser nobypassrls nocreatedb nocreaterole;
exception when duplicate_object or unique_violation then null;
end $$;
--> statement-breakpoint
do $$
begin
  grant anon, authenticated, service_role to cupongt_app;
exception when others then
  -- On a managed database the migrating user may lack ADMIN on these roles: say so, the
  -- README's Security section shows the grant to run once as an administrator.
  raise notice 'could not grant anon, authenticated, service_role to cupongt_app: %', sqlerrm;
end $$;
--> statement-breakpoint
-- The system services (built-in auth, rate limits) run as service_role, never as the owner.
grant usage on schema app_private to service_role;
--> statement-breakpoint
grant select, insert, update, delete on all tables in schema app_private to service_role;
--> statement-breakpoint
alter default privileges in schema app_private grant select, insert, update, delete on tables to service_role;
--> statement-breakpoint
do $$
begin
  -- On Supabase, auth.users belongs to Supabase Auth (the built-in adapter is not used there).
  grant select, insert, update, delete on auth.users to service_role;
exception when insufficient_privilege then null;
end $$;
