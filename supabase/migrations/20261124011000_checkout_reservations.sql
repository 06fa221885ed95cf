-- Checkout in three steps (issue 15 item 4): reserve stock and write a 'pending' order under lock,
-- charge exactly that order's total, then confirm it (vouchers) or release it (stock returned).
-- This migration adds what the three steps need to record; the functions come in the next one.

-- Units held by pending orders. `remaining` is decremented at reservation too, so catalogue pages
-- never offer held stock; at every moment remaining = total_stock - sold - reserved.
-- (`if not exists`: the stock rule of item 6 adds the same column. Its trigger guard_coupon_stock
-- keeps sold and reserved out of a request's hands, on insert and update.)
alter table public.coupons add column if not exists reserved integer not null default 0;
--> statement-breakpoint
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'coupons_reserved_nonnegative' and conrelid = 'public.coupons'::regclass) then
    alter table public.coupons add constraint coupons_reserved_nonnegative check (reserved >= 0);
  end if;
end;
$$;
--> statement-breakpoint
-- A pending order holds its stock until this moment; after it, the next purchase releases it.
alter table public.orders add column if not exists reserved_until timestamptz;
--> statement-breakpoint
-- The gateway's reference of the approved payment (for refunds and reconciliation; never card data).
alter table public.orders add column if not exists payment_reference text;
--> statement-breakpoint
-- One live (pending or paid) order per checkout key. A declined or expired attempt stays on
-- record as 'failed' / 'cancelled' and the shopper may retry with the same key.
alter table public.orders drop constraint if exists orders_buyer_idempotency_key;
--> statement-breakpoint
create unique index if not exists orders_buyer_idempotency_key on public.orders (buyer_user_id, idempotency_key)
  where status in ('pending', 'paid');
--> statement-breakpoint
create index if not exists orders_pending_expiry_idx on public.orders (reserved_until) where status = 'pending';
