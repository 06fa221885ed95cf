-- Refunding a voucher paid partly with referral credit gives the credit share back as credit (a
-- ledger row per voucher) and only the card share as money. Before, the refund was capped at what
-- the card paid and the credit used was lost.
alter table public.refunds add column credit_amount numeric(12, 2) not null default 0;
--> statement-breakpoint
alter table public.refunds add constraint refunds_credit_amount_nonnegative check (credit_amount >= 0);
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.refund_voucher(uuid, uuid) from public, anon, authenticated;
--> statement-breakpoint
grant execute on function public.refund_voucher(uuid, uuid) to service_role;
