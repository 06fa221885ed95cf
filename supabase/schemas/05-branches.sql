-- Branches (sucursales) and near-me search: where a business's vouchers can be used, and the
-- distances from a shopper's point to them (cube + earthdistance, 00-before-tables.sql).
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Near-me search on coupons walks public.branch_points (below) nearest-first instead: a set-returning
-- function computed every coupon in the radius before the first row (seconds at 1,000,000 coupons).
drop function if exists public.coupon_distances(double precision, double precision, double precision);

-- Active businesses with a branch within p_radius metres, with the distance to the nearest one
-- (/empresas near me). SECURITY DEFINER so the branch scan runs on the GiST index without a policy
-- per row: it reads only what anon may read (branches of active businesses).
create or replace function public.business_distances(p_lat double precision, p_lng double precision, p_radius double precision)
returns table (business_id uuid, meters double precision)
language sql
stable
security definer
parallel safe
set search_path = public, extensions
as $$
  select b.business_id, min(earth_distance(ll_to_earth(p_lat, p_lng), ll_to_earth(b.lat, b.lng)))
  from public.branches b
  join public.businesses biz on biz.id = b.business_id and biz.status = 'active'
  where earth_box(ll_to_earth(p_lat, p_lng), p_radius) @> public.branch_earth(b.lat, b.lng)
    and earth_distance(ll_to_earth(p_lat, p_lng), ll_to_earth(b.lat, b.lng)) <= p_radius
  group by b.business_id
$$;
revoke all on function public.business_distances(double precision, double precision, double precision) from public, anon, authenticated, service_role;
grant execute on function public.business_distances(double precision, double precision, double precision) to anon, authenticated, service_role;

-- A coupon's chosen branches must belong to its own business.
create or replace function app_private.guard_coupon_branch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.coupons c join public.branches b on b.business_id = c.business_id
    where c.id = new.coupon_id and b.id = new.branch_id
  ) then
    raise exception 'La sucursal no pertenece al negocio del cupón.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function app_private.guard_coupon_branch() from public, anon, authenticated, service_role;

create or replace function app_private.touch_branch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function app_private.touch_branch_updated_at() from public, anon, authenticated, service_role;

-- A branch's opening ranges of one day may not overlap (the form says so first, in Spanish; this
-- is the backstop for any other writer). Touching ranges (12:00-15:00, 15:00-22:00) are allowed.
create or replace function app_private.guard_branch_hours()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.branch_hours h
    where h.branch_id = new.branch_id and h.weekday = new.weekday and h.id <> new.id
      and h.opens_at < new.closes_at and new.opens_at < h.closes_at
  ) then
    raise exception 'Los horarios de un mismo día no pueden traslaparse.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function app_private.guard_branch_hours() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger coupon_branches_guard BEFORE INSERT OR UPDATE ON public.coupon_branches FOR EACH ROW EXECUTE FUNCTION app_private.guard_coupon_branch();
create or replace trigger branch_hours_guard BEFORE INSERT OR UPDATE ON public.branch_hours FOR EACH ROW EXECUTE FUNCTION app_private.guard_branch_hours();
create or replace trigger branches_touch BEFORE UPDATE ON public.branches FOR EACH ROW EXECUTE FUNCTION app_private.touch_branch_updated_at();

-- Views ----------------------------------------------------------------------------------------

-- The branches anyone may see (an active business's, as branches_select_public says), reduced to
-- what near-me search needs: lib/data/search/near.ts walks it nearest-first on branches_earth_idx.
-- Read under the view owner's rights, so no policy runs per row; and deliberately not a
-- security_barrier view: a barrier would keep the box test (cube's @>, not leakproof) from being
-- the index's condition, and every search would scan every branch. Its WHERE is the same as the
-- public policy, so it shows nothing that anon cannot already read from public.branches.
create or replace view public.branch_points as
 select b.id, b.business_id, b.lat, b.lng
   from public.branches b
  where exists (select 1 from public.businesses biz where biz.id = b.business_id and biz.status = 'active');

-- Row level security and grants ----------------------------------------------------------------

-- branches: anyone reads an active business's branches; its members read them all; owners and
-- managers write them.
drop policy if exists branches_select_public on public.branches;
create policy branches_select_public ON public.branches FOR SELECT TO anon, authenticated USING (exists (select 1 from public.businesses b where b.id = business_id and b.status = 'active'));
drop policy if exists branches_select_member on public.branches;
-- A cajero reads its business's branches to say at which one it redeems.
create policy branches_select_member ON public.branches FOR SELECT TO authenticated USING (public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text, 'member'::text, 'cajero'::text]));
drop policy if exists branches_insert_manager on public.branches;
create policy branches_insert_manager ON public.branches FOR INSERT TO authenticated WITH CHECK (public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]));
drop policy if exists branches_update_manager on public.branches;
create policy branches_update_manager ON public.branches FOR UPDATE TO authenticated USING (public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text])) WITH CHECK (public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]));
drop policy if exists branches_delete_manager on public.branches;
create policy branches_delete_manager ON public.branches FOR DELETE TO authenticated USING (public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]));
revoke all on table public.branches from public, anon, authenticated, service_role;
grant select on table public.branches to anon;
grant select, insert, delete on table public.branches to authenticated;
grant update (name, address, zone, municipality, department, lat, lng, phone) on table public.branches to authenticated;
grant all on table public.branches to service_role;

-- branch_hours: read with its branch (an active business's, or a member's); written by the owner or
-- a manager of the branch's business, as branches are.
drop policy if exists branch_hours_select on public.branch_hours;
create policy branch_hours_select ON public.branch_hours FOR SELECT TO anon, authenticated USING (exists (select 1 from public.branches b where b.id = branch_id));
drop policy if exists branch_hours_write on public.branch_hours;
create policy branch_hours_write ON public.branch_hours FOR ALL TO authenticated USING (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text]))) WITH CHECK (exists (select 1 from public.branches b where b.id = branch_id and public.has_business_role(b.business_id, ARRAY['owner'::text, 'manager'::text])));
revoke all on table public.branch_hours from public, anon, authenticated, service_role;
grant select on table public.branch_hours to anon;
grant select, insert, delete on table public.branch_hours to authenticated;
grant all on table public.branch_hours to service_role;

-- coupon_branches: visible with its coupon; written by whoever manages the coupon.
drop policy if exists coupon_branches_select on public.coupon_branches;
create policy coupon_branches_select ON public.coupon_branches FOR SELECT TO anon, authenticated USING (exists (select 1 from public.coupons c where c.id = coupon_id));
drop policy if exists coupon_branches_write on public.coupon_branches;
create policy coupon_branches_write ON public.coupon_branches FOR ALL TO authenticated USING (exists (select 1 from public.coupons c where c.id = coupon_id and public.can_manage_coupon(c.seller_user_id, c.business_id))) WITH CHECK (exists (select 1 from public.coupons c where c.id = coupon_id and public.can_manage_coupon(c.seller_user_id, c.business_id)));
revoke all on table public.coupon_branches from public, anon, authenticated, service_role;
grant select on table public.coupon_branches to anon;
grant select, insert, delete on table public.coupon_branches to authenticated;
grant all on table public.coupon_branches to service_role;

-- branch_points: read by near-me search as anon or a signed-in shopper.
revoke all on table public.branch_points from public, anon, authenticated, service_role;
grant select on table public.branch_points to anon, authenticated, service_role;
