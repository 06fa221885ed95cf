-- Issue 12, refunds. A buyer gets the money back for an unused, unexpired voucher within 7 days of
-- paying for it. One function does it under row locks: the voucher becomes 'reembolsado' (redeem
-- only ever takes 'vigente' ones), its unit goes back on sale (sold - 1, remaining + 1, so the
-- CHECK remaining = total_stock - sold - reserved holds and remaining never passes total_stock),
-- and the amount is added to the order's refunded_total and written as a refund row. The payment
-- port is asked after the commit (a gateway call must not hold the coupon's row lock); the refund
-- row stays 'pendiente' until the gateway's reference is recorded, so a failed call can be retried.

alter table public.vouchers drop constraint if exists vouchers_status_check;
--> statement-breakpoint
alter table public.vouchers add constraint vouchers_status_check check (status in ('vigente', 'canjeado', 'vencido', 'reembolsado'));
--> statement-breakpoint
alter table public.vouchers add column refunded_at timestamptz;
--> statement-breakpoint
-- Gifts (next migration) flag the voucher row itself, so a redemption or refund racing a gift
-- re-reads the flag on the row it locks. Declared here because refund_voucher reads them.
alter table public.vouchers add column gift_pending boolean not null default false;
--> statement-breakpoint
alter table public.vouchers add column gifted_by uuid references auth.users(id) on delete set null;
--> statement-breakpoint
-- The order's state follows from this figure: 0 'pagada', below the total 'reembolsada
-- parcialmente', the total 'reembolsada' (lib/domain/refunds.ts orderRefundState).
alter table public.orders add column refunded_total numeric(12, 2) not null default 0;
--> statement-breakpoint
alter table public.orders add constraint orders_refunded_total_range check (refunded_total >= 0 and refunded_total <= total);
--> statement-breakpoint
-- Refunds count an order's other vouchers (and /mis-compras lists them): by order item.
create index if not exists vouchers_order_item_idx on public.vouchers (order_item_id);
--> statement-breakpoint
create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  voucher_id uuid not null references public.vouchers(id) on delete cascade,
  order_id uuid not null references public.orders(id) on delete cascade,
  user_id uuid not null references auth.users(id) on delete cascade,
  amount numeric(12, 2) not null,
  status text not null default 'pendiente',
  payment_reference text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint refunds_voucher_key unique (voucher_id),
  constraint refunds_amount_nonnegative check (amount >= 0),
  constraint refunds_status_check check (status in ('pendiente', 'completado'))
);
--> statement-breakpoint
create index refunds_order_idx on public.refunds (order_id);
--> statement-breakpoint
create index refunds_pending_idx on public.refunds (created_at) where status = 'pendiente';
--> statement-breakpoint
alter table public.refunds enable row level security;
--> statement-breakpoint
create policy "refunds_select_own" on public.refunds as permissive for select to authenticated
  using ("refunds"."user_id" = (select auth.uid()));
--> statement-breakpoint
revoke all on public.refunds from anon, authenticated;
--> statement-breakpoint
grant select on public.refunds to authenticated;
--> statement-breakpoint
grant select on public.refunds to service_role;
--> statement-breakpoint
-- System only (service_role), called by lib/data/refunds.ts with the signed-in person's id: the
-- function itself checks that the voucher is theirs. Lock order: the voucher (redeem_voucher's
-- update takes the same row lock, so a refund and a redemption queue and exactly one wins), then
-- the order (serialises refunds of one order, which share refunded_total), then the coupon.
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

  -- The unit's price with its IVA; the order's last unrefunded voucher takes whatever is left,
  -- so a fully refunded order gives back exactly its total (IVA was rounded once per order).
  select count(*)::integer into v_others
  from public.vouchers v join public.order_items i on i.id = v.order_item_id
  where i.order_id = v_order.id and v.id <> v_voucher.id and v.status <> 'reembolsado';
  v_amount := case
    when v_others = 0 then v_order.total - v_order.refunded_total
    else least(v_item.unit_price + round(v_item.unit_price * 0.12, 2), v_order.total - v_order.refunded_total)
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
  insert into public.refunds (voucher_id, order_id, user_id, amount)
  values (v_voucher.id, v_order.id, p_user_id, v_amount)
  returning id into v_refund_id;
  -- Loyalty points earned for this voucher are reversed here, in this transaction, once points
  -- exist (issue 13).
  return jsonb_build_object(
    'ok', true, 'refund_id', v_refund_id, 'voucher_id', v_voucher.id, 'coupon_id', v_voucher.coupon_id,
    'order_id', v_order.id, 'amount', v_amount::text, 'order_total', v_order.total::text,
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
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.complete_refund(uuid, text) from public, anon, authenticated;
--> statement-breakpoint
grant execute on function public.complete_refund(uuid, text) to service_role;
--> statement-breakpoint
-- Redemption takes only 'vigente' vouchers without a pending gift, and tells the counter why not.
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

  -- Concurrent redemptions (and a refund or gift of the same voucher) queue on the row lock; the
  -- losers re-check the row's status and gift flag and update nothing.
  update public.vouchers v set status = 'canjeado', redeemed_at = now(), redeemed_by = v_caller
  where v.code = v_code and v.status = 'vigente' and not v.gift_pending and v.expires_at > now()
    and public.has_business_role(v.business_id, array['owner', 'manager', 'editor'])
  returning v.id, v.coupon_id, v.redeemed_at into v_voucher;
  if found then
    return jsonb_build_object('ok', true, 'voucher_id', v_voucher.id, 'coupon_id', v_voucher.coupon_id,
      'coupon_title', (select title from public.coupons where id = v_voucher.coupon_id),
      'redeemed_at', v_voucher.redeemed_at);
  end if;

  select v.status, v.redeemed_at, v.expires_at, v.gift_pending into v_voucher
  from public.vouchers v
  where v.code = v_code and public.has_business_role(v.business_id, array['owner', 'manager', 'editor']);
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'ya_canjeado', 'redeemed_at', v_voucher.redeemed_at);
  end if;
  if v_voucher.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', 'reembolsado');
  end if;
  if v_voucher.gift_pending and v_voucher.expires_at > now() then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  return jsonb_build_object('ok', false, 'reason', 'vencido', 'expires_at', v_voucher.expires_at);
end;
$$;
--> statement-breakpoint
revoke all on function public.redeem_voucher(text) from public, anon;
--> statement-breakpoint
grant execute on function public.redeem_voucher(text) to authenticated;
