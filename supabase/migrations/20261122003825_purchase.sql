-- Buying and redeeming (PRODUCT 2-4). Orders, order items and vouchers have no write grants for
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
--> statement-breakpoint
revoke all on function public.new_voucher_code() from public, anon, authenticated;
--> statement-breakpoint
create or replace function public.purchase_coupons(p_idempotency_key text, p_items jsonb, p_contact jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_buyer uuid := auth.uid();
  v_contact jsonb := coalesce(p_contact, '{}'::jsonb);
  v_existing public.orders%rowtype;
  v_ids uuid[];
  v_qtys integer[];
  v_prices numeric[] := '{}';
  v_titles text[] := '{}';
  v_ends timestamptz[] := '{}';
  v_businesses uuid[] := '{}';
  v_coupon record;
  v_problems jsonb := '[]'::jsonb;
  v_reason text;
  v_subtotal numeric(12, 2) := 0;
  v_tax numeric(12, 2);
  v_order_id uuid;
  v_item_id uuid;
  v_voucher_id uuid;
  v_count integer := 0;
  v_updated integer;
  i integer;
  k integer;
begin
  if v_buyer is null then
    raise exception 'purchase_coupons: sign-in required' using errcode = '42501';
  end if;
  if p_idempotency_key is null or char_length(p_idempotency_key) not between 8 and 100 then
    raise exception 'purchase_coupons: invalid idempotency key' using errcode = '22023';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'purchase_coupons: items must be a non-empty array' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) e
    where jsonb_typeof(e) <> 'object'
      or coalesce(e ->> 'coupon_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      or case when coalesce(e ->> 'quantity', '') ~ '^[0-9]{1,3}$'
           then (e ->> 'quantity')::integer not between 1 and 50 else true end
  ) then
    raise exception 'purchase_coupons: each item needs a coupon_id and a quantity from 1 to 50' using errcode = '22023';
  end if;

  -- One checkout per (buyer, key) at a time: a concurrent duplicate waits here, then finds the
  -- order the first one committed (each statement below takes a fresh snapshot). The unique
  -- constraint orders_buyer_idempotency_key backs this up.
  perform pg_advisory_xact_lock(hashtextextended('purchase:' || v_buyer::text || ':' || p_idempotency_key, 0));
  select * into v_existing from public.orders where buyer_user_id = v_buyer and idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object(
      'ok', true, 'replayed', true, 'order_id', v_existing.id, 'total', v_existing.total::text,
      'voucher_count', (select coalesce(sum(quantity), 0)::integer from public.order_items where order_id = v_existing.id)
    );
  end if;

  -- Duplicate lines are merged; ids sorted so that every buyer locks coupons in the same order
  -- (no deadlock between two carts holding the same coupons).
  select array_agg(coupon_id order by coupon_id), array_agg(qty order by coupon_id)
    into v_ids, v_qtys
  from (
    select (e ->> 'coupon_id')::uuid as coupon_id, sum((e ->> 'quantity')::integer)::integer as qty
    from jsonb_array_elements(p_items) e
    group by 1
  ) merged;
  if array_length(v_ids, 1) > 20 then
    raise exception 'purchase_coupons: at most 20 different coupons per order' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_qtys) q where q > 50) then
    raise exception 'purchase_coupons: at most 50 units of one coupon per order' using errcode = '22023';
  end if;

  for i in 1 .. array_length(v_ids, 1) loop
    select c.id, c.title, c.discount_price, c.remaining, c.status, c.end_time, c.business_id
      into v_coupon
    from public.coupons c where c.id = v_ids[i]
    for update;
    v_reason := case
      when v_coupon.id is null then 'no_existe'
      when v_coupon.status <> 'active' then 'inactivo'
      when v_coupon.end_time <= now() then 'vencido'
      when v_coupon.remaining = 0 then 'agotado'
      when v_coupon.remaining < v_qtys[i] then 'stock_insuficiente'
    end;
    if v_reason is not null then
      v_problems := v_problems || jsonb_build_object(
        'coupon_id', v_ids[i], 'title', v_coupon.title, 'reason', v_reason, 'remaining', coalesce(v_coupon.remaining, 0)
      );
    end if;
    v_prices := array_append(v_prices, v_coupon.discount_price);
    v_titles := array_append(v_titles, v_coupon.title);
    v_ends := array_append(v_ends, v_coupon.end_time);
    v_businesses := array_append(v_businesses, v_coupon.business_id);
    v_subtotal := v_subtotal + coalesce(v_coupon.discount_price, 0) * v_qtys[i];
  end loop;

  if jsonb_array_length(v_problems) > 0 then
    return jsonb_build_object('ok', false, 'problems', v_problems);
  end if;

  -- SPEC 9: IVA 12% on top of the subtotal, rounded half away from zero to the cent, once per
  -- order (lib/domain/checkout-totals.ts computes the same figure for the cart).
  v_tax := round(v_subtotal * 0.12, 2);

  insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total,
    contact_name, contact_email, contact_phone, billing_address, billing_city, card_last4, paid_at)
  values (
    v_buyer, p_idempotency_key, 'paid', v_subtotal, v_tax, v_subtotal + v_tax,
    left(nullif(trim(v_contact ->> 'name'), ''), 200),
    left(nullif(trim(v_contact ->> 'email'), ''), 320),
    left(nullif(trim(v_contact ->> 'phone'), ''), 40),
    left(nullif(trim(v_contact ->> 'address'), ''), 300),
    left(nullif(trim(v_contact ->> 'city'), ''), 120),
    case when v_contact ->> 'card_last4' ~ '^[0-9]{4}$' then v_contact ->> 'card_last4' end,
    now()
  )
  on conflict on constraint orders_buyer_idempotency_key do nothing
  returning id into v_order_id;
  if v_order_id is null then
    -- Unreachable while the advisory lock above is held; kept so a replay can never write twice.
    select * into v_existing from public.orders where buyer_user_id = v_buyer and idempotency_key = p_idempotency_key;
    return jsonb_build_object(
      'ok', true, 'replayed', true, 'order_id', v_existing.id, 'total', v_existing.total::text,
      'voucher_count', (select coalesce(sum(quantity), 0)::integer from public.order_items where order_id = v_existing.id)
    );
  end if;

  for i in 1 .. array_length(v_ids, 1) loop
    update public.coupons set remaining = remaining - v_qtys[i], sold = sold + v_qtys[i]
    where id = v_ids[i] and remaining >= v_qtys[i];
    get diagnostics v_updated = row_count;
    if v_updated <> 1 then
      -- The row is locked since the check above, so this means a bug, not a race: undo it all.
      raise exception 'purchase_coupons: stock of % changed under lock', v_ids[i];
    end if;

    insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
    values (v_order_id, v_ids[i], v_titles[i], v_qtys[i], v_prices[i])
    returning id into v_item_id;

    for k in 1 .. v_qtys[i] loop
      v_voucher_id := null;
      while v_voucher_id is null loop
        -- A code collision (about 1 in 10^18 per pair) just draws another code.
        insert into public.vouchers (order_item_id, coupon_id, business_id, buyer_user_id, code, status, expires_at)
        -- The coupon's end_time closes the sale, not its use: a voucher bought in the offer's last
        -- minutes must still be usable, so it stays valid for 90 days after the offer ends.
        values (v_item_id, v_ids[i], v_businesses[i], v_buyer, public.new_voucher_code(), 'vigente', v_ends[i] + interval '90 days')
        on conflict (code) do nothing
        returning id into v_voucher_id;
      end loop;
      v_count := v_count + 1;
    end loop;
  end loop;

  return jsonb_build_object('ok', true, 'replayed', false, 'order_id', v_order_id, 'voucher_count', v_count,
    'total', (v_subtotal + v_tax)::text);
