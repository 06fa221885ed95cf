-- Issues 13 and 14, shared foundation: a per-user notifications inbox. Rows are written only by
-- the database (app_private.notify, called from SECURITY DEFINER functions, triggers and jobs),
-- never by a request; a user reads their own rows and marks them read through
-- public.mark_notifications_read. `dedupe_key` makes a notification idempotent: a retried job or
-- a replayed trigger with the same key adds nothing (e.g. 'expiry:<voucher id>').

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users(id) on delete cascade,
  -- What happened: order_confirmed, voucher_expiring, achievement_unlocked, referral_rewarded,
  -- coupon_published (a followed business), review_received (sellers), review_reply,
  -- coupon_hidden, verification_decided, ...
  kind text not null,
  title text not null,
  body text,
  -- A same-site path (starts with '/'), or null.
  href text,
  dedupe_key text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_kind_format check (kind ~ '^[a-z_]{1,40}$'),
  constraint notifications_title_length check (char_length(title) between 1 and 200),
  constraint notifications_body_length check (body is null or char_length(body) <= 500),
  constraint notifications_href_same_site check (href is null or (href ~ '^/' and href !~ '^//'))
);
--> statement-breakpoint
create unique index notifications_user_dedupe on public.notifications (user_id, dedupe_key) where dedupe_key is not null;
--> statement-breakpoint
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
--> statement-breakpoint
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;
--> statement-breakpoint
alter table public.notifications enable row level security;
--> statement-breakpoint
create policy "notifications_select_own" on public.notifications as permissive for select to authenticated
  using ("notifications"."user_id" = (select auth.uid()));
--> statement-breakpoint
revoke all on public.notifications from anon, authenticated;
--> statement-breakpoint
grant select on public.notifications to authenticated;
--> statement-breakpoint
grant select on public.notifications to service_role;
--> statement-breakpoint
-- The one door for writing a notification. Answers whether a row was added (false when the
-- dedupe key was already used). Not callable by request roles.
create or replace function app_private.notify(
  p_user uuid, p_kind text, p_title text, p_body text default null, p_href text default null,
  p_dedupe_key text default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.notifications (user_id, kind, title, body, href, dedupe_key)
  values (p_user, p_kind, left(p_title, 200), left(p_body, 500), p_href, p_dedupe_key)
  on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing;
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;
--> statement-breakpoint
revoke all on function app_private.notify(uuid, text, text, text, text, text) from public;
--> statement-breakpoint
-- The signed-in user marks their notifications read: all of them (p_ids null) or the given ones.
-- Answers how many changed.
create or replace function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_count integer;
begin
  if v_caller is null then
    raise exception 'mark_notifications_read: sign-in required' using errcode = '42501';
  end if;
  update public.notifications set read_at = now()
   where user_id = v_caller and read_at is null and (p_ids is null or id = any (p_ids));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
--> statement-breakpoint
revoke all on function public.mark_notifications_read(uuid[]) from public;
--> statement-breakpoint
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;
--> statement-breakpoint
-- Jobs (run as service_role) notify too: the expiry reminder, the followers' fan-out.
grant execute on function app_private.notify(uuid, text, text, text, text, text) to service_role;
