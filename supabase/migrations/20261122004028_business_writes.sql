-- Seller writes (issue 6): who may create businesses and publish coupons, what a request may never
-- set, the last owner of a business, and adding members by e-mail. Functions first: the policies
-- of the next migration call them.

-- Does the current user hold the seller role (user_roles)? SECURITY DEFINER like has_business_role,
-- so policies can ask cheaply; a user who removes their seller role stops publishing at once.
create or replace function public.has_seller_role()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'seller'
  );
$$;
--> statement-breakpoint
-- Who may change (or delete) a coupon: a seller who is owner or manager of its business changes
-- any of its coupons; an editor changes only the coupons they published. Checked on the row
-- before and after the change, so a coupon can't be moved into a business the user doesn't run.
create or replace function public.can_manage_coupon(coupon_seller uuid, coupon_business uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_seller_role() and (
    public.has_business_role(coupon_business, array['owner', 'manager']::text[])
    or (coupon_seller = auth.uid() and public.has_business_role(coupon_business, array['owner', 'manager', 'editor']::text[]))
  );
$$;
--> statement-breakpoint
grant execute on function public.has_seller_role() to anon, authenticated, service_role;
--> statement-breakpoint
grant execute on function public.can_manage_coupon(uuid, uuid) to anon, authenticated, service_role;
--> statement-breakpoint
-- Requests insert whole rows (PostgREST and Drizzle both name every column), so column grants
-- can't keep counters out of an INSERT: these triggers reset what a request may not choose.
-- Sold and view counts start at zero; verification and visibility are not self-service.
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
    elsif tg_table_name = 'businesses' then
      new.is_verified := false;
      new.status := 'active';
    end if;
  end if;
  return new;
end;
$$;
--> statement-breakpoint
create trigger coupons_guard_insert before insert on public.coupons
  for each row execute function public.guard_request_insert();
--> statement-breakpoint
create trigger businesses_guard_insert before insert on public.businesses
  for each row execute function public.guard_request_insert();
--> statement-breakpoint
-- A business always keeps an owner: removing or demoting the last one fails with SQLSTATE CG001
-- (the data layer turns it into 'El negocio debe conservar al menos un dueño.'). Deleting the
-- business itself, or the owner's account, cascades as usual.
create or replace function public.protect_last_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  result record;
begin
  if tg_op = 'DELETE' then
    result := old;
  else
    result := new;
  end if;
  if old.role <> 'owner' or (tg_op = 'UPDATE' and new.role = 'owner' and new.business_id = old.business_id) then
    return result;
  end if;
  if not exists (select 1 from public.businesses b where b.id = old.business_id)
     or not exists (select 1 from auth.users u where u.id = old.user_id) then
    return result;
  end if;
  if not exists (
    select 1 from public.business_members m
    where m.business_id = old.business_id and m.role = 'owner' and m.user_id <> old.user_id
  ) then
    raise exception 'business_last_owner' using errcode = 'CG001', detail = 'A business must keep at least one owner.';
  end if;
  return result;
end;
$$;
--> statement-breakpoint
create trigger business_members_last_owner before update or delete on public.business_members
  for each row execute function public.protect_last_owner();
--> statement-breakpoint
-- Members change roles only; who and where are fixed.
revoke update on public.business_members from authenticated;
--> statement-breakpoint
grant update (role) on public.business_members to authenticated;
--> statement-breakpoint
-- Add a member by e-mail. Requests can't read auth.users, so this looks the e-mail up for an owner
-- of the business and answers only 'ok', 'no_user', 'already_member', 'forbidden' or
-- 'invalid_role': nothing about the account itself.
create or replace function public.add_business_member(p_business uuid, p_email text, p_role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    return 'forbidden';
  end if;
  if p_role is null or p_role not in ('manager', 'editor') then
    return 'invalid_role';
  end if;
  select u.id into target from auth.users u
  where lower(u.email) = lower(trim(p_email))
  order by u.created_at
  limit 1;
  if target is null then
    return 'no_user';
  end if;
  insert into public.business_members (business_id, user_id, role)
  values (p_business, target, p_role)
  on conflict (business_id, user_id) do nothing;
  if not found then
    return 'already_member';
  end if;
  return 'ok';
end;
$$;
--> statement-breakpoint
revoke all on function public.add_business_member(uuid, text, text) from public, anon;
--> statement-breakpoint
grant execute on function public.add_business_member(uuid, text, text) to authenticated, service_role;
--> statement-breakpoint
-- The members of a business for its members: names and avatars (public anyway), e-mails only for
-- owners (they added them by e-mail). Nobody else gets a row.
create or replace function public.list_business_members(p_business uuid)
returns table (user_id uuid, role text, display_name text, avatar_url text, email text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, m.role, p.display_name, p.avatar_url,
    case when public.has_business_role(p_business, array['owner']::text[]) then u.email::text end,
    m.created_at
  from public.business_members m
  left join public.profiles p on p.id = m.user_id
  left join auth.users u on u.id = m.user_id
  where m.business_id = p_business
    and public.has_business_role(p_business, array['owner', 'manager', 'editor', 'member']::text[])
  order by case m.role when 'owner' then 0 when 'manager' then 1 when 'editor' then 2 else 3 end, m.created_at, m.user_id;
$$;
--> statement-breakpoint
revoke all on function public.list_business_members(uuid) from public, anon;
--> statement-breakpoint
grant execute on function public.list_business_members(uuid) to authenticated, service_role;
