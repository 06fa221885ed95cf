-- Accent-insensitive search: unaccent() is only STABLE (its dictionary could change), so an
-- IMMUTABLE wrapper lets generated columns and indexes use it. The search_path covers both a
-- local install (public) and Supabase's (extensions).
create or replace function public.immutable_unaccent(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = public, extensions
as $$ select unaccent('unaccent', value) $$;
--> statement-breakpoint
-- "Más visitados" counts real visits: anyone may record one, nobody may set the number.
create or replace function public.record_coupon_view(target uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.coupons set view_count = view_count + 1 where id = target and status = 'active';
end;
$$;
--> statement-breakpoint
grant execute on function public.immutable_unaccent(text) to anon, authenticated, service_role;
