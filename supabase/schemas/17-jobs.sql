-- Jobs: the queue's table grants and the operator's list.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

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
revoke all on function public.admin_list_jobs(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_list_jobs(p_limit integer) to authenticated;

-- A committed insert of jobs wakes every listening worker (LISTEN cupongt_jobs: lib/jobs/worker.ts),
-- whichever process enqueued them: a separate `npm run worker` starts a paid order's fulfilment at
-- once instead of at its next poll. Per row, so an insert that added nothing (a recurring job's
-- period already offered: ON CONFLICT DO NOTHING) wakes nobody; PostgreSQL delivers the notice at
-- commit and folds a transaction's repeats into one.
create or replace function app_private.notify_jobs_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('cupongt_jobs', '');
  return null;
end;
$$;
revoke all on function app_private.notify_jobs_inserted() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger jobs_notify_inserted AFTER INSERT ON app_private.jobs FOR EACH ROW EXECUTE FUNCTION app_private.notify_jobs_inserted();

-- Row level security and grants ----------------------------------------------------------------

-- jobs
revoke all on table app_private.jobs from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.jobs to service_role;

-- jobs_id_seq
revoke all on sequence app_private.jobs_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence app_private.jobs_id_seq to service_role;
