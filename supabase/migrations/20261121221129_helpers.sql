-- Extensions and SECURITY DEFINER helpers used by the row level security policies.
-- Runs before the tables exist: plpgsql bodies are resolved at call time.
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists unaccent;
--> statement-breakpoint
-- Does the current user hold one of these roles in the business? SECURITY DEFINER so that a
-- policy can ask without recursing into business_members' own policies.
create or replace function public.has_business_role(target_business uuid, roles text[])
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if target_business is null or auth.uid() is null then
    return false;
  end if;
  return exists (
    select 1 from public.business_members m
    where m.business_id = target_business
      and m.user_id = auth.uid()
      and m.role = any (roles)
  );
end;
$$;
