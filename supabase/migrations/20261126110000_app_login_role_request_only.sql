-- The app's login role may become only what a request is: `anon` or `authenticated`. It could
-- also switch to `service_role` (which bypasses row level security and reads auth.users), so a
-- SQL injection in any request could have become the system. The system services (built-in auth,
-- rate limits, jobs) now run on the owner connection, which switches to service_role itself.
-- Roles are cluster-wide: a database of a managed host may refuse the revoke, so say so instead
-- of failing the migration (the README's Security section shows the statement to run).
do $$
begin
  revoke service_role from cupongt_app;
exception when others then
  raise notice 'could not revoke service_role from cupongt_app: %', sqlerrm;
end $$;
