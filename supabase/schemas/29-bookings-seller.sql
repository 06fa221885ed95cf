-- Bookings, the business's side (docs/bookings.md): moving a booking, check-in (through
-- redeem_voucher), no-show, and the calendar's read. The buyer's side, the slot check, the places and
-- the mails these call are in 28-bookings.sql. The current state of these objects: to change one,
-- edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- An owner or manager moves a live booking to another slot of a branch of the business (held to the
-- schedule and the capacity, not to the buyer's lead time); the buyer is told and gets the update.
create or replace function public.move_booking(p_booking uuid, p_branch uuid, p_starts timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
  v_problem text;
begin
  if auth.uid() is null then
    raise exception 'move_booking: sign-in required' using errcode = '42501';
  end if;
  select x.id, x.voucher_id, x.branch_id, x.business_id, x.buyer_user_id, x.starts_at into b
  from public.bookings x where x.id = p_booking and x.status = 'confirmada';
  if not found or not public.has_business_role(b.business_id, array['owner', 'manager']::text[]) then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  -- The voucher's lock first, then the booking's, as book_voucher takes them.
  perform 1 from public.vouchers where id = b.voucher_id for update;
  perform 1 from public.bookings where id = b.id and status = 'confirmada' for update;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if b.branch_id = p_branch and b.starts_at = p_starts then
    return jsonb_build_object('ok', true, 'kind', 'sin_cambio', 'booking_id', b.id);
  end if;
  if not exists (select 1 from public.branches br where br.id = p_branch and br.business_id = b.business_id) then
    return jsonb_build_object('ok', false, 'reason', 'sucursal_invalida');
  end if;
  v_problem := app_private.booking_slot_problem(p_branch, p_starts, false);
  if v_problem is not null then
    return jsonb_build_object('ok', false, 'reason', v_problem);
  end if;
  if not app_private.booking_take_place(p_branch, p_starts) then
    return jsonb_build_object('ok', false, 'reason', 'lleno');
  end if;
  perform app_private.booking_free_place(b.branch_id, b.starts_at);
  update public.bookings x set branch_id = p_branch, starts_at = p_starts,
    ends_at = p_starts + make_interval(mins => (select s.slot_minutes from public.booking_settings s where s.branch_id = p_branch)),
    sequence = x.sequence + 1, updated_at = now()
  where x.id = b.id;
  perform app_private.booking_queue_mail(b.id, 'movida', b.buyer_user_id);
  perform app_private.booking_tell_business(b.id, 'movida');
  perform app_private.notify(b.buyer_user_id, 'booking_moved', 'El negocio cambió tu reserva',
    'Revisa el nuevo horario en Mis cupones.', '/mis-cupones',
    'booking:' || b.id || ':' || (select x.sequence from public.bookings x where x.id = b.id) || ':movida');
  return jsonb_build_object('ok', true, 'kind', 'movida', 'booking_id', b.id);
end;
$$;
revoke all on function public.move_booking(p_booking uuid, p_branch uuid, p_starts timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.move_booking(p_booking uuid, p_branch uuid, p_starts timestamptz) to authenticated;

-- Check-in: an owner or manager redeems the booking's voucher at its branch through redeem_voucher
-- (once, under the voucher's lock); the trigger below marks the booking 'asistio'.
create or replace function public.check_in_booking(p_booking uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
begin
  if auth.uid() is null then
    raise exception 'check_in_booking: sign-in required' using errcode = '42501';
  end if;
  select x.id, x.branch_id, x.business_id, v.code into b
  from public.bookings x join public.vouchers v on v.id = x.voucher_id
  where x.id = p_booking and x.status = 'confirmada';
  if not found or not public.has_business_role(b.business_id, array['owner', 'manager']::text[]) then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  return public.redeem_voucher(b.code, b.branch_id);
end;
$$;
revoke all on function public.check_in_booking(p_booking uuid) from public, anon, authenticated, service_role;
grant execute on function public.check_in_booking(p_booking uuid) to authenticated;

-- No-show: after the slot ends, an owner or manager marks a live booking missed. The coupon's terms
-- say what the voucher becomes: still valid (the buyer books again) or lost ('vencido').
create or replace function public.mark_booking_no_show(p_booking uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b record;
begin
  if auth.uid() is null then
    raise exception 'mark_booking_no_show: sign-in required' using errcode = '42501';
  end if;
  select x.id, x.voucher_id, x.business_id, x.ends_at, x.buyer_user_id, c.no_show_policy into b
  from public.bookings x join public.vouchers v on v.id = x.voucher_id join public.coupons c on c.id = v.coupon_id
  where x.id = p_booking and x.status = 'confirmada';
  if not found or not public.has_business_role(b.business_id, array['owner', 'manager']::text[]) then
    return 'no_existe';
  end if;
  if b.ends_at > now() then
    return 'antes_de_terminar';
  end if;
  perform 1 from public.vouchers where id = b.voucher_id for update;
  update public.bookings set status = 'no_show', updated_at = now() where id = b.id and status = 'confirmada';
  if not found then
    return 'no_existe';
  end if;
  if b.no_show_policy = 'perdido' then
    update public.vouchers set status = 'vencido' where id = b.voucher_id and status = 'vigente';
  end if;
  perform app_private.notify(b.buyer_user_id, 'booking_no_show', 'No asististe a tu reserva',
    case when b.no_show_policy = 'perdido' then 'Según las condiciones del cupón, el cupón se perdió.'
      else 'Tu cupón sigue vigente: puedes reservar otro horario en Mis cupones.' end,
    '/mis-cupones', 'booking:' || b.id || ':no_show');
  return b.no_show_policy;
end;
$$;
revoke all on function public.mark_booking_no_show(p_booking uuid) from public, anon, authenticated, service_role;
grant execute on function public.mark_booking_no_show(p_booking uuid) to authenticated;

-- The seller's calendar: a branch's bookings in [p_from, p_to) with what the business may know of the
-- buyer (short name, the code's last four). Any member of the business reads it.
create or replace function public.list_branch_bookings(p_branch uuid, p_from timestamptz, p_to timestamptz)
returns table (id uuid, voucher_id uuid, starts_at timestamptz, ends_at timestamptz, status text,
  coupon_title text, buyer text, code_last4 text)
language sql
stable
security definer
set search_path = ''
as $$
  select x.id, x.voucher_id, x.starts_at, x.ends_at, x.status, c.title,
    app_private.short_person_name(p.display_name), right(v.code, 4)
  from public.bookings x
  join public.branches br on br.id = x.branch_id
  join public.vouchers v on v.id = x.voucher_id
  join public.coupons c on c.id = v.coupon_id
  left join public.profiles p on p.id = x.buyer_user_id
  where x.branch_id = p_branch and x.starts_at >= p_from and x.starts_at < p_to and x.status <> 'cancelada'
    and p_to - p_from <= interval '43 days'
    and public.has_business_role(br.business_id, array['owner', 'manager', 'editor', 'member', 'cajero']::text[])
  order by x.starts_at, x.created_at;
$$;
revoke all on function public.list_branch_bookings(p_branch uuid, p_from timestamptz, p_to timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.list_branch_bookings(p_branch uuid, p_from timestamptz, p_to timestamptz) to authenticated;
