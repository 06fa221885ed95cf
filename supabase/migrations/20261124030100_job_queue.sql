-- Issue 12 (part A): the background job queue, one table in our own database so the same code runs
-- on PGlite and PostgreSQL, and a job is inserted in the transaction that causes it (a receipt with
-- its order's confirmation: no order, no job). Workers claim due jobs with FOR UPDATE SKIP LOCKED;
-- a failed attempt is retried later (exponential backoff) and, after max_attempts, left 'failed'.
-- System only: anon and authenticated cannot see schema app_private.
create table app_private.jobs (
  id bigint generated always as identity primary key,
  name text not null,
  payload jsonb not null default '{}'::jsonb,
  -- Idempotency / singleton key: a second insert with the same key is ignored (a scheduled job once
  -- per period, a reminder once per voucher and threshold, a receipt once per order).
  key text,
  state text not null default 'queued',
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  run_after timestamptz not null default now(),
  -- A running job whose worker died is claimed again after this moment.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint jobs_state_check check (state in ('queued', 'running', 'done', 'failed')),
  constraint jobs_attempts_check check (attempts >= 0 and max_attempts >= 1),
  constraint jobs_key_key unique (key)
);
--> statement-breakpoint
create index jobs_due_idx on app_private.jobs (run_after) where state = 'queued';
--> statement-breakpoint
create index jobs_stale_idx on app_private.jobs (locked_until) where state = 'running';
--> statement-breakpoint
create index jobs_finished_idx on app_private.jobs (finished_at) where state = 'done';
--> statement-breakpoint
-- One row per e-mail sent by a job: a retried job skips what it already sent (receipts, reminders).
create table app_private.sent_mails (
  key text primary key,
  job_id bigint,
  sent_at timestamptz not null default now()
);
--> statement-breakpoint
grant usage on schema app_private to service_role;
--> statement-breakpoint
grant select, insert, update, delete on app_private.jobs, app_private.sent_mails to service_role;
--> statement-breakpoint
grant usage, select on all sequences in schema app_private to service_role;
--> statement-breakpoint
-- Expiry reminders scan unused vouchers by their coupon's end: coupons ending in a window.
create index if not exists coupons_end_time_idx on public.coupons (end_time);
--> statement-breakpoint
create index if not exists vouchers_coupon_vigente_idx on public.vouchers (coupon_id) where status = 'vigente';
