-- Triggers (profile per auth user, owner membership per business, updated_at) and the privileges
-- of the PostgREST roles. RLS decides which rows; these grants decide which tables and columns.
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
    left(coalesce(full_name, new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', split_part(new.email, '@', 1)), 80),
    new.raw_user_meta_data ->> 'avatar_url',
    upper(substr(replace(new.id::text, '-', ''), 1, 8))
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
--> statement-breakpoint
drop trigger if exists on_auth_user_created on auth.users;
--> statement-breakpoint
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
--> statement-breakpoint
-- Whoever creates a business becomes its owner member, in the same statement.
create or replace function public.handle_new_business()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.owner_user_id is not null then
    insert into public.business_members (business_id, user_id, role)
    values (new.id, new.owner_user_id, 'owner')
    on conflict (business_id, user_id) do update set role = 'owner';
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger on_business_created after insert on public.businesses
  for each row execute function public.handle_new_business();
--> statement-breakpoint
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
--> statement-breakpoint
create trigger businesses_touch before update on public.businesses for each row execute function public.touch_updated_at();
--> statement-breakpoint
create trigger coupons_touch before update on public.coupons for each row execute function public.touch_updated_at();
--> statement-breakpoint
create trigger profiles_touch before update on public.profiles for each row execute function public.touch_updated_at();
--> statement-breakpoint
grant usage on schema public to anon, authenticated, service_role;
--> statement-breakpoint
revoke all on all tables in schema public from anon, authenticated;
--> statement-breakpoint
grant select on all tables in schema public to anon, authenticated;
--> statement-breakpoint
grant all on all tables in schema public to service_role;
--> statement-breakpoint
grant insert, update, delete on public.businesses, public.business_members, public.coupons,
  public.reviews, public.user_roles, public.follows, public.favourites to authenticated;
--> statement-breakpoint
-- A user edits their own name and avatar; points, level and XP are computed, never typed in.
revoke update on public.profiles from authenticated;
--> statement-breakpoint
grant update (display_name, avatar_url) on public.profiles to authenticated;
--> statement-breakpoint
-- Sold counts come from real sales only.
revoke update on public.coupons from authenticated;
--> statement-breakpoint
grant update (business_id, title, description, image_url, original_price, discount_price, end_time,
  remaining, total_stock, is_flash_sale, status, category, subcategory, location, city, address, details)
  on public.coupons to authenticated;
--> statement-breakpoint
revoke update on public.reviews from authenticated;
--> statement-breakpoint
grant update (rating, comment) on public.reviews to authenticated;
--> statement-breakpoint
grant execute on function public.has_business_role(uuid, text[]) to anon, authenticated, service_role;
--> statement-breakpoint
-- Verification, ownership and slug are not self-service.
revoke update on public.businesses from authenticated;
--> statement-breakpoint
grant update (name, description, logo_url, cover_url, category, city, address, website, phone, whatsapp,
  email, social_x_url, social_instagram_url, social_facebook_url, social_tiktok_url, hours)
  on public.businesses to authenticated;
