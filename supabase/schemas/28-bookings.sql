-- Bookings: a "Requiere reserva" voucher's time at a branch (docs/bookings.md). The app computes free
-- slots with lib/bookings/rules; every write comes through the functions below, which check the slot
-- again here (an authenticated caller can reach them without the app) and take its place with one
-- guarded upsert on booking_slots, so a slot never holds more than its capacity.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Why p_starts is not a slot of the branch's schedule, or null when it is one. p_reach applies the
-- buyer's lead time and horizon (a seller moving a booking is held only to the schedule).
create or replace function app_private.booking_slot_problem(p_branch uuid, p_starts timestamptz, p_reach boolean)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s record;
  v_local timestamp := p_starts at time zone 'America/Guatemala';
  v_day date := (p_starts at time zone 'America/Guatemala')::date;
  v_minute integer := extract(hour from v_local)::integer * 60 + extract(minute from v_local)::integer;
  v_holiday integer;
begin
  select * into s from public.booking_settings where branch_id = p_branch;
  if not found or not exists (select 1 from public.branch_hours h where h.branch_id = p_branch) then
    return 'sin_horario';
  end if;
  if p_starts <= now() then
    return 'pasado';
  end if;
  if p_reach and p_starts < now() + make_interval(hours => s.lead_hours) then
    return 'antelacion';
  end if;
  if p_reach and p_starts > now() + make_interval(days => s.horizon_days) then
    return 'horizonte';
  end if;
  if v_day = any (s.closed_dates)
    or not exists (select 1 from public.branch_hours h where h.branch_id = p_branch and h.weekday = extract(dow from v_day)) then
    return 'dia_cerrado';
  end if;
  select x.from_minute into v_holiday from public.booking_holidays x
  where x.day = v_day and not (v_day = any (s.opened_holidays));
  if found and v_minute + s.slot_minutes > v_holiday then
    return 'dia_cerrado';
  end if;
  if extract(second from v_local) <> 0 or not exists (
    select 1 from public.branch_hours h
    where h.branch_id = p_branch and h.weekday = extract(dow from v_day)
      and v_minute >= (extract(epoch from h.opens_at) / 60)::integer
      and v_minute + s.slot_minutes <= (extract(epoch from h.closes_at) / 60)::integer
      and (v_minute - (extract(epoch from h.opens_at) / 60)::integer) % s.slot_minutes = 0
  ) then
    return 'no_existe_horario';
  end if;
  if exists (
    select 1 from public.booking_blocks k
    where k.branch_id = p_branch and k.starts_at < p_starts + make_interval(mins => s.slot_minutes) and p_starts < k.ends_at
  ) then
    return 'bloqueado';
  end if;
  return null;
end;
$$;
revoke all on function app_private.booking_slot_problem(p_branch uuid, p_starts timestamptz, p_reach boolean) from public, anon, authenticated, service_role;

