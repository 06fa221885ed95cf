-- The operator's dashboard (/admin): the business today, in 7 and in 30 days, and the health of
-- the job queue, the payment webhooks and the reconciliation, in one call. Checks
-- public.is_admin() itself (app_private.require_admin); reads tables request roles cannot.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- "Today" starts at midnight in Guatemala, as the pages show times.
create or replace function public.admin_operations_summary()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today timestamptz := date_trunc('day', now() at time zone 'America/Guatemala') at time zone 'America/Guatemala';
  v_windows jsonb;
begin
  perform app_private.require_admin('admin_operations_summary');
  select jsonb_agg(w order by w.days) into v_windows from (
    select d.days,
      (select coalesce(sum(o.total), 0) from public.orders o where o.paid_at >= d.since) as sales,
      (select count(*) from public.orders o where o.paid_at >= d.since) as orders,
      (select count(*) from public.refunds r where r.created_at >= d.since) as refunds,
      (select coalesce(sum(r.amount), 0) from public.refunds r where r.created_at >= d.since) as refunded,
      (select count(*) from public.businesses b where b.created_at >= d.since) as businesses
    from (values (1, v_today), (7, now() - interval '7 days'), (30, now() - interval '30 days')) as d(days, since)
  ) w;
  return jsonb_build_object(
    'windows', v_windows,
    'jobs_due', (select count(*) from app_private.jobs j where j.state = 'queued' and j.run_after <= now()),
    'oldest_due_seconds', (select coalesce(extract(epoch from now() - min(j.run_after)), 0) from app_private.jobs j
                           where j.state = 'queued' and j.run_after <= now()),
    'jobs_failed', (select count(*) from app_private.jobs j where j.state = 'failed'),
    'webhooks_rejected_24h', (select coalesce(sum(r.count), 0) from public.payment_webhook_rejections r
                              where r.last_at >= now() - interval '24 hours'),
    'last_reconciliation', (select jsonb_build_object('finished_at', r.finished_at, 'mismatches', r.mismatches_found, 'error', r.error)
                            from public.payment_reconciliations r order by r.started_at desc limit 1),
    'open_mismatches', (select count(*) from public.payment_mismatches m where m.resolved_at is null)
  );
end;
$$;
revoke all on function public.admin_operations_summary() from public, anon, authenticated, service_role;
grant execute on function public.admin_operations_summary() to authenticated;
