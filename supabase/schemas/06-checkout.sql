-- Checkout: reserving stock for an order, confirming it, releasing reservations; orders and their
-- lines; the events hosted-checkout providers send and what they do to an order.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Buying and redeeming. Orders, order items and vouchers have no write grants for
-- request roles: these SECURITY DEFINER functions are the only writers. They check who calls
-- (auth.uid()), read prices and stock from the database (never from the client) and change stock
-- with a guarded UPDATE in the same transaction that writes the order.
-- A redemption code: 12 characters of an alphabet without 0/O/1/I (read aloud, typed from a
-- screen). gen_random_uuid() draws from the server's strong random source and exists on PGlite and
-- PostgreSQL alike (pgcrypto's gen_random_bytes is not loaded on PGlite). Bytes 6 and 8 of a v4
-- uuid carry version and variant bits, so only the 14 fully random bytes are used; 256 is a
-- multiple of 32, so `byte % 32` is uniform: 12 x 5 = 60 random bits per code.
create or replace function public.new_voucher_code()
returns text
language plpgsql
volatile
set search_path = public, pg_temp
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  raw bytea := uuid_send(gen_random_uuid());
  position_ integer;
  code text := '';
begin
  foreach position_ in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13] loop
    code := code || substr(alphabet, (get_byte(raw, position_) % 32) + 1, 1);
  end loop;
  return code;
end;
$$;
revoke all on function public.new_voucher_code() from public, anon, authenticated, service_role;