-- Takes one place of a slot: true when taken, false when the slot is full. The row lock is held for
-- this one statement's upsert; racing callers queue on it and re-check booked < capacity.
create or replace function app_private.booking_take_place(p_branch uuid, p_starts timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_capacity integer := (select s.capacity from public.booking_settings s where s.branch_id = p_branch);
begin
  insert into public.booking_slots as x (branch_id, starts_at, booked, capacity)
  values (p_branch, p_starts, 1, v_capacity)
  on conflict (branch_id, starts_at) do update set booked = x.booked + 1, capacity = excluded.capacity
    where x.booked < excluded.capacity;
  return found;
end;
$$;
revoke all on function app_private.booking_take_place(p_branch uuid, p_starts timestamptz) from public, anon, authenticated, service_role;

create or replace function app_private.booking_free_place(p_branch uuid, p_starts timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.booking_slots set booked = booked - 1 where branch_id = p_branch and starts_at = p_starts and booked > 0;
$$;
revoke all on function app_private.booking_free_place(p_branch uuid, p_starts timestamptz) from public, anon, authenticated, service_role;

-- The buyer's e-mail (confirmation, update, cancellation with its invitation) and the two reminders,
-- queued in the transaction that changed the booking. A reminder carries the booking's sequence: a
-- moved or cancelled booking's old reminders find it changed and send nothing.
create or replace function app_private.booking_queue_mail(p_booking uuid, p_kind text, p_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
  v_hours integer;
begin
  select x.id, x.sequence, x.starts_at, x.status into b from public.bookings x where x.id = p_booking;
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('send_booking_email', jsonb_build_object('bookingId', b.id, 'sequence', b.sequence, 'kind', p_kind, 'userId', p_user),
    'booking-mail:' || b.id || ':' || b.sequence || ':' || p_kind || ':' || p_user, 8)
  on conflict (key) do nothing;
  if b.status = 'confirmada' then
    foreach v_hours in array array[24, 2] loop
      if b.starts_at - make_interval(hours => v_hours) > now() then
        insert into app_private.jobs (name, payload, key, max_attempts, run_after)
        values ('send_booking_reminder', jsonb_build_object('bookingId', b.id, 'sequence', b.sequence, 'hours', v_hours),
          'booking-reminder:' || b.id || ':' || b.sequence || ':' || v_hours, 5, b.starts_at - make_interval(hours => v_hours))
        on conflict (key) do nothing;
      end if;
    end loop;
  end if;
end;
$$;
revoke all on function app_private.booking_queue_mail(p_booking uuid, p_kind text, p_user uuid) from public, anon, authenticated, service_role;

-- The business's owners and managers: an inbox row each, and an e-mail job unless the branch turned
-- e-mails off.
create or replace function app_private.booking_tell_business(p_booking uuid, p_kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
  v_title text;
begin
  select x.id, x.business_id, x.branch_id, x.sequence, x.starts_at, c.title as coupon, br.name as branch,
         coalesce(s.notify_email, true) as mail
  into b
  from public.bookings x
  join public.vouchers v on v.id = x.voucher_id
  join public.coupons c on c.id = v.coupon_id
  join public.branches br on br.id = x.branch_id
  left join public.booking_settings s on s.branch_id = x.branch_id
  where x.id = p_booking;
  v_title := case p_kind when 'creada' then 'Nueva reserva' when 'movida' then 'Reserva cambiada' else 'Reserva cancelada' end;
  perform app_private.notify(m.user_id, 'booking_' || p_kind, v_title,
    left(b.coupon || ' · ' || b.branch || ' · ' || to_char(b.starts_at at time zone 'America/Guatemala', 'DD/MM/YYYY HH24:MI'), 500),
    '/vendedor/reservas?sucursal=' || b.branch_id || '&dia=' || to_char(b.starts_at at time zone 'America/Guatemala', 'YYYY-MM-DD'),
    'booking:' || b.id || ':' || b.sequence || ':' || p_kind)
  from public.business_members m
  where m.business_id = b.business_id and m.role in ('owner', 'manager');
  if b.mail then
    insert into app_private.jobs (name, payload, key, max_attempts)
    values ('send_booking_seller_email', jsonb_build_object('bookingId', b.id, 'sequence', b.sequence, 'kind', p_kind),
      'booking-seller-mail:' || b.id || ':' || b.sequence || ':' || p_kind, 8)
    on conflict (key) do nothing;
  end if;
end;
$$;
revoke all on function app_private.booking_tell_business(p_booking uuid, p_kind text) from public, anon, authenticated, service_role;

-- The buyer books a slot for a voucher, or changes the voucher's booking to another slot (inside the
-- change window). Answers {ok, kind: 'creada' | 'movida' | 'sin_cambio', booking_id} or {ok: false,
-- reason}. Locks the voucher's row first, as redeem_voucher and refund_voucher do, then the slot's.
create or replace function public.book_voucher(p_voucher uuid, p_branch uuid, p_starts timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v record;
  b record;
  v_problem text;
  v_slot integer;
  v_id uuid;
begin
  if v_caller is null then
    raise exception 'book_voucher: sign-in required' using errcode = '42501';
  end if;
  select vo.id, vo.status, vo.expires_at, vo.gift_pending, vo.business_id, vo.coupon_id, c.requires_booking
  into v
  from public.vouchers vo join public.coupons c on c.id = vo.coupon_id
  where vo.id = p_voucher and vo.buyer_user_id = v_caller
  for update of vo;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if not v.requires_booking then
    return jsonb_build_object('ok', false, 'reason', 'no_requiere');
  end if;
  if v.status = 'canjeado' or v.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', v.status);
  end if;
  if v.status = 'vencido' or v.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v.gift_pending then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  if not exists (select 1 from public.branches br where br.id = p_branch and br.business_id = v.business_id)
    or (exists (select 1 from public.coupon_branches cb where cb.coupon_id = v.coupon_id)
        and not exists (select 1 from public.coupon_branches cb where cb.coupon_id = v.coupon_id and cb.branch_id = p_branch)) then
    return jsonb_build_object('ok', false, 'reason', 'sucursal_invalida');
  end if;

  select x.id, x.branch_id, x.starts_at, s.change_hours into b
  from public.bookings x left join public.booking_settings s on s.branch_id = x.branch_id
  where x.voucher_id = v.id and x.status = 'confirmada';
  if found then
    if b.branch_id = p_branch and b.starts_at = p_starts then
      return jsonb_build_object('ok', true, 'kind', 'sin_cambio', 'booking_id', b.id);
    end if;
    if b.starts_at - make_interval(hours => coalesce(b.change_hours, 0)) < now() then
      return jsonb_build_object('ok', false, 'reason', 'fuera_de_plazo');
    end if;
  end if;

  v_problem := app_private.booking_slot_problem(p_branch, p_starts, true);
  if v_problem is null and p_starts >= v.expires_at then
    v_problem := 'despues_de_vencer';
  end if;
  if v_problem is not null then
    return jsonb_build_object('ok', false, 'reason', v_problem);
  end if;
  select s.slot_minutes into v_slot from public.booking_settings s where s.branch_id = p_branch;
  if not app_private.booking_take_place(p_branch, p_starts) then
    return jsonb_build_object('ok', false, 'reason', 'lleno');
  end if;

  if b.id is not null then
    perform app_private.booking_free_place(b.branch_id, b.starts_at);
    update public.bookings set branch_id = p_branch, starts_at = p_starts, ends_at = p_starts + make_interval(mins => v_slot),
      sequence = sequence + 1, updated_at = now()
    where id = b.id;
    perform app_private.booking_queue_mail(b.id, 'movida', v_caller);
    perform app_private.booking_tell_business(b.id, 'movida');
    return jsonb_build_object('ok', true, 'kind', 'movida', 'booking_id', b.id);
  end if;
  insert into public.bookings (voucher_id, branch_id, business_id, buyer_user_id, starts_at, ends_at)
  values (v.id, p_branch, v.business_id, v_caller, p_starts, p_starts + make_interval(mins => v_slot))
  returning id into v_id;
  perform app_private.booking_queue_mail(v_id, 'creada', v_caller);
  perform app_private.booking_tell_business(v_id, 'creada');
  return jsonb_build_object('ok', true, 'kind', 'creada', 'booking_id', v_id);
end;
$$;
revoke all on function public.book_voucher(p_voucher uuid, p_branch uuid, p_starts timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.book_voucher(p_voucher uuid, p_branch uuid, p_starts timestamptz) to authenticated;

-- Cancels a live booking: its buyer inside the change window, or an owner or manager of its business
-- at any time before it ends. The place is free again at once. Answers 'cancelada', 'no_existe' or
-- 'fuera_de_plazo'.
create or replace function public.cancel_booking(p_booking uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  b record;
  v_by text;
begin
  if v_caller is null then
    raise exception 'cancel_booking: sign-in required' using errcode = '42501';
  end if;
  select x.id, x.branch_id, x.business_id, x.buyer_user_id, x.starts_at, x.ends_at, s.change_hours into b
  from public.bookings x left join public.booking_settings s on s.branch_id = x.branch_id
  where x.id = p_booking and x.status = 'confirmada'
  for update of x;
  if not found then
    return 'no_existe';
  end if;
  if public.has_business_role(b.business_id, array['owner', 'manager']::text[]) then
    v_by := 'negocio';
    if b.ends_at <= now() then
      return 'fuera_de_plazo';
    end if;
  elsif b.buyer_user_id = v_caller then
    v_by := 'comprador';
    if b.starts_at - make_interval(hours => coalesce(b.change_hours, 0)) < now() then
      return 'fuera_de_plazo';
    end if;
  else
    return 'no_existe';
  end if;
  update public.bookings set status = 'cancelada', cancelled_by = v_by, sequence = sequence + 1, updated_at = now()
  where id = b.id;
  perform app_private.booking_free_place(b.branch_id, b.starts_at);
  perform app_private.booking_queue_mail(b.id, 'cancelada', b.buyer_user_id);
  perform app_private.booking_tell_business(b.id, 'cancelada');
  if v_by = 'negocio' then
    perform app_private.notify(b.buyer_user_id, 'booking_cancelled', 'El negocio canceló tu reserva',
      'Puedes elegir otro horario en Mis cupones.', '/mis-cupones', 'booking:' || b.id || ':cancelada');
  end if;
  return 'cancelada';
end;
$$;
revoke all on function public.cancel_booking(p_booking uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_booking(p_booking uuid) to authenticated;

-- A voucher's changes carry its booking along: redeemed (at the counter or by check-in) marks it
-- 'asistio'; an undone redemption makes it live again; a refund cancels it and frees the place; a
-- gift moves it to the new holder (the giver's invitation is cancelled, the holder gets one).
create or replace function app_private.bookings_follow_voucher()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
begin
  if new.status = 'canjeado' and old.status is distinct from 'canjeado' then
    update public.bookings set status = 'asistio', updated_at = now() where voucher_id = new.id and status = 'confirmada';
  elsif old.status = 'canjeado' and new.status = 'vigente' then
    update public.bookings x set status = 'confirmada', updated_at = now()
    where x.id = (select y.id from public.bookings y where y.voucher_id = new.id and y.status = 'asistio' order by y.updated_at desc limit 1)
      and not exists (select 1 from public.bookings z where z.voucher_id = new.id and z.status = 'confirmada');
  elsif new.status = 'reembolsado' and old.status is distinct from 'reembolsado' then
    for b in update public.bookings set status = 'cancelada', cancelled_by = 'reembolso', sequence = sequence + 1, updated_at = now()
      where voucher_id = new.id and status = 'confirmada' returning id, branch_id, starts_at, buyer_user_id loop
      perform app_private.booking_free_place(b.branch_id, b.starts_at);
      perform app_private.booking_queue_mail(b.id, 'cancelada', b.buyer_user_id);
      perform app_private.booking_tell_business(b.id, 'cancelada');
    end loop;
  end if;
  if new.buyer_user_id is distinct from old.buyer_user_id then
    for b in select x.id from public.bookings x where x.voucher_id = new.id and x.status = 'confirmada' loop
      perform app_private.booking_queue_mail(b.id, 'cancelada', old.buyer_user_id);
      update public.bookings set buyer_user_id = new.buyer_user_id, sequence = sequence + 1, updated_at = now() where id = b.id;
      perform app_private.booking_queue_mail(b.id, 'creada', new.buyer_user_id);
    end loop;
  end if;
  return null;
end;
$$;
revoke all on function app_private.bookings_follow_voucher() from public, anon, authenticated, service_role;

-- The voucher's wallet passes show the booking (its time as the pass's date, the branch as its
-- place): a booking made, moved or ended marks them changed (14-wallet.sql).
create or replace function app_private.bookings_touch_wallet_pass()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform app_private.touch_wallet_pass_of(new.voucher_id);
  return null;
end;
$$;
revoke all on function app_private.bookings_touch_wallet_pass() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger bookings_touch_wallet_pass AFTER INSERT OR UPDATE OF starts_at, branch_id, status ON public.bookings FOR EACH ROW EXECUTE FUNCTION app_private.bookings_touch_wallet_pass();
create or replace trigger vouchers_bookings AFTER UPDATE OF status, buyer_user_id ON public.vouchers FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.buyer_user_id IS DISTINCT FROM new.buyer_user_id))) EXECUTE FUNCTION app_private.bookings_follow_voucher();

-- Row level security and grants ----------------------------------------------------------------

-- booking_settings, booking_blocks: read with their branch (as its hours are: the coupon page shows
-- the next free time to anyone); written by the business's owners and managers.
drop policy if exists booking_settings_select on public.booking_settings;
create policy booking_settings_select ON public.booking_settings FOR SELECT TO anon, authenticated USING (exists (select 1 from public.branches b where b.id = branch_id));
drop policy if exists booking_settings_write on public.booking_settings;
create policy booking_settings_write ON public.booking_settings FOR ALL TO authenticated USING (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text]))) WITH CHECK (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text])));
revoke all on table public.booking_settings from public, anon, authenticated, service_role;
grant select on table public.booking_settings to anon;
grant select, insert, update, delete on table public.booking_settings to authenticated;
grant all on table public.booking_settings to service_role;

