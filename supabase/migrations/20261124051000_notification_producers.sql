-- Issue 13: what writes the notifications inbox. Every producer goes through app_private.notify
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
--> statement-breakpoint
create trigger orders_notify_paid_update
  after update of status on public.orders
  for each row when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function app_private.notify_order_paid();
--> statement-breakpoint
create trigger orders_notify_paid_insert
  after insert on public.orders
  for each row when (new.status = 'paid')
  execute function app_private.notify_order_paid();
--> statement-breakpoint
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
--> statement-breakpoint
create trigger user_achievements_notify
  after insert on public.user_achievements
  for each row execute function app_private.notify_achievement_unlocked();
--> statement-breakpoint
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
--> statement-breakpoint
create trigger reviews_notify_received
  after insert on public.reviews
  for each row execute function app_private.notify_review_received();
--> statement-breakpoint
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
--> statement-breakpoint
create trigger coupons_enqueue_followers_notice
  after insert on public.coupons
  for each row when (new.status = 'active' and new.business_id is not null)
  execute function app_private.enqueue_followers_notice();
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.notify_followers(uuid) from public;
--> statement-breakpoint
grant execute on function app_private.notify_followers(uuid) to service_role;
--> statement-breakpoint
revoke all on function app_private.notify_order_paid(), app_private.notify_achievement_unlocked(),
  app_private.notify_review_received(), app_private.enqueue_followers_notice() from public;
