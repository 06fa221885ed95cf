-- 'Compra verificada' on a review: its author bought the coupon. Orders and order items are
-- private to their buyer (RLS), so anon cannot look this up itself; this SECURITY DEFINER
-- function answers only the yes/no for one public review and never exposes an order.
create or replace function public.review_is_verified(p_review_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.reviews r
    join public.order_items i on i.coupon_id = r.coupon_id
    join public.orders o on o.id = i.order_id
    where r.id = p_review_id
      and o.buyer_user_id = r.user_id
      and o.status = 'paid'
  );
$$;
--> statement-breakpoint
revoke all on function public.review_is_verified(uuid) from public;
--> statement-breakpoint
grant execute on function public.review_is_verified(uuid) to anon, authenticated, service_role;
