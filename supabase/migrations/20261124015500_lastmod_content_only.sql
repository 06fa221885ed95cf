-- A coupon's updated_at is the sitemap's <lastmod>: it must move only when what a visitor or a
-- crawler sees changes (issue 17, item 8). A recorded view (view_count, for 'Más visitados') is
-- not a change of the page, so an update touching nothing else keeps the old timestamp.
-- Generated columns (search_text, place_text, rating_avg) are NULL in NEW during a BEFORE trigger,
-- so they are left out of the comparison; their inputs are compared.
create or replace function public.touch_coupon_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ignored text[] := array['view_count', 'updated_at'] || array(
    select a.attname::text from pg_catalog.pg_attribute a
    where a.attrelid = tg_relid and a.attnum > 0 and a.attgenerated <> ''
  );
begin
  if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
    new.updated_at := now();
  else
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
drop trigger if exists coupons_touch on public.coupons;
--> statement-breakpoint
create trigger coupons_touch before update on public.coupons
  for each row execute function public.touch_coupon_updated_at();