end;
$$;
--> statement-breakpoint
revoke all on function public.purchase_coupons(text, jsonb, jsonb) from public, anon;
--> statement-breakpoint
grant execute on function public.purchase_coupons(text, jsonb, jsonb) to authenticated;
--> statement-breakpoint
-- A business member (owner, manager, editor) redeems a voucher of their business exactly once.
-- A code of another business answers 'no_existe', as an unknown code does: no existence leaks.
create or replace function public.redeem_voucher(p_code text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_caller uuid := auth.uid();
  v_code text := upper(regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g'));
  v_voucher record;
begin
  if v_caller is null then
    raise exception 'redeem_voucher: sign-in required' using errcode = '42501';
  end if;

  -- Concurrent redemptions queue on the row lock; the losers re-check status and update nothing.
  update public.vouchers v set status = 'canjeado', redeemed_at = now(), redeemed_by = v_caller
  where v.code = v_code and v.status = 'vigente' and v.expires_at > now()
    and public.has_business_role(v.business_id, array['owner', 'manager', 'editor'])
  returning v.id, v.coupon_id, v.redeemed_at into v_voucher;
  if found then
    return jsonb_build_object('ok', true, 'voucher_id', v_voucher.id, 'coupon_id', v_voucher.coupon_id,
      'coupon_title', (select title from public.coupons where id = v_voucher.coupon_id),
      'redeemed_at', v_voucher.redeemed_at);
  end if;

  select v.status, v.redeemed_at, v.expires_at into v_voucher
  from public.vouchers v
  where v.code = v_code and public.has_business_role(v.business_id, array['owner', 'manager', 'editor']);
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'ya_canjeado', 'redeemed_at', v_voucher.redeemed_at);
  end if;
  return jsonb_build_object('ok', false, 'reason', 'vencido', 'expires_at', v_voucher.expires_at);
end;
$$;
--> statement-breakpoint
revoke all on function public.redeem_voucher(text) from public, anon;
--> statement-breakpoint
grant execute on function public.redeem_voucher(text) to authenticated;
