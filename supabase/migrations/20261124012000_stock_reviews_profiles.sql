-- Issue 15, items 6, 8 and 9: what a request may write about stock, reviews and profiles, decided
-- by the database (PostgREST clients never pass through the app's actions).

-- Item 6. Stock: remaining = total_stock - sold - reserved, always. `reserved` holds units of
-- pending orders (the purchase flow's reservation); it may already exist from that migration.
alter table public.coupons add column if not exists reserved integer not null default 0;
--> statement-breakpoint
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'public.coupons'::regclass and conname = 'coupons_reserved_nonnegative') then
    alter table public.coupons add constraint coupons_reserved_nonnegative check (reserved >= 0);
  end if;
end;
$$;
--> statement-breakpoint
-- Rows written before the rule: never more for sale than either figure allowed (a reopened coupon,
-- total 5 and sold 10, ends sold out with total 10), and the total covers what was sold.
update public.coupons
set remaining = greatest(least(remaining, total_stock - sold - reserved), 0),
  total_stock = greatest(least(remaining, total_stock - sold - reserved), 0) + sold + reserved
where remaining <> total_stock - sold - reserved;
--> statement-breakpoint
alter table public.coupons add constraint coupons_stock_covers_sold check (total_stock >= sold + reserved);
--> statement-breakpoint
alter table public.coupons add constraint coupons_stock_balance check (remaining = total_stock - sold - reserved);
--> statement-breakpoint
-- A request never writes sold, reserved or remaining: it sets total_stock and the rest follows
-- (sold and reserved are kept, remaining computed). Trusted writers (SECURITY DEFINER functions,
-- migrations, the seed) change them together and the CHECKs above hold them to the same rule.
create or replace function public.guard_coupon_stock()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.sold := 0;
      new.reserved := 0;
    else
      new.sold := old.sold;
      new.reserved := old.reserved;
    end if;
    if new.total_stock < new.sold + new.reserved then
      raise exception 'total_stock % is below the % units sold or reserved', new.total_stock, new.sold + new.reserved
        using errcode = 'check_violation', constraint = 'coupons_stock_covers_sold', table = 'coupons', schema = 'public';
    end if;
    new.remaining := new.total_stock - new.sold - new.reserved;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger coupons_guard_stock before insert or update on public.coupons
  for each row execute function public.guard_coupon_stock();
--> statement-breakpoint
-- Sellers edit total_stock only (a PATCH naming remaining is refused outright).
revoke update (remaining) on public.coupons from authenticated;
--> statement-breakpoint
revoke update (reserved) on public.coupons from authenticated;
--> statement-breakpoint
-- Item 8. Reviews: the server dates them, and only published (active) coupons take new ones.
create or replace function public.guard_review_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger reviews_guard_write before insert or update on public.reviews
  for each row execute function public.guard_review_write();
--> statement-breakpoint
alter policy "reviews_insert_self" on public.reviews to authenticated
  with check ("reviews"."user_id" = (select auth.uid())
    and exists (select 1 from public.coupons c where c.id = "reviews"."coupon_id" and c.status = 'active'));
--> statement-breakpoint
-- A review is as visible as its coupon (coupons' own RLS: active ones, or the seller's), and to its author.
drop policy if exists "reviews_select_all" on public.reviews;
--> statement-breakpoint
create policy "reviews_select_visible" on public.reviews as permissive for select to anon, authenticated
  using (exists (select 1 from public.coupons c where c.id = "reviews"."coupon_id") or "reviews"."user_id" = (select auth.uid()));
--> statement-breakpoint
-- Item 9. Profiles: a new account's name comes from what the person typed, never from the e-mail.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_name text := nullif(trim(concat_ws(' ', new.raw_user_meta_data ->> 'first_name', new.raw_user_meta_data ->> 'last_name')), '');
begin
  insert into public.profiles (id, display_name, avatar_url, referral_code)
  values (
    new.id,
    left(coalesce(full_name, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), nullif(trim(new.raw_user_meta_data ->> 'name'), '')), 80),
    new.raw_user_meta_data ->> 'avatar_url',
    upper(substr(replace(new.id::text, '-', ''), 1, 8))
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
--> statement-breakpoint
-- Names the old trigger took from the e-mail's local part: the pages show their neutral fallback.
update public.profiles p set display_name = null
from auth.users u
where u.id = p.id and p.display_name = left(split_part(u.email, '@', 1), 80);
--> statement-breakpoint
-- Each person reads their own profile row; public pages read public.public_profiles.
drop policy if exists "profiles_select_public" on public.profiles;
--> statement-breakpoint
create policy "profiles_select_self" on public.profiles as permissive for select to authenticated
  using ("profiles"."id" = (select auth.uid()));
--> statement-breakpoint
revoke select on public.profiles from anon;
--> statement-breakpoint
create index if not exists "reviews_user_idx" on public.reviews using btree ("user_id");
--> statement-breakpoint
-- What public pages show of a person (reviewer names, /vendedor/{id}): name and avatar, and only
-- for sellers and reviewers. Runs as its owner (profiles' RLS now hides other rows from requests);
-- security_barrier keeps a caller's functions from seeing rows the filter drops.
create or replace view public.public_profiles with (security_barrier = true) as
  select p.id, p.display_name, p.avatar_url
  from public.profiles p
  where exists (select 1 from public.user_roles r where r.user_id = p.id and r.role = 'seller')
    or exists (select 1 from public.coupons c where c.seller_user_id = p.id)
    or exists (select 1 from public.reviews r where r.user_id = p.id);
--> statement-breakpoint
-- Read-only for everyone (Supabase's default privileges would otherwise make it writable).
revoke all on public.public_profiles from public, anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.public_profiles to anon, authenticated, service_role;
