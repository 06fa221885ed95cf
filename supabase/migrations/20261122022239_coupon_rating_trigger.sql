-- Coupon ratings as maintained columns (sum and count; rating_avg is generated from them), so
-- sorting by rating walks an index instead of averaging every coupon's reviews per query.
-- Kept by a trigger on reviews; it runs as owner because reviewers may not update coupons.
create or replace function public.sync_coupon_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.coupons set rating_sum = rating_sum - old.rating, review_count = review_count - 1 where id = old.coupon_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.coupons set rating_sum = rating_sum + new.rating, review_count = review_count + 1 where id = new.coupon_id;
  end if;
  return null;
end;
$$;
--> statement-breakpoint
revoke all on function public.sync_coupon_rating() from public;
--> statement-breakpoint
create trigger reviews_sync_coupon_rating after insert or update of rating, coupon_id or delete on public.reviews
  for each row execute function public.sync_coupon_rating();
--> statement-breakpoint
update public.coupons c set rating_sum = r.total, review_count = r.n
  from (select coupon_id, sum(rating)::int as total, count(*)::int as n from public.reviews group by coupon_id) r
  where r.coupon_id = c.id;
--> statement-breakpoint
-- Requests cannot choose the rating counters of a coupon they insert either.
create or replace function public.guard_request_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
    new.updated_at := now();
    if tg_table_name = 'coupons' then
      new.sold := 0;
      new.view_count := 0;
      new.rating_sum := 0;
      new.review_count := 0;
    elsif tg_table_name = 'businesses' then
      new.is_verified := false;
      new.status := 'active';
    end if;
  end if;
  return new;
end;
$$;
