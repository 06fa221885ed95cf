-- Refunds and gifts.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- After the gateway answered: the refund row keeps its reference. Idempotent.
create or replace function public.complete_refund(p_refund_id uuid, p_reference text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with done as (
    update public.refunds set status = 'completado', payment_reference = left(p_reference, 200), completed_at = now()
    where id = p_refund_id and status = 'pendiente'
    returning 1
  )
  select exists (select 1 from done);
$$;
revoke all on function public.complete_refund(p_refund_id uuid, p_reference text) from public, anon, authenticated, service_role;
grant execute on function public.complete_refund(p_refund_id uuid, p_reference text) to service_role;

-- The provider can refund only whole payments and this refund is part of one: the money is owed to
-- the buyer and the operator settles it (store credit or bank transfer). Idempotent; true when
-- recorded now.
create or replace function public.owe_refund(p_refund_id uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with owed as (
    update public.refunds set status = 'adeudado'
    where id = p_refund_id and status = 'pendiente'
    returning 1
  )
  select exists (select 1 from owed);
$$;
revoke all on function public.owe_refund(p_refund_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.owe_refund(p_refund_id uuid) to service_role;

-- What the claim page shows to whoever holds the link (signed in or not): nothing without it.
create or replace function public.gift_preview(p_token_hash text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', case when g.status = 'pendiente' and g.expires_at <= now() then 'vencido' else g.status end,
    'giver_name', g.giver_name, 'coupon_title', g.coupon_title, 'message', g.message,
    'expires_at', g.expires_at, 'coupon_id', v.coupon_id, 'business_name', b.name
  )
  from public.gifts g
  join public.vouchers v on v.id = g.voucher_id
  left join public.businesses b on b.id = v.business_id
  where g.token_hash = p_token_hash;
$$;
revoke all on function public.gift_preview(p_token_hash text) from public, anon, authenticated, service_role;
grant execute on function public.gift_preview(p_token_hash text) to anon, authenticated;

-- The giver takes back a gift nobody claimed yet: the link stops working, the voucher is theirs
-- to use again. Lock order (gift, then voucher) is claim_gift's.
create or replace function public.cancel_gift(p_gift_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_gift public.gifts%rowtype;
begin
  if auth.uid() is null then
    raise exception 'cancel_gift: sign-in required' using errcode = '42501';
  end if;
  select * into v_gift from public.gifts g where g.id = p_gift_id for update;
  if not found or v_gift.giver_user_id <> auth.uid() then
    return 'no_existe';
  end if;
  if v_gift.status <> 'pendiente' then
    return v_gift.status;
  end if;
  update public.gifts set status = 'cancelado', cancelled_at = now() where id = v_gift.id;
  update public.vouchers set gift_pending = false where id = v_gift.voucher_id;
  return 'cancelado_ahora';
end;
$$;
revoke all on function public.cancel_gift(p_gift_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_gift(p_gift_id uuid) to authenticated;

-- The signed-in holder of the link claims the voucher. The link is the secret (a recipient may
-- sign up with another address than the one it was sent to); the giver cannot claim their own.
create or replace function public.claim_gift(p_token_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_gift public.gifts%rowtype;
  v_voucher public.vouchers%rowtype;
  v_code text;
begin
  if v_caller is null then
    raise exception 'claim_gift: sign-in required' using errcode = '42501';
  end if;
  select * into v_gift from public.gifts g where g.token_hash = p_token_hash for update;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_gift.status = 'reclamado' then
    return jsonb_build_object('ok', false, 'reason', 'reclamado');
  end if;
  if v_gift.status = 'cancelado' then
    return jsonb_build_object('ok', false, 'reason', 'cancelado');
  end if;
  if v_gift.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v_gift.giver_user_id = v_caller then
    return jsonb_build_object('ok', false, 'reason', 'propio');
  end if;
  select * into v_voucher from public.vouchers v where v.id = v_gift.voucher_id for update;
  if v_voucher.status <> 'vigente' or v_voucher.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  -- A new code: the one the giver saw (and could show at the counter) stops existing.
  loop
    v_code := public.new_voucher_code();
    exit when not exists (select 1 from public.vouchers v where v.code = v_code);
  end loop;
  update public.vouchers
  set buyer_user_id = v_caller, code = v_code, gift_pending = false, gifted_by = v_gift.giver_user_id
  where id = v_voucher.id;
  update public.gifts set status = 'reclamado', claimed_at = now(), claimed_by = v_caller where id = v_gift.id;
  -- The giver learns their gift arrived (inbox, and their phone when they allowed pushes).
  perform app_private.notify(
    v_gift.giver_user_id, 'gift_claimed', 'Tu regalo fue reclamado',
    left(v_gift.coupon_title, 200) || ' ya está en manos de quien se lo regalaste.', '/mis-cupones',
    'gift:' || v_gift.id);
  return jsonb_build_object('ok', true, 'voucher_id', v_voucher.id, 'coupon_title', v_gift.coupon_title, 'giver_name', v_gift.giver_name);
end;
$$;
revoke all on function public.claim_gift(p_token_hash text) from public, anon, authenticated, service_role;
grant execute on function public.claim_gift(p_token_hash text) to authenticated;

-- The owner sends an unused, unexpired voucher. Answers the mail's contents, or why not. Without
-- an e-mail (null or empty: a gift sent by WhatsApp) no address is kept and none is checked: the
-- giver sends the link themselves, and whoever opens it first claims it.
create or replace function public.create_gift(p_voucher_id uuid, p_email text, p_message text, p_token_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_email text := nullif(lower(trim(coalesce(p_email, ''))), '');
  v_message text := nullif(trim(coalesce(p_message, '')), '');
  v_voucher public.vouchers%rowtype;
  v_gift public.gifts%rowtype;
begin
  if v_caller is null then
    raise exception 'create_gift: sign-in required' using errcode = '42501';
  end if;
  if v_email is not null and (v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 320) then
    return jsonb_build_object('ok', false, 'reason', 'email_invalido');
  end if;
  if char_length(coalesce(v_message, '')) > 300 then
    return jsonb_build_object('ok', false, 'reason', 'mensaje_largo');
  end if;
  if coalesce(p_token_hash, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'create_gift: invalid token hash' using errcode = '22023';
  end if;
  -- The voucher's row lock orders this against a redemption, a refund or another gift of it.
  select * into v_voucher from public.vouchers v where v.id = p_voucher_id for update;
  if not found or v_voucher.buyer_user_id <> v_caller then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_email is not null and exists (select 1 from auth.users u where u.id = v_caller and lower(u.email) = v_email) then
    return jsonb_build_object('ok', false, 'reason', 'propio');
  end if;
  if v_voucher.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', 'reembolsado');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'canjeado');
  end if;
  if v_voucher.status = 'vencido' or v_voucher.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v_voucher.gift_pending then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  insert into public.gifts (voucher_id, giver_user_id, giver_name, coupon_title, recipient_email, message, token_hash, expires_at)
  values (
    v_voucher.id, v_caller,
    (select p.display_name from public.profiles p where p.id = v_caller),
    (select i.title from public.order_items i where i.id = v_voucher.order_item_id),
    v_email, v_message, p_token_hash, v_voucher.expires_at
  )
  returning * into v_gift;
  update public.vouchers set gift_pending = true where id = v_voucher.id;
  return jsonb_build_object('ok', true, 'gift_id', v_gift.id, 'recipient_email', v_gift.recipient_email,
    'giver_name', v_gift.giver_name, 'coupon_title', v_gift.coupon_title, 'message', v_gift.message,
    'expires_at', v_gift.expires_at);
end;
$$;
revoke all on function public.create_gift(p_voucher_id uuid, p_email text, p_message text, p_token_hash text) from public, anon, authenticated, service_role;
grant execute on function public.create_gift(p_voucher_id uuid, p_email text, p_message text, p_token_hash text) to authenticated;

create or replace function public.refund_voucher(p_user_id uuid, p_voucher_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_voucher public.vouchers%rowtype;
  v_order public.orders%rowtype;
  v_item public.order_items%rowtype;
  v_others integer;
  v_amount numeric(12, 2);
  v_value numeric(12, 2);
  v_credit numeric(12, 2);
  v_credit_back numeric(12, 2);
  v_refund_id uuid;
  v_updated integer;
begin
  if p_user_id is null or p_voucher_id is null then
    raise exception 'refund_voucher: user and voucher are required' using errcode = '22023';
  end if;
  select * into v_voucher from public.vouchers v where v.id = p_voucher_id for update;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  select * into v_item from public.order_items i where i.id = v_voucher.order_item_id;
  if v_voucher.buyer_user_id <> p_user_id then
    -- The buyer whose gift someone claimed learns why; anyone else learns nothing of the voucher.
    if v_voucher.gifted_by is not null and exists (select 1 from public.orders o where o.id = v_item.order_id and o.buyer_user_id = p_user_id) then
      return jsonb_build_object('ok', false, 'reason', 'regalado');
    end if;
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  select * into v_order from public.orders o where o.id = v_item.order_id for update;
  if v_voucher.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', 'reembolsado');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'canjeado');
  end if;
  -- A received gift was paid with someone else's card: the money is not the recipient's to take.
  if v_voucher.gifted_by is not null or v_order.buyer_user_id <> p_user_id then
    return jsonb_build_object('ok', false, 'reason', 'regalado');
  end if;
  if v_voucher.gift_pending then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  if v_voucher.status = 'vencido' or v_voucher.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v_order.status <> 'paid' then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if coalesce(v_order.paid_at, v_order.created_at) <= now() - interval '7 days' then
    return jsonb_build_object('ok', false, 'reason', 'plazo_vencido');
  end if;

  -- The unit's price with its IVA, split like the order was paid: a share of the credit it used
  -- (proportional to the unit price) comes back as credit, the rest as money. The order's last
  -- unrefunded voucher takes whatever is left of each, so a fully refunded order gives back
  -- exactly its total and exactly its credit (IVA and shares were rounded once per order).
  select count(*)::integer into v_others
  from public.vouchers v join public.order_items i on i.id = v.order_item_id
  where i.order_id = v_order.id and v.id <> v_voucher.id and v.status <> 'reembolsado';
  select coalesce(sum(r.credit_amount), 0) into v_credit_back from public.refunds r where r.order_id = v_order.id;
  v_value := v_item.unit_price + round(v_item.unit_price * 0.12, 2);
  v_credit := case
    when v_order.credit_applied <= 0 then 0
    when v_others = 0 then v_order.credit_applied - v_credit_back
    else least(round(v_order.credit_applied * v_item.unit_price / nullif(v_order.subtotal, 0), 2), v_order.credit_applied - v_credit_back, v_value)
  end;
  v_credit := greatest(coalesce(v_credit, 0), 0);
  v_amount := case
    when v_others = 0 then v_order.total - v_order.refunded_total
    else greatest(least(v_value - v_credit, v_order.total - v_order.refunded_total), 0)
  end;

  perform 1 from public.coupons c where c.id = v_voucher.coupon_id for update;
  update public.coupons set sold = sold - 1, remaining = remaining + 1
  where id = v_voucher.coupon_id and sold >= 1;
  get diagnostics v_updated = row_count;
  if v_updated <> 1 then
    raise exception 'refund_voucher: coupon % has no sold unit to give back', v_voucher.coupon_id;
  end if;
  update public.vouchers set status = 'reembolsado', refunded_at = now() where id = v_voucher.id;
  update public.orders set refunded_total = refunded_total + v_amount where id = v_order.id;
  insert into public.refunds (voucher_id, order_id, user_id, amount, credit_amount)
  values (v_voucher.id, v_order.id, p_user_id, v_amount, v_credit)
  returning id into v_refund_id;
  -- The credit share goes back to the credit balance (points are taken back by refunds_loyalty).
  if v_credit > 0 then
    perform app_private.award(p_user_id, 'credit_refunded', 0, v_credit, p_order => v_order.id, p_voucher => v_voucher.id);
  end if;
  return jsonb_build_object(
    'ok', true, 'refund_id', v_refund_id, 'voucher_id', v_voucher.id, 'coupon_id', v_voucher.coupon_id,
    'order_id', v_order.id, 'amount', v_amount::text, 'credit_amount', v_credit::text, 'order_total', v_order.total::text,
    'refunded_total', (v_order.refunded_total + v_amount)::text, 'coupon_title', v_item.title,
    'code', v_voucher.code, 'payment_reference', v_order.payment_reference,
    'contact_email', v_order.contact_email, 'contact_name', v_order.contact_name
  );
end;
$$;
revoke all on function public.refund_voucher(p_user_id uuid, p_voucher_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.refund_voucher(p_user_id uuid, p_voucher_id uuid) to service_role;

-- Row level security and grants ----------------------------------------------------------------

-- gifts
drop policy if exists gifts_select_party on public.gifts;
create policy gifts_select_party ON public.gifts FOR SELECT TO authenticated USING (((giver_user_id = ( SELECT auth.uid() AS uid)) OR (claimed_by = ( SELECT auth.uid() AS uid))));
revoke all on table public.gifts from public, anon, authenticated, service_role;
grant select on table public.gifts to service_role;
grant select (id, voucher_id, giver_user_id, giver_name, coupon_title, recipient_email, message, status, expires_at, created_at, claimed_at, claimed_by, cancelled_at) on table public.gifts to authenticated;

-- refunds
drop policy if exists refunds_select_own on public.refunds;
create policy refunds_select_own ON public.refunds FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.refunds from public, anon, authenticated, service_role;
grant select on table public.refunds to authenticated, service_role;
