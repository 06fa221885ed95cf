-- Notifications: the inbox and the producers that fill it.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

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
revoke all on function public.mark_notifications_read(p_ids uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.mark_notifications_read(p_ids uuid[]) to authenticated;

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
revoke all on function app_private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_href text, p_dedupe_key text) from public, anon, authenticated, service_role;
grant execute on function app_private.notify(p_user uuid, p_kind text, p_title text, p_body text, p_href text, p_dedupe_key text) to service_role;

-- A business publishes a coupon: its followers are told by a background job (notify_followers),
-- so publishing costs one queued row whatever the number of followers. Only when somebody follows.
create or replace function app_private.enqueue_followers_notice()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.follows f where f.business_id = new.business_id) then
    insert into app_private.jobs (name, payload, key, max_attempts)
    values ('notify_followers', jsonb_build_object('couponId', new.id), 'followers:' || new.id, 5)
    on conflict (key) do nothing;
  end if;
  return null;
end;
$$;
revoke all on function app_private.enqueue_followers_notice() from public, anon, authenticated, service_role;

-- An achievement row is inserted exactly once per user (primary key): tell its owner.
create or replace function app_private.notify_achievement_unlocked()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_title text;
begin
  select a.title into v_title from public.achievements a where a.id = new.achievement_id;
  perform app_private.notify(
    new.user_id, 'achievement_unlocked', '¡Logro desbloqueado: ' || coalesce(v_title, 'nuevo logro') || '!',
    'Míralo junto a tus otros logros y lo que te falta para el siguiente nivel.',
    '/logros', 'achievement:' || new.achievement_id);
  return null;
end;
$$;
revoke all on function app_private.notify_achievement_unlocked() from public, anon, authenticated, service_role;

-- What writes the notifications inbox. Every producer goes through app_private.notify
-- with a dedupe key, so a retried job, a replayed confirmation or a second trigger run adds
-- nothing. The voucher-expiry notice is written by the reminder job (lib/jobs/handlers/reminders.ts).
-- An order becomes paid (confirm_order after the payment, or the one-step purchase_coupons):
-- its buyer is told once, in the same transaction, so a failed payment never notifies.
create or replace function app_private.notify_order_paid()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_units integer;
begin
  select coalesce(sum(i.quantity), 0)::int into v_units from public.order_items i where i.order_id = new.id;
  perform app_private.notify(
    new.buyer_user_id, 'order_confirmed', 'Tu compra está confirmada',
    case when v_units = 1 then 'Tu cupón ya está en Mis cupones. Total pagado: Q' || to_char(new.total, 'FM999999990.00') || '.'
      else 'Tus ' || v_units || ' cupones ya están en Mis cupones. Total pagado: Q' || to_char(new.total, 'FM999999990.00') || '.' end,
    '/mis-cupones', 'order:' || new.id);
  return null;
end;
$$;
revoke all on function app_private.notify_order_paid() from public, anon, authenticated, service_role;

-- The fan-out itself, one set-based statement; the dedupe key makes a retried job add nothing.
-- Answers how many followers were newly notified. System only (the job runs as service_role).
create or replace function app_private.notify_followers(p_coupon uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.notifications (user_id, kind, title, body, href, dedupe_key)
  select f.user_id, 'coupon_published', left(b.name || ' publicó un nuevo cupón', 200), left(c.title, 500),
    '/cupon/' || c.id, 'coupon:' || c.id
  from public.coupons c
  join public.businesses b on b.id = c.business_id
  join public.follows f on f.business_id = c.business_id
  where c.id = p_coupon and c.status = 'active' and c.end_time > now()
  on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function app_private.notify_followers(p_coupon uuid) from public, anon, authenticated, service_role;
grant execute on function app_private.notify_followers(p_coupon uuid) to service_role;

-- A review on a coupon: its seller and the owner of its business (one notice each, never to the
-- reviewer themself).
create or replace function app_private.notify_review_received()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_coupon record;
  v_target uuid;
begin
  select c.id, c.title, c.seller_user_id, b.owner_user_id into v_coupon
  from public.coupons c left join public.businesses b on b.id = c.business_id
  where c.id = new.coupon_id;
  if not found then
    return null;
  end if;
  for v_target in
    select distinct t.id from unnest(array[v_coupon.seller_user_id, v_coupon.owner_user_id]) as t(id)
    where t.id is not null and t.id <> new.user_id
  loop
    perform app_private.notify(
      v_target, 'review_received', 'Nueva reseña de ' || new.rating || '★ en tu cupón',
      left(v_coupon.title, 200), '/cupon/' || v_coupon.id, 'review:' || new.id);
  end loop;
  return null;
end;
$$;
revoke all on function app_private.notify_review_received() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger coupons_enqueue_followers_notice AFTER INSERT ON public.coupons FOR EACH ROW WHEN (((new.status = 'active'::text) AND (new.business_id IS NOT NULL))) EXECUTE FUNCTION app_private.enqueue_followers_notice();
create or replace trigger orders_notify_paid_insert AFTER INSERT ON public.orders FOR EACH ROW WHEN ((new.status = 'paid'::text)) EXECUTE FUNCTION app_private.notify_order_paid();
create or replace trigger orders_notify_paid_update AFTER UPDATE OF status ON public.orders FOR EACH ROW WHEN (((new.status = 'paid'::text) AND (old.status IS DISTINCT FROM 'paid'::text))) EXECUTE FUNCTION app_private.notify_order_paid();
create or replace trigger reviews_notify_received AFTER INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION app_private.notify_review_received();
create or replace trigger user_achievements_notify AFTER INSERT ON public.user_achievements FOR EACH ROW EXECUTE FUNCTION app_private.notify_achievement_unlocked();

-- Row level security and grants ----------------------------------------------------------------

-- notifications
drop policy if exists notifications_select_own on public.notifications;
create policy notifications_select_own ON public.notifications FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.notifications from public, anon, authenticated, service_role;
grant select on table public.notifications to authenticated, service_role;

-- sent_mails
revoke all on table app_private.sent_mails from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.sent_mails to service_role;