drop policy if exists booking_blocks_select on public.booking_blocks;
create policy booking_blocks_select ON public.booking_blocks FOR SELECT TO anon, authenticated USING (exists (select 1 from public.branches b where b.id = branch_id));
drop policy if exists booking_blocks_write on public.booking_blocks;
create policy booking_blocks_write ON public.booking_blocks FOR ALL TO authenticated USING (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text]))) WITH CHECK (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text])));
revoke all on table public.booking_blocks from public, anon, authenticated, service_role;
grant select (id, branch_id, starts_at, ends_at) on table public.booking_blocks to anon, authenticated;
grant insert, delete on table public.booking_blocks to authenticated;
grant all on table public.booking_blocks to service_role;

-- booking_slots: places taken per slot (no person in it), read with the branch; written only by the
-- functions above.
drop policy if exists booking_slots_select on public.booking_slots;
create policy booking_slots_select ON public.booking_slots FOR SELECT TO anon, authenticated USING (exists (select 1 from public.branches b where b.id = branch_id));
revoke all on table public.booking_slots from public, anon, authenticated, service_role;
grant select on table public.booking_slots to anon, authenticated;
grant all on table public.booking_slots to service_role;

drop policy if exists booking_holidays_select on public.booking_holidays;
create policy booking_holidays_select ON public.booking_holidays FOR SELECT TO anon, authenticated USING (true);
revoke all on table public.booking_holidays from public, anon, authenticated, service_role;
grant select on table public.booking_holidays to anon, authenticated;
grant all on table public.booking_holidays to service_role;

-- bookings: its buyer, and the members of its business; written only by the functions above.
drop policy if exists bookings_select on public.bookings;
create policy bookings_select ON public.bookings FOR SELECT TO authenticated USING (((buyer_user_id = ( SELECT auth.uid() AS uid)) OR public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text, 'member'::text, 'cajero'::text])));
revoke all on table public.bookings from public, anon, authenticated, service_role;
grant select on table public.bookings to authenticated;
grant all on table public.bookings to service_role;
