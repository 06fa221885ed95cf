-- Issue 12 (part A): the NIT a buyer gives for the invoice, stored on the order, and reserve_order
-- taking it from the contact. The application validates it first (lib/domain/nit.ts); the
-- database checks the same rule so no other path can store a NIT with a wrong check digit.

-- Guatemala's NIT: digits then a check character (mod 11 with weights 2, 3, ... from the right of
-- the body; 10 is 'K'), or 'CF' (consumidor final). Input normalised: upper case, no dash.
create or replace function public.is_valid_nit(p_nit text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_body text;
  v_sum integer := 0;
  v_len integer;
  v_expected integer;
  i integer;
begin
  if p_nit = 'CF' then
    return true;
  end if;
  if p_nit is null or p_nit !~ '^[0-9]{1,12}[0-9K]$' then
    return false;
  end if;
  v_body := left(p_nit, -1);
  v_len := char_length(v_body);
  for i in 1 .. v_len loop
    v_sum := v_sum + substr(v_body, i, 1)::integer * (v_len - i + 2);
  end loop;
  v_expected := (11 - v_sum % 11) % 11;
  return right(p_nit, 1) = case when v_expected = 10 then 'K' else v_expected::text end;
end;
$$;
--> statement-breakpoint
grant execute on function public.is_valid_nit(text) to anon, authenticated, service_role;
--> statement-breakpoint
alter table public.orders add column if not exists nit text not null default 'CF';
--> statement-breakpoint
alter table public.orders add constraint orders_nit_valid check (public.is_valid_nit(nit));
--> statement-breakpoint
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
  i integer;
begin
  if v_buyer is null then
    raise exception 'reserve_order: sign-in required' using errcode = '42501';
  end if;
  if p_idempotency_key is null or char_length(p_idempotency_key) not between 8 and 100 then
    raise exception 'reserve_order: invalid idempotency key' using errcode = '22023';
  end if;
  if not public.is_valid_nit(v_nit) then
    raise exception 'reserve_order: invalid NIT' using errcode = '22023';
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
    return public.checkout_answer(v_existing.id, true);
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

  -- Expired reservations go back on sale first: all that hold this cart's coupons (a crashed
  -- checkout must not make them look sold out) and the 20 oldest elsewhere. Skip locked: an order
  -- being confirmed or released right now is left to that call.
  v_expired := array(
    select o.id from public.orders o
    where o.status = 'pending' and o.reserved_until <= now()
      and (o.id = v_existing.id or exists (select 1 from public.order_items i where i.order_id = o.id and i.coupon_id = any(v_ids)))
    for update of o skip locked
  );
  v_expired := v_expired || array(
    select o.id from public.orders o
    where o.status = 'pending' and o.reserved_until <= now() and o.id <> all(v_expired)
    order by o.reserved_until
    limit 20
    for update of o skip locked
  );
  -- Every coupon this call will change, locked in id order (the order all checkout steps use).
  perform 1 from public.coupons c
  where c.id = any(v_ids) or c.id in (select i.coupon_id from public.order_items i where i.order_id = any(v_expired))
  order by c.id
  for update;
  perform public.release_reservations(v_expired, 'cancelled');

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

  -- SPEC 9: IVA 12% on top of the subtotal, rounded half away from zero to the cent, once per
  -- order (lib/domain/checkout-totals.ts computes the same figure for the cart).
  v_tax := round(v_subtotal * 0.12, 2);
  v_total := v_subtotal + v_tax;
  -- The shopper pays only a total they were shown: a price changed since the quote reserves
  -- nothing and answers the new prices, for the dialog to show before paying.
  if (v_total * 100)::bigint <> p_expected_total_cents then
    return jsonb_build_object('ok', false, 'price_changed', true, 'total', v_total::text, 'lines', v_lines);
  end if;

  insert into public.orders (buyer_user_id, idempotency_key, status, subtotal, tax, total,
    contact_name, contact_email, contact_phone, billing_address, billing_city, card_last4, reserved_until, nit)
  values (
    v_buyer, p_idempotency_key, 'pending', v_subtotal, v_tax, v_total,
    left(nullif(trim(v_contact ->> 'name'), ''), 200),
    left(nullif(trim(v_contact ->> 'email'), ''), 320),
    left(nullif(trim(v_contact ->> 'phone'), ''), 40),
    left(nullif(trim(v_contact ->> 'address'), ''), 300),
    left(nullif(trim(v_contact ->> 'city'), ''), 120),
    case when v_contact ->> 'card_last4' ~ '^[0-9]{4}$' then v_contact ->> 'card_last4' end,
    now() + interval '15 minutes',
    v_nit
  )
  returning id into v_order_id;

  for i in 1 .. array_length(v_ids, 1) loop
    update public.coupons set remaining = remaining - v_qtys[i], reserved = reserved + v_qtys[i]
    where id = v_ids[i] and remaining >= v_qtys[i];
    get diagnostics v_updated = row_count;
    if v_updated <> 1 then
      -- The row is locked since the check above, so this means a bug, not a race: undo it all.
      raise exception 'reserve_order: stock of % changed under lock', v_ids[i];
    end if;
    insert into public.order_items (order_id, coupon_id, title, quantity, unit_price)
    values (v_order_id, v_ids[i], v_titles[i], v_qtys[i], v_prices[i]);
  end loop;

  return public.checkout_answer(v_order_id, false);
end;
$$;
--> statement-breakpoint
revoke all on function public.reserve_order(text, jsonb, jsonb, bigint) from public, anon;
--> statement-breakpoint
grant execute on function public.reserve_order(text, jsonb, jsonb, bigint) to authenticated;

