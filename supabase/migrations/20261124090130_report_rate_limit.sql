-- Issue 14, 'Reportar' is rate-limited: the server action limits each person to 10 reports an hour
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
--> statement-breakpoint
revoke all on function app_private.limit_reports() from public;
--> statement-breakpoint
create trigger reports_rate_limit before insert on public.reports
  for each row execute function app_private.limit_reports();
