-- Issue 14, moderation. Three coupon states no seller can enter or leave: 'pending' (a new
-- business's first coupon waits for approval when the setting premoderate_first_coupon is on),
-- 'hidden' (reported by 3 different users, waiting for an admin) and 'removed' (taken down by an
-- admin). Every listing, search function, sitemap and the public coupon policy already read
-- status = 'active', so these leave them all at once; vouchers and orders keep their own rows.
alter table public.coupons drop constraint coupons_status_check;
--> statement-breakpoint
alter table public.coupons add constraint coupons_status_check
  check (status in ('active', 'paused', 'draft', 'archived', 'pending', 'hidden', 'removed'));
--> statement-breakpoint
-- The first coupon of a business that has none approved yet, when pre-moderation is on. In public:
-- the insert trigger below runs as the requesting role, which has no access to app_private.
create or replace function public.needs_premoderation(p_business uuid, p_seller uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select (s.value)::text = 'true' from app_private.settings s where s.key = 'premoderate_first_coupon'), false)
     and not exists (
       select 1 from public.coupons c
       where c.status in ('active', 'paused', 'archived')
         and (c.business_id = p_business or (p_business is null and c.seller_user_id = p_seller))
     );
$$;
--> statement-breakpoint
revoke all on function public.needs_premoderation(uuid, uuid) from public;
--> statement-breakpoint
grant execute on function public.needs_premoderation(uuid, uuid) to authenticated, service_role;
--> statement-breakpoint
-- Requests (anon, authenticated) never move a coupon into or out of a moderation state; the
-- SECURITY DEFINER functions below run as the owner and may.
create or replace function app_private.guard_coupon_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'hidden', 'removed') then
      raise exception 'coupon status % is set by moderation only', new.status using errcode = 'CG015';
    end if;
    if new.status = 'active' and public.needs_premoderation(new.business_id, new.seller_user_id) then
      new.status := 'pending';
    end if;
    return new;
  end if;
  if new.status is distinct from old.status
     and (old.status in ('pending', 'hidden', 'removed') or new.status in ('pending', 'hidden', 'removed')) then
    raise exception 'coupon under moderation (%)', old.status using errcode = 'CG015';
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger coupons_guard_moderation before insert or update on public.coupons
  for each row execute function app_private.guard_coupon_moderation();
--> statement-breakpoint
-- Who hears about a coupon: its seller, or the business's owner when no seller is recorded.
create or replace function app_private.coupon_seller(p_coupon uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(c.seller_user_id, b.owner_user_id)
  from public.coupons c left join public.businesses b on b.id = c.business_id
  where c.id = p_coupon;
$$;
--> statement-breakpoint
revoke all on function app_private.coupon_seller(uuid) from public;
--> statement-breakpoint
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references auth.users(id) on delete cascade,
  coupon_id uuid references public.coupons(id) on delete cascade,
  review_id uuid references public.reviews(id) on delete cascade,
  reason text not null,
  details text,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  constraint reports_one_target check (num_nonnulls(coupon_id, review_id) = 1),
  constraint reports_reason_check check (reason in ('misleading', 'fraud', 'offensive', 'spam', 'other')),
  constraint reports_details_length check (details is null or char_length(details) <= 1000),
  constraint reports_status_check check (status in ('open', 'resolved'))
);
--> statement-breakpoint
create unique index reports_one_per_user_coupon on public.reports (reporter_id, coupon_id) where coupon_id is not null;
--> statement-breakpoint
create unique index reports_one_per_user_review on public.reports (reporter_id, review_id) where review_id is not null;
--> statement-breakpoint
create index reports_open_coupon_idx on public.reports (coupon_id) where status = 'open' and coupon_id is not null;
--> statement-breakpoint
create index reports_open_review_idx on public.reports (review_id) where status = 'open' and review_id is not null;
--> statement-breakpoint
alter table public.reports enable row level security;
--> statement-breakpoint
create policy "reports_select_own_or_admin" on public.reports as permissive for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));
--> statement-breakpoint
revoke all on public.reports from anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.reports to authenticated, service_role;
--> statement-breakpoint
-- A signed-in user reports a coupon or a review once. Answers 'reported', 'hidden' (this report
-- was the one that hid the coupon), 'duplicate' or 'not_found'. The third different reporter of an active coupon hides it (audited as the system,
-- the seller told why).
create or replace function public.report_content(p_kind text, p_target uuid, p_reason text, p_details text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_details text := nullif(btrim(coalesce(p_details, '')), '');
  v_reporters integer;
  v_seller uuid;
  v_title text;
begin
  if v_caller is null then
    raise exception 'report_content: sign-in required' using errcode = '42501';
  end if;
  if p_kind = 'coupon' then
    if not exists (select 1 from public.coupons c where c.id = p_target and c.status in ('active', 'hidden')) then
      return 'not_found';
    end if;
    insert into public.reports (reporter_id, coupon_id, reason, details) values (v_caller, p_target, p_reason, v_details)
    on conflict (reporter_id, coupon_id) where coupon_id is not null do nothing;
  elsif p_kind = 'review' then
    if not exists (select 1 from public.reviews r where r.id = p_target) then
      return 'not_found';
    end if;
    insert into public.reports (reporter_id, review_id, reason, details) values (v_caller, p_target, p_reason, v_details)
    on conflict (reporter_id, review_id) where review_id is not null do nothing;
  else
    raise exception 'report_content: unknown kind %', p_kind using errcode = '22023';
  end if;
  if not found then
    return 'duplicate';
  end if;
  if p_kind = 'coupon' then
    -- Serialises concurrent reports of one coupon so the threshold is crossed exactly once.
    perform 1 from public.coupons c where c.id = p_target for update;
    select count(distinct r.reporter_id) into v_reporters from public.reports r where r.coupon_id = p_target and r.status = 'open';
    if v_reporters >= 3 then
      update public.coupons set status = 'hidden' where id = p_target and status = 'active' returning title into v_title;
      if found then
        perform app_private.audit('auto_hide_coupon', 'coupon', p_target::text, jsonb_build_object('status', 'active'),
          jsonb_build_object('status', 'hidden', 'reporters', v_reporters), null);
        v_seller := app_private.coupon_seller(p_target);
        if v_seller is not null then
          perform app_private.notify(v_seller, 'coupon_hidden', 'Tu cupón está oculto mientras lo revisamos',
            left(format('"%s" recibió reportes de %s personas. Lo revisaremos y te avisaremos.', v_title, v_reporters), 500),
            '/vendedor', 'coupon_hidden:' || p_target::text || ':' || extract(epoch from now())::bigint::text);
        end if;
        return 'hidden';
      end if;
    end if;
  end if;
  return 'reported';
end;
$$;
--> statement-breakpoint
revoke all on function public.report_content(text, uuid, text, text) from public;
--> statement-breakpoint
grant execute on function public.report_content(text, uuid, text, text) to authenticated;