-- After a declined or failed payment: the units go back on sale and the order stays on record as
-- 'failed' (or 'cancelled'). True when this call released it. System only (service_role).
create or replace function public.release_order(p_order_id uuid, p_status text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform 1 from public.orders o where o.id = p_order_id and o.status = 'pending' for update;
  if not found then
    return false;
  end if;
  perform public.release_reservations(array[p_order_id], p_status);
  return true;
end;
$$;
revoke all on function public.release_order(p_order_id uuid, p_status text) from public, anon, authenticated, service_role;
grant execute on function public.release_order(p_order_id uuid, p_status text) to service_role;

-- Checkout in three steps. The amount charged is the total of an order written
-- under lock, never a quote: reserve_order (the shopper) holds the stock and writes a 'pending'
-- order with the prices read under the coupons' row locks, refusing when that total is not the
-- one the shopper saw; the action charges exactly that total; confirm_order (the system, after an
-- approved payment) turns the reservation into sold units and vouchers, release_order (the system,
-- after a declined or failed payment) gives the units back. A pending order left behind by a crash
-- expires: every reserve_order first releases expired reservations (all those holding the cart's
-- coupons, and the 20 oldest elsewhere); release_expired_orders does the same for a scheduled job.
-- Lock order everywhere: the order row (skip locked when sweeping), then coupons sorted by id. A
-- coupon is locked FOR NO KEY UPDATE, the lock its stock update takes anyway: it excludes every
-- other stock change, and not the key-share locks that inserting a voucher or an order item takes
-- on its coupon: two confirmations that inserted vouchers of one coupon then take its stock lock in
-- turn instead of deadlocking, and a checkout does not wait for a confirmation's voucher inserts.

-- What every step answers about an order (replays included).
create or replace function public.checkout_answer(p_order_id uuid, p_replayed boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'ok', true, 'replayed', p_replayed, 'order_id', o.id, 'status', o.status, 'total', o.total::text,
    'voucher_count', (select coalesce(sum(i.quantity), 0)::integer from public.order_items i where i.order_id = o.id)
  )
  from public.orders o where o.id = p_order_id;
$$;
revoke all on function public.checkout_answer(p_order_id uuid, p_replayed boolean) from public, anon, authenticated, service_role;

-- Releases up to p_limit expired reservations; for a scheduled job (reserve_order already does
-- it for the coupons it sells). Answers how many it released.
create or replace function public.release_expired_orders(p_limit integer)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  v_ids := array(
    select o.id from public.orders o
    where o.status = 'pending' and o.reserved_until <= now()
    order by o.reserved_until
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
    for update of o skip locked
  );
  perform public.release_reservations(v_ids, 'cancelled');
  return cardinality(v_ids);
end;
$$;
revoke all on function public.release_expired_orders(p_limit integer) from public, anon, authenticated, service_role;
grant execute on function public.release_expired_orders(p_limit integer) to service_role;

-- Gives the units of pending orders back to their coupons. Internal: its callers have locked the
-- order rows; the coupons are locked here in id order.
create or replace function public.release_reservations(p_order_ids uuid[], p_status text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  if p_status not in ('failed', 'cancelled') then
    raise exception 'release_reservations: status must be failed or cancelled' using errcode = '22023';
  end if;
  v_ids := array(select o.id from public.orders o where o.id = any(p_order_ids) and o.status = 'pending');
  if cardinality(v_ids) = 0 then
    return;
  end if;
  perform 1 from public.coupons c
  where c.id in (select i.coupon_id from public.order_items i where i.order_id = any(v_ids))
  order by c.id
  for no key update;
  update public.coupons c set remaining = c.remaining + h.qty, reserved = c.reserved - h.qty
  from (
    select i.coupon_id, sum(i.quantity)::integer as qty
    from public.order_items i where i.order_id = any(v_ids) group by i.coupon_id
  ) h
  where c.id = h.coupon_id;
  update public.orders o set status = p_status, reserved_until = null where o.id = any(v_ids);
end;
$$;
revoke all on function public.release_reservations(p_order_ids uuid[], p_status text) from public, anon, authenticated, service_role;

-- After approved payments, each of exactly its order's total: reserved units become sold ones and
-- each unit gets its voucher. Set-based, so a flash sale's burst of payments is confirmed in one
-- call per batch: one insert of all their vouchers, one update of all their orders, and one update
-- per coupon, last, so the coupon's row (which every buyer of the sale needs) is held only from
-- there to the commit. p_payments: [{order_id, amount_cents, reference}]. Answers an object keyed
-- by order id: checkout_answer (replayed for an order already paid), or {ok: false, status} for one
-- released meanwhile (its payment must be voided). An unknown order or a wrong amount fails the
-- whole call. System only (service_role): a shopper calling it could mark unpaid orders paid.
create or replace function public.confirm_orders(p_payments jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
  v_pending uuid[];
  v_paid uuid[];
  v_answers jsonb;
  v_item record;
  v_voucher_id uuid;
  v_updated integer;
  k integer;
begin
  v_ids := array(select distinct (p ->> 'order_id')::uuid from jsonb_array_elements(p_payments) p);
  -- Lock order everywhere: the orders, then the coupons sorted by id (below, last).
  perform 1 from public.orders o where o.id = any(v_ids) order by o.id for update;
  if (select count(*) from public.orders o where o.id = any(v_ids)) <> cardinality(v_ids) then
    raise exception 'confirm_orders: no such order' using errcode = '22023';
  end if;
  select o.id, p.amount_cents into v_item
  from jsonb_to_recordset(p_payments) as p(order_id uuid, amount_cents bigint, reference text)
  join public.orders o on o.id = p.order_id
  where o.status = 'pending' and p.amount_cents is distinct from (o.total * 100)::bigint
  limit 1;
  if found then
    raise exception 'confirm_orders: the amount paid (% cents) for order % is not the order total', v_item.amount_cents, v_item.id
      using errcode = '22023';
  end if;
  v_pending := array(select o.id from public.orders o where o.id = any(v_ids) and o.status = 'pending' order by o.id);
  v_paid := array(select o.id from public.orders o where o.id = any(v_ids) and o.status = 'paid');
  -- Released meanwhile (its reservation expired): nothing is sold, the payment must be voided.
  v_answers := coalesce((select jsonb_object_agg(o.id, jsonb_build_object('ok', false, 'status', o.status))
    from public.orders o where o.id = any(v_ids) and o.status not in ('pending', 'paid')), '{}'::jsonb);

  -- Valid for 90 days after the offer ends: a voucher bought in its last minutes must still be usable.
  insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at)
  select i.id, i.coupon_id, c.business_id, o.buyer_user_id, public.new_voucher_code(), 'vigente', c.end_time + interval '90 days'
  from public.orders o
  join public.order_items i on i.order_id = o.id
  join public.coupons c on c.id = i.coupon_id
  cross join lateral generate_series(1, i.quantity)
  where o.id = any(v_pending)
  on conflict (code) do nothing;
  -- A code collision (about 1 in 10^18 per pair) skipped a unit: it draws another code.
  for v_item in
    select i.id, i.coupon_id, i.quantity - (select count(*) from public.vouchers v where v.order_item_id = i.id) as missing
    from public.order_items i where i.order_id = any(v_pending)
  loop
    for k in 1 .. v_item.missing loop
      v_voucher_id := null;
      while v_voucher_id is null loop
        insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at)
        select i.id, i.coupon_id, c.business_id, o.buyer_user_id, public.new_voucher_code(), 'vigente', c.end_time + interval '90 days'
        from public.order_items i join public.orders o on o.id = i.order_id join public.coupons c on c.id = i.coupon_id
        where i.id = v_item.id
        on conflict (code) do nothing
        returning id into v_voucher_id;
      end loop;
    end loop;
  end loop;

  update public.orders o set status = 'paid', paid_at = now(), reserved_until = null,
    payment_reference = left(p.reference, 200)
  from jsonb_to_recordset(p_payments) as p(order_id uuid, amount_cents bigint, reference text)
  where o.id = p.order_id and o.id = any(v_pending);

  perform 1 from public.coupons c
  where c.id in (select i.coupon_id from public.order_items i where i.order_id = any(v_pending))
  order by c.id
  for no key update;
  for v_item in
    select i.coupon_id, sum(i.quantity)::integer as quantity
    from public.order_items i where i.order_id = any(v_pending)
    group by i.coupon_id order by i.coupon_id
  loop
    update public.coupons set reserved = reserved - v_item.quantity, sold = sold + v_item.quantity
    where id = v_item.coupon_id and reserved >= v_item.quantity;
    get diagnostics v_updated = row_count;
    if v_updated <> 1 then
      raise exception 'confirm_orders: reservation of % is missing', v_item.coupon_id;
    end if;
  end loop;

  return v_answers
    || coalesce((select jsonb_object_agg(x, public.checkout_answer(x, false)) from unnest(v_pending) x), '{}'::jsonb)
    || coalesce((select jsonb_object_agg(x, public.checkout_answer(x, true)) from unnest(v_paid) x), '{}'::jsonb);
end;
$$;
revoke all on function public.confirm_orders(p_payments jsonb) from public, anon, authenticated, service_role;
grant execute on function public.confirm_orders(p_payments jsonb) to service_role;

-- One approved payment (the simulated gateway, the seed, the operator's fulfil): confirm_orders
-- for one order, answering its checkout_answer or {ok: false, status}.
create or replace function public.confirm_order(p_order_id uuid, p_amount_cents bigint, p_payment_reference text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select public.confirm_orders(jsonb_build_array(jsonb_build_object(
    'order_id', p_order_id, 'amount_cents', p_amount_cents, 'reference', p_payment_reference))) -> p_order_id::text;
$$;
revoke all on function public.confirm_order(p_order_id uuid, p_amount_cents bigint, p_payment_reference text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_order(p_order_id uuid, p_amount_cents bigint, p_payment_reference text) to service_role;

-- How much one buyer may hold unpaid (audit, issue 44): units of one coupon, units in all, and the
-- hours a started bank transfer keeps its stock. Operator settings (admin_set_setting, audited);
-- these defaults when unset. docs/buying-and-selling.md#unpaid-holds.
create or replace function public.unpaid_hold_limit(p_key text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select (s.value #>> '{}')::integer from app_private.settings s
     where s.key = p_key and (s.value #>> '{}') ~ '^[0-9]{1,4}$'),
    case p_key when 'hold_max_units_per_coupon' then 10 when 'hold_max_units_total' then 20
      when 'transfer_hold_hours' then 4 end);
$$;
revoke all on function public.unpaid_hold_limit(p_key text) from public, anon, authenticated, service_role;
grant execute on function public.unpaid_hold_limit(p_key text) to anon, authenticated, service_role;

-- What reserve_order answers for its order: checkout_answer, with what the hosted checkout sends
-- the provider (the lines, by title, and until when the stock is held), so that opening the
-- provider's checkout needs no second transaction to read them back.
create or replace function public.reservation_answer(p_order_id uuid, p_replayed boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.checkout_answer(p_order_id, p_replayed) || jsonb_build_object(
    'reserved_until', o.reserved_until,
    'lines', coalesce((select jsonb_agg(jsonb_build_object('title', i.title, 'quantity', i.quantity,
        'unit_price', i.unit_price::text) order by i.title)
      from public.order_items i where i.order_id = o.id), '[]'::jsonb))
  from public.orders o where o.id = p_order_id;
$$;
revoke all on function public.reservation_answer(p_order_id uuid, p_replayed boolean) from public, anon, authenticated, service_role;

create or replace function public.reserve_order(p_idempotency_key text, p_items jsonb, p_contact jsonb, p_expected_total_cents bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_buyer uuid := auth.uid();
  v_contact jsonb := coalesce(p_contact, '{}'::jsonb);
  -- NIT for the invoice: '' or absent means 'CF' (consumidor final); stored without dash or spaces.
  v_nit text := coalesce(nullif(upper(regexp_replace(coalesce(p_contact ->> 'nit', ''), '[[:space:]-]', '', 'g')), ''), 'CF');
  v_existing public.orders%rowtype;
  v_ids uuid[];
  v_qtys integer[];
  v_expired uuid[];
  v_prices numeric[] := '{}';
  v_titles text[] := '{}';
  v_coupon record;
  v_problems jsonb := '[]'::jsonb;
  v_lines jsonb := '[]'::jsonb;
  v_reason text;
  v_subtotal numeric(12, 2) := 0;
  v_tax numeric(12, 2);
  v_total numeric(12, 2);
  v_order_id uuid;
  v_updated integer;
  v_left integer;
  -- Each coupon's units left after this reservation: the checkout's stock gate answers the
  -- buyers queued past them at once (lib/payments/data/stock-gate.ts).
  v_units_left jsonb;
  v_email text := lower(nullif(trim(v_contact ->> 'email'), ''));
  v_held integer[];
  v_total_held integer;
  v_limit integer;
  v_locked boolean := false;
  v_pass integer;
  i integer;
begin
  if v_buyer is null then
    raise exception 'reserve_order: sign-in required' using errcode = '42501';
  end if;
  if p_idempotency_key is null or char_length(p_idempotency_key) not between 8 and 100 then
    raise exception 'reserve_order: invalid idempotency key' using errcode = '22023';
  end if;
  if not public.is_valid_receptor_id(v_nit) then
    raise exception 'reserve_order: invalid NIT or CUI' using errcode = '22023';
  end if;
  if p_expected_total_cents is null or p_expected_total_cents < 0 then
    raise exception 'reserve_order: the total the shopper saw is required' using errcode = '22023';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'reserve_order: items must be a non-empty array' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) e
    where jsonb_typeof(e) <> 'object'
      or coalesce(e ->> 'coupon_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      or case when coalesce(e ->> 'quantity', '') ~ '^[0-9]{1,3}$'
           then (e ->> 'quantity')::integer not between 1 and 50 else true end
  ) then
    raise exception 'reserve_order: each item needs a coupon_id and a quantity from 1 to 50' using errcode = '22023';
  end if;

  -- One checkout per (buyer, key) at a time: a concurrent duplicate waits here, then finds the
  -- live order the first one committed (pending: being paid now; paid: replayed). This key's own
  -- attempt whose reservation expired (a crash) is released below and a new one is written.
  perform pg_advisory_xact_lock(hashtextextended('purchase:' || v_buyer::text || ':' || p_idempotency_key, 0));
  select * into v_existing from public.orders o
  where o.buyer_user_id = v_buyer and o.idempotency_key = p_idempotency_key and o.status in ('pending', 'paid')
  for update;
  if found and (v_existing.status = 'paid' or v_existing.reserved_until > now()) then
    return public.reservation_answer(v_existing.id, true);
  end if;

  select array_agg(coupon_id order by coupon_id), array_agg(qty order by coupon_id)
    into v_ids, v_qtys
  from (
    select (e ->> 'coupon_id')::uuid as coupon_id, sum((e ->> 'quantity')::integer)::integer as qty
    from jsonb_array_elements(p_items) e
    group by 1
  ) merged;
  if array_length(v_ids, 1) > 20 then
    raise exception 'reserve_order: at most 20 different coupons per order' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_qtys) q where q > 50) then
    raise exception 'reserve_order: at most 50 units of one coupon per order' using errcode = '22023';
  end if;

  -- What this buyer (their account, or the contact address on their unpaid orders) already holds
  -- unpaid, per coupon of this cart and in all: one buyer must not hold a coupon's stock for free
  -- (two bank transfers started and never made). Refused before anything is written or released.
  -- The locks (account, then address; taken before any coupon row, as every call takes them in
  -- this order) make two checkouts of one buyer at once count each other's hold.
  perform pg_advisory_xact_lock(hashtextextended('holds:' || v_buyer::text, 0));
  if v_email is not null then
    perform pg_advisory_xact_lock(hashtextextended('holds-address:' || v_email, 0));
  end if;
  v_held := array(
    select coalesce(sum(i.quantity) filter (where i.coupon_id = c.id), 0)::integer
    from unnest(v_ids) with ordinality as c(id, n)
    left join public.order_items i on i.coupon_id = c.id and i.order_id in (
      select o.id from public.orders o
      where o.status = 'pending' and o.reserved_until > now()
        and (o.buyer_user_id = v_buyer or (v_email is not null and lower(o.contact_email) = v_email)))
    group by c.n order by c.n
  );
  v_limit := public.unpaid_hold_limit('hold_max_units_per_coupon');
  for i in 1 .. array_length(v_ids, 1) loop
    if v_held[i] + v_qtys[i] > v_limit then
      return jsonb_build_object('ok', false, 'hold_limit', 'coupon', 'limit', v_limit, 'held', v_held[i],
        'title', (select c.title from public.coupons c where c.id = v_ids[i] and c.status = 'active'));
    end if;
  end loop;
  v_limit := public.unpaid_hold_limit('hold_max_units_total');
  select coalesce(sum(i.quantity), 0)::integer into v_total_held
  from public.order_items i join public.orders o on o.id = i.order_id
  where o.status = 'pending' and o.reserved_until > now()
    and (o.buyer_user_id = v_buyer or (v_email is not null and lower(o.contact_email) = v_email));
  if v_total_held + (select sum(q) from unnest(v_qtys) q) > v_limit then
    return jsonb_build_object('ok', false, 'hold_limit', 'total', 'limit', v_limit, 'held', v_total_held, 'title', null);
  end if;

  -- Expired reservations go back on sale first: all that hold this cart's coupons (a crashed
  -- checkout must not make them look sold out) and the 20 oldest elsewhere. Skip locked: an order
  -- being confirmed or released right now is left to that call.
  v_expired := array(
    select o.id from public.orders o
    where o.status = 'pending' and o.reserved_until <= now()
      and (o.id = v_existing.id or exists (select 1 from public.order_items i where i.order_id = o.id and i.coupon_id = any(v_ids)))
    for update of o skip locked
  );
  -- Sold out, with nothing expired of this cart to give back: refused from one plain read, without
  -- queueing for the coupons' row locks behind every buyer still being served (a flash sale's
  -- hundreds of late arrivals waited there for seconds). One statement, so one snapshot: the
  -- answer lists exactly what the locked path below would. A unit released a moment later is not
  -- seen, as if the buyer had come a moment earlier; nothing is written either way.
  if coalesce(array_length(v_expired, 1), 0) = 0 then
    select coalesce(jsonb_agg(p.problem order by p.n), '[]'::jsonb) into v_problems
    from (
      select x.n, case
        when c.id is null or c.status <> 'active' then
          jsonb_build_object('coupon_id', x.id, 'title', null, 'reason', 'inactivo', 'remaining', 0)
        when c.end_time <= now() then
          jsonb_build_object('coupon_id', x.id, 'title', c.title, 'reason', 'vencido', 'remaining', c.remaining)
        when c.remaining = 0 then
          jsonb_build_object('coupon_id', x.id, 'title', c.title, 'reason', 'agotado', 'remaining', 0)
        when c.remaining < x.q then
          jsonb_build_object('coupon_id', x.id, 'title', c.title, 'reason', 'stock_insuficiente', 'remaining', c.remaining)
      end as problem
      from unnest(v_ids, v_qtys) with ordinality as x(id, q, n)
      left join public.coupons c on c.id = x.id
    ) p
    where p.problem is not null;
    if exists (select 1 from jsonb_array_elements(v_problems) e where e ->> 'reason' in ('agotado', 'stock_insuficiente')) then
      return jsonb_build_object('ok', false, 'problems', v_problems);
    end if;
    v_problems := '[]'::jsonb;
  end if;
  v_expired := v_expired || array(
    select o.id from public.orders o
    where o.status = 'pending' and o.reserved_until <= now() and o.id <> all(v_expired)
    order by o.reserved_until
    limit 20
    for update of o skip locked
  );
  -- Expired reservations to give back: every coupon this call will change is locked first, in id
  -- order (the order all checkout steps use), and the order is priced under those locks.
  if coalesce(array_length(v_expired, 1), 0) > 0 then
    perform 1 from public.coupons c
    where c.id = any(v_ids) or c.id in (select i.coupon_id from public.order_items i where i.order_id = any(v_expired))
    order by c.id
    for no key update;
    perform public.release_reservations(v_expired, 'cancelled');
    v_locked := true;
  end if;

  -- Otherwise the order is priced from a plain read and written first, and each coupon's row is
  -- locked only by the stock update that ends the call, guarded by what was read (stock, status,
  -- end, price, title): the row a flash sale's buyers queue for is held for that update and the
  -- commit, not for the whole call. A guard that fails (the stock went to a buyer a moment ahead,
  -- the seller changed the price) undoes the attempt, and the second pass prices it under the
  -- locks as above, so what is written is exactly what the locked path would write.
  for v_pass in 1 .. 2 loop
    if v_pass = 2 then
      perform 1 from public.coupons c where c.id = any(v_ids) order by c.id for no key update;
      v_locked := true;
      v_problems := '[]'::jsonb;
      v_lines := '[]'::jsonb;
      v_prices := '{}';
      v_titles := '{}';
      v_subtotal := 0;
    end if;
    for i in 1 .. array_length(v_ids, 1) loop
      select c.id, c.title, c.discount_price, c.remaining, c.status, c.end_time
        into v_coupon
      from public.coupons c where c.id = v_ids[i];
      v_reason := case
        when v_coupon.id is null then 'no_existe'
        when v_coupon.status <> 'active' then 'inactivo'
        when v_coupon.end_time <= now() then 'vencido'
        when v_coupon.remaining = 0 then 'agotado'
        when v_coupon.remaining < v_qtys[i] then 'stock_insuficiente'
      end;
      if v_reason in ('no_existe', 'inactivo') then
        -- Not public (draft, paused, archived) or unknown: one plain 'no disponible', never the
        -- title or stock of a coupon its id alone should not reveal.
        v_problems := v_problems || jsonb_build_object('coupon_id', v_ids[i], 'title', null, 'reason', 'inactivo', 'remaining', 0);
      elsif v_reason is not null then
        v_problems := v_problems || jsonb_build_object(
          'coupon_id', v_ids[i], 'title', v_coupon.title, 'reason', v_reason, 'remaining', coalesce(v_coupon.remaining, 0)
        );
      end if;
      v_prices := array_append(v_prices, v_coupon.discount_price);
      v_titles := array_append(v_titles, v_coupon.title);
      v_lines := v_lines || jsonb_build_object('coupon_id', v_ids[i], 'unit_price', v_coupon.discount_price::text);
      v_subtotal := v_subtotal + coalesce(v_coupon.discount_price, 0) * v_qtys[i];
    end loop;

    if jsonb_array_length(v_problems) > 0 then
      return jsonb_build_object('ok', false, 'problems', v_problems);
    end if;

    -- IVA 12% on top of the subtotal, rounded half away from zero to the cent, once per
    -- order (lib/domain/checkout-totals.ts computes the same figure for the cart).
    v_tax := round(v_subtotal * 0.12, 2);
    v_total := v_subtotal + v_tax;
    -- The shopper pays only a total they were shown: a price changed since the quote reserves
    -- nothing and answers the new prices, for the dialog to show before paying.
    if (v_total * 100)::bigint <> p_expected_total_cents then
      return jsonb_build_object('ok', false, 'price_changed', true, 'total', v_total::text, 'lines', v_lines);
    end if;

    begin
      v_units_left := '[]'::jsonb;
      insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total,
        contact_name, contact_email, contact_phone, billing_address, billing_city, card_last4, reserved_until, nit, receptor_name,
        locale)
      values (
        v_buyer, p_idempotency_key, 'pending', v_subtotal, v_tax, v_total,
        left(nullif(trim(v_contact ->> 'name'), ''), 200),
        left(nullif(trim(v_contact ->> 'email'), ''), 320),
        left(nullif(trim(v_contact ->> 'phone'), ''), 40),
        left(nullif(trim(v_contact ->> 'address'), ''), 300),
        left(nullif(trim(v_contact ->> 'city'), ''), 120),
        case when v_contact ->> 'card_last4' ~ '^[0-9]{4}$' then v_contact ->> 'card_last4' end,
        now() + interval '15 minutes',
        v_nit,
        -- 'CF' names no one; otherwise the name the application looked up (lib/actions/_lib/invoice-receptor.ts).
        case when v_nit <> 'CF' then left(nullif(trim(v_contact ->> 'receptor_name'), ''), 300) end,
        -- The page's language (lib/payments/data/checkout.ts): the receipt is written in it.
        case when v_contact ->> 'locale' = 'en' then 'en' else 'es' end
      )
      returning id into v_order_id;

      -- In id order, as every checkout step takes coupon rows. The line is written after its
      -- stock update: its foreign key then needs no lock of its own on the coupon's row.
      for i in 1 .. array_length(v_ids, 1) loop
        update public.coupons set remaining = remaining - v_qtys[i], reserved = reserved + v_qtys[i]
        where id = v_ids[i] and remaining >= v_qtys[i] and status = 'active' and end_time > now()
          and discount_price is not distinct from v_prices[i] and title is not distinct from v_titles[i]
        returning remaining into v_left;
        get diagnostics v_updated = row_count;
        if v_updated <> 1 then
          raise exception 'reserve_order: coupon % changed since it was read', v_ids[i] using errcode = 'CG016';
        end if;
        insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
        values (v_order_id, v_ids[i], v_titles[i], v_qtys[i], v_prices[i]);
        v_units_left := v_units_left || jsonb_build_object('coupon_id', v_ids[i], 'title', v_titles[i], 'remaining', v_left);
      end loop;
      return public.reservation_answer(v_order_id, false) || jsonb_build_object('units_left', v_units_left);
    exception when sqlstate 'CG016' then
      -- Under the locks nothing can change between the read and the update: a bug, not a race.
      if v_locked then
        raise exception 'reserve_order: stock of a coupon changed under lock';
      end if;
    end;
  end loop;
  raise exception 'reserve_order: the locked pass neither answered nor failed';
end;
$$;
revoke all on function public.reserve_order(p_idempotency_key text, p_items jsonb, p_contact jsonb, p_expected_total_cents bigint) from public, anon, authenticated, service_role;
grant execute on function public.reserve_order(p_idempotency_key text, p_items jsonb, p_contact jsonb, p_expected_total_cents bigint) to authenticated;

-- Hosted-checkout payments. The provider tells us by signed webhook; the route verifies it and
-- calls record_payment_event, which stores the event once by its id and queues the fulfilment job
-- in the same transaction, so an event is never stored without its job nor queued twice. The job
-- (lib/payments/jobs/payments.ts) locks the order and moves it with confirm_order, release_order
-- or reserve_released_order below. System only (service_role).
-- The job is keyed by the event: every copy of one event (the provider retries with the same id)
-- stops at the unique event id, and two different events for one order each get their run,
-- serialised by the order's row lock (a decline, then a success on the same hosted page, must both
-- count). A pending event is queued only when it brings a deadline (a bank transfer started: the
-- order's stock is held until then); other pending events are kept and change nothing.
-- Answers 'accepted', 'duplicate' or 'ignored'.
drop function if exists public.record_payment_event(p_event_id text, p_provider text, p_type text, p_status text, p_order_id uuid, p_checkout_id text, p_payment_id text, p_amount_cents bigint, p_currency text, p_occurred_at timestamptz, p_payload jsonb);
create or replace function public.record_payment_event(
  p_event_id text, p_provider text, p_type text, p_status text, p_order_id uuid, p_checkout_id text,
  p_payment_id text, p_amount_cents bigint, p_currency text, p_occurred_at timestamptz, p_payload jsonb,
  p_deadline timestamptz
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  v_note text;
  v_id uuid;
begin
  if p_event_id is null or char_length(p_event_id) not between 1 and 200 then
    raise exception 'record_payment_event: invalid event id' using errcode = '22023';
  end if;
  if p_status is null or p_status not in ('pending', 'succeeded', 'failed', 'cancelled', 'expired') then
    raise exception 'record_payment_event: invalid status' using errcode = '22023';
  end if;
  -- The order: by the checkout id stored with it, else by the order id we put in the checkout's
  -- metadata (both come inside the signed body).
  if p_checkout_id is not null then
    select o.id into v_order_id from public.orders o where o.provider_checkout_id = p_checkout_id;
  end if;
  if v_order_id is null and p_order_id is not null then
    select o.id into v_order_id from public.orders o where o.id = p_order_id;
  end if;
  v_note := case when v_order_id is null then 'unknown_order' when p_status = 'pending' and p_deadline is null then 'not_final' end;
  insert into public.payment_events (event_id, provider, type, status, order_id, checkout_id, payment_id, amount,
    currency, outcome, note, occurred_at, payment_deadline, processed_at, payload)
  values (p_event_id, left(p_provider, 40), left(p_type, 100), p_status, v_order_id, left(p_checkout_id, 200),
    left(p_payment_id, 200), p_amount_cents / 100.0, left(p_currency, 10),
    case when v_note is null then 'accepted' else 'ignored' end, v_note, p_occurred_at, p_deadline,
    case when v_note is null then null else now() end, coalesce(p_payload, '{}'::jsonb))
  on conflict (event_id) do nothing
  returning id into v_id;
  if v_id is null then
    update public.payment_events set duplicates = duplicates + 1 where event_id = p_event_id;
    return 'duplicate';
  end if;
  if v_note is not null then
    return 'ignored';
  end if;
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('apply_payment_event', jsonb_build_object('eventId', p_event_id), 'payment-event:' || p_event_id, 8)
  on conflict (key) do nothing;
  return 'accepted';
end;
$$;
revoke all on function public.record_payment_event(p_event_id text, p_provider text, p_type text, p_status text, p_order_id uuid, p_checkout_id text, p_payment_id text, p_amount_cents bigint, p_currency text, p_occurred_at timestamptz, p_payload jsonb, p_deadline timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.record_payment_event(p_event_id text, p_provider text, p_type text, p_status text, p_order_id uuid, p_checkout_id text, p_payment_id text, p_amount_cents bigint, p_currency text, p_occurred_at timestamptz, p_payload jsonb, p_deadline timestamptz) to service_role;

-- A payment that succeeded after its order was released (expired, declined, cancelled): the order
-- takes its stock back, to be confirmed in the same transaction, when every line can still be sold
-- (coupon active, not ended, enough units left). True when it did. The caller has locked the
-- order. Not when credit was applied: releasing gave that credit back, and it may be spent since.
-- Not when the buyer already has another live order under the same checkout key (they bought
-- again). When false, the caller marks the payment refund-owed.
create or replace function public.reserve_released_order(p_order_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
  v_item record;
begin
  select * into v_order from public.orders o where o.id = p_order_id for update;
  if not found or v_order.status not in ('failed', 'cancelled') or v_order.credit_applied > 0 then
    return false;
  end if;
  if exists (
    select 1 from public.orders o
    where o.buyer_user_id = v_order.buyer_user_id and o.idempotency_key = v_order.idempotency_key
      and o.status in ('pending', 'paid') and o.id <> p_order_id
  ) then
    return false;
  end if;
  perform 1 from public.coupons c
  where c.id in (select i.coupon_id from public.order_items i where i.order_id = p_order_id)
  order by c.id
  for no key update;
  if exists (
    select 1
    from (select i.coupon_id, sum(i.quantity)::integer as qty from public.order_items i
          where i.order_id = p_order_id group by i.coupon_id) h
    join public.coupons c on c.id = h.coupon_id
    where c.status <> 'active' or c.end_time <= now() or c.remaining < h.qty
  ) then
    return false;
  end if;
  update public.coupons c set remaining = c.remaining - h.qty, reserved = c.reserved + h.qty
  from (
    select i.coupon_id, sum(i.quantity)::integer as qty
    from public.order_items i where i.order_id = p_order_id group by i.coupon_id
  ) h
  where c.id = h.coupon_id;
  update public.orders set status = 'pending', reserved_until = now() + interval '15 minutes' where id = p_order_id;
  return true;
end;
$$;
revoke all on function public.reserve_released_order(p_order_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.reserve_released_order(p_order_id uuid) to service_role;

-- Row level security and grants ----------------------------------------------------------------

-- order_items
drop policy if exists order_items_select_buyer on public.order_items;
create policy order_items_select_buyer ON public.order_items FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.orders o
  WHERE ((o.id = order_items.order_id) AND (o.buyer_user_id = ( SELECT auth.uid() AS uid))))));
revoke all on table public.order_items from public, anon, authenticated, service_role;
grant select on table public.order_items to anon, authenticated;
grant all on table public.order_items to service_role;

-- orders
drop policy if exists orders_select_buyer on public.orders;
create policy orders_select_buyer ON public.orders FOR SELECT TO authenticated USING ((buyer_user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.orders from public, anon, authenticated, service_role;
grant select on table public.orders to anon, authenticated;
grant all on table public.orders to service_role;

-- payment_events, payment_webhook_rejections: the system's record of what providers sent; no
-- request role may read or write them (row level security on, no policy).
revoke all on table public.payment_events from public, anon, authenticated, service_role;
grant select, insert, update on table public.payment_events to service_role;
revoke all on table public.payment_webhook_rejections from public, anon, authenticated, service_role;
grant select, insert, update on table public.payment_webhook_rejections to service_role;
-- Reconciliation runs and the mismatches they find: written by the system (lib/payments/data/reconciliation.ts).
revoke all on table public.payment_reconciliations from public, anon, authenticated, service_role;
grant select, insert, update on table public.payment_reconciliations to service_role;
revoke all on table public.payment_mismatches from public, anon, authenticated, service_role;
grant select, insert, update on table public.payment_mismatches to service_role;
