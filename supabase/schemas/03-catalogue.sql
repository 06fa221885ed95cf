-- Catalogue: businesses, their members and invitations, coupons and their stock, reviews and
-- replies, favourites and follows.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

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

-- Public, honest figures about businesses: follower counts without exposing who
-- follows whom, active coupons and the average rating of their coupons' reviews.
create or replace function public.business_public_stats(target uuid[])
returns table (business_id uuid, followers integer, active_coupons integer, rating numeric, reviews integer)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
    (select count(*)::int from public.follows f where f.business_id = b.id),
    (select count(*)::int from public.coupons c where c.business_id = b.id and c.status = 'active' and c.end_time > now()),
    (select round(avg(r.rating)::numeric, 1) from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = b.id),
    (select count(*)::int from public.reviews r join public.coupons c on c.id = r.coupon_id where c.business_id = b.id)
  from public.businesses b
  where b.id = any (target) and b.status = 'active';
$$;
revoke all on function public.business_public_stats(target uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.business_public_stats(target uuid[]) to public, anon, authenticated, service_role;

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
revoke all on function public.list_business_members(p_business uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_business_members(p_business uuid) to authenticated, service_role;

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
revoke all on function public.review_is_verified(p_review_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.review_is_verified(p_review_id uuid) to anon, authenticated, service_role;

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
revoke all on function public.sync_coupon_rating() from public, anon, authenticated, service_role;

-- Reviews: the server dates them, and only published (active) coupons take new ones.
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

-- An owner withdraws an open invitation of their business: 'revoked', 'not_found' (no open
-- invitation of this business by that id) or 'forbidden' (not an owner).
create or replace function public.revoke_business_invitation(p_business uuid, p_invitation uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    return 'forbidden';
  end if;
  update public.business_invitations set status = 'revoked', responded_at = now()
  where id = p_invitation and business_id = p_business and status = 'pending';
  return case when found then 'revoked' else 'not_found' end;
end;
$$;
revoke all on function public.revoke_business_invitation(p_business uuid, p_invitation uuid) from public, anon, authenticated, service_role;
grant execute on function public.revoke_business_invitation(p_business uuid, p_invitation uuid) to authenticated, service_role;

-- A business's open invitations, for its owners only (everyone else gets no rows).
create or replace function public.list_business_invitations(p_business uuid)
returns table (id uuid, email text, role text, invited_by_name text, created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.email, i.role, p.display_name, i.created_at, i.expires_at
  from public.business_invitations i
  left join public.profiles p on p.id = i.invited_by
  where i.business_id = p_business and i.status = 'pending' and i.expires_at > now()
    and public.has_business_role(p_business, array['owner']::text[])
  order by i.created_at desc, i.id;
$$;
revoke all on function public.list_business_invitations(p_business uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_business_invitations(p_business uuid) to authenticated, service_role;

-- The signed-in user's open invitations: those addressed to their account's e-mail.
create or replace function public.list_my_business_invitations()
returns table (id uuid, business_id uuid, business_name text, business_slug text, role text, invited_by_name text, created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.business_id, b.name, b.slug, i.role, p.display_name, i.created_at, i.expires_at
  from public.business_invitations i
  join public.businesses b on b.id = i.business_id
  left join public.profiles p on p.id = i.invited_by
  where i.email = public.current_user_email() and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc, i.id;
$$;
revoke all on function public.list_my_business_invitations() from public, anon, authenticated, service_role;
grant execute on function public.list_my_business_invitations() to authenticated, service_role;

-- An owner invites an address as manager or editor. Answers 'sent' for every well-formed address
-- that is not already in the team, account or not ('forbidden', 'invalid_role', 'invalid_email',
-- 'already_member' (owners see their members' e-mails anyway) or 'too_many' otherwise); the
-- caller then mails the address. A second invitation to the same address replaces the first.
create or replace function public.invite_business_member(p_business uuid, p_email text, p_role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target text := lower(btrim(coalesce(p_email, '')));
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    return 'forbidden';
  end if;
  if p_role is null or p_role not in ('manager', 'editor', 'cajero') then
    return 'invalid_role';
  end if;
  if char_length(target) not between 3 and 254 or target !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    return 'invalid_email';
  end if;
  if exists (
    select 1 from public.business_members m join auth.users u on u.id = m.user_id
    where m.business_id = p_business and lower(btrim(u.email)) = target
  ) then
    return 'already_member';
  end if;
  update public.business_invitations set status = 'revoked', responded_at = now()
  where business_id = p_business and email = target and status = 'pending';
  -- Our mailer must not become a way to send many mails from one business.
  if (select count(*) from public.business_invitations i
      where i.business_id = p_business and i.created_at > now() - interval '1 day') >= 50 then
    return 'too_many';
  end if;
  insert into public.business_invitations (business_id, email, role, invited_by)
  values (p_business, target, p_role, auth.uid());
  return 'sent';
end;
$$;
revoke all on function public.invite_business_member(p_business uuid, p_email text, p_role text) from public, anon, authenticated, service_role;
grant execute on function public.invite_business_member(p_business uuid, p_email text, p_role text) to authenticated, service_role;

-- The invitee answers. Only the account whose e-mail the invitation names can see or answer it
-- ('not_found' for anyone else); only a pending, unexpired invitation changes anything
-- ('unavailable', 'expired'). Answering the same way twice repeats the first answer and changes
-- nothing, so a double click is harmless. Accepting never changes an existing membership's role.
create or replace function public.respond_business_invitation(p_invitation uuid, p_accept boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  inv public.business_invitations%rowtype;
begin
  if me is null or p_accept is null then
    return 'not_found';
  end if;
  select * into inv from public.business_invitations i
  where i.id = p_invitation and i.email = public.current_user_email()
  for update;
  if not found then
    return 'not_found';
  end if;
  if inv.status = 'accepted' and p_accept and inv.accepted_by = me then
    return 'accepted';
  end if;
  if inv.status = 'declined' and not p_accept then
    return 'declined';
  end if;
  if inv.status <> 'pending' then
    return case when inv.status = 'expired' then 'expired' else 'unavailable' end;
  end if;
  if inv.expires_at <= now() then
    update public.business_invitations set status = 'expired' where id = inv.id;
    return 'expired';
  end if;
  if p_accept then
    insert into public.business_members (business_id, user_id, role)
    values (inv.business_id, me, inv.role)
    on conflict (business_id, user_id) do nothing;
    update public.business_invitations set status = 'accepted', accepted_by = me, responded_at = now() where id = inv.id;
    return 'accepted';
  end if;
  update public.business_invitations set status = 'declined', responded_at = now() where id = inv.id;
  return 'declined';
end;
$$;
revoke all on function public.respond_business_invitation(p_invitation uuid, p_accept boolean) from public, anon, authenticated, service_role;
grant execute on function public.respond_business_invitation(p_invitation uuid, p_accept boolean) to authenticated, service_role;

-- A coupon's updated_at is the sitemap's <lastmod>: it must move only when what a visitor or a
-- crawler sees changes. A recorded view (view_count, for 'Más visitados') is
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

-- Answers 'created', 'updated', 'not_found' or 'invalid'; a caller who is not owner or manager of
-- the coupon's business gets SQLSTATE 42501.
create or replace function public.reply_to_review(p_review uuid, p_body text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_body text := btrim(coalesce(p_body, ''));
  v_reviewer uuid;
  v_business uuid;
  v_coupon uuid;
  v_title text;
  v_created boolean;
begin
  if v_caller is null then
    raise exception 'reply_to_review: sign-in required' using errcode = '42501';
  end if;
  if char_length(v_body) not between 1 and 1000 then
    return 'invalid';
  end if;
  select r.user_id, c.business_id, c.id, c.title into v_reviewer, v_business, v_coupon, v_title
  from public.reviews r join public.coupons c on c.id = r.coupon_id where r.id = p_review;
  if not found then
    return 'not_found';
  end if;
  if not public.has_business_role(v_business, array['owner', 'manager']::text[]) then
    raise exception 'reply_to_review: owner or manager only' using errcode = '42501';
  end if;
  insert into public.review_replies (review_id, business_id, author_user_id, body)
  values (p_review, v_business, v_caller, v_body)
  on conflict (review_id) do update set body = excluded.body, author_user_id = excluded.author_user_id, updated_at = now()
  returning (xmax = 0) into v_created;
  if v_created and v_reviewer is not null and v_reviewer <> v_caller then
    perform app_private.notify(v_reviewer, 'review_reply', 'El negocio respondió a tu reseña',
      left(format('Sobre "%s": %s', v_title, v_body), 500), '/cupon/' || v_coupon::text, 'review_reply:' || p_review::text);
  end if;
  return case when v_created then 'created' else 'updated' end;
end;
$$;
revoke all on function public.reply_to_review(p_review uuid, p_body text) from public, anon, authenticated, service_role;
grant execute on function public.reply_to_review(p_review uuid, p_body text) to authenticated;

-- A coupon stays in its business. Row level security checked only the row after an edit, so a
-- manager who also owned a business of their own could move the owner's coupon (with its sales)
-- there, and the owner could not move it back. Now a coupon changes business only for someone who
-- owns both, and every move is written to the audit log.
-- May the current user give coupon p_coupon the business p_business? Yes when they may change the
-- coupon at all and it is the business the coupon already has, or when they own that one and the
-- new one. SECURITY DEFINER reads the stored row past row level security (asking about a coupon
-- one may not change answers false, so it tells nothing of other sellers' coupons); STABLE, so
-- inside an UPDATE's WITH CHECK it sees the row as it was before the statement.
create or replace function public.may_set_coupon_business(p_coupon uuid, p_business uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.coupons c
    where c.id = p_coupon
      and public.can_manage_coupon(c.seller_user_id, c.business_id)
      and (
        c.business_id is not distinct from p_business
        or (
          c.business_id is not null and p_business is not null
          and public.has_business_role(c.business_id, array['owner']::text[])
          and public.has_business_role(p_business, array['owner']::text[])
        )
      )
  );
$$;
revoke all on function public.may_set_coupon_business(p_coupon uuid, p_business uuid) from public, anon, authenticated, service_role;
grant execute on function public.may_set_coupon_business(p_coupon uuid, p_business uuid) to authenticated, service_role;

-- The same rule where row level security does not reach (a table owner's session, a function):
-- requests are refused a move unless they own both businesses; every move that happens is audited.
create or replace function app_private.guard_coupon_business()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.business_id is not distinct from old.business_id then
    return new;
  end if;
  if auth.uid() is not null and not (
    old.business_id is not null and new.business_id is not null
    and public.has_business_role(old.business_id, array['owner']::text[])
    and public.has_business_role(new.business_id, array['owner']::text[])
  ) then
    raise exception 'only an owner of both businesses may move a coupon' using errcode = '42501';
  end if;
  perform app_private.audit('move_coupon', 'coupon', new.id::text,
    jsonb_build_object('business_id', old.business_id), jsonb_build_object('business_id', new.business_id));
  return new;
end;
$$;
revoke all on function app_private.guard_coupon_business() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger business_members_last_owner BEFORE DELETE OR UPDATE ON public.business_members FOR EACH ROW EXECUTE FUNCTION public.protect_last_owner();
create or replace trigger coupons_guard_business BEFORE UPDATE OF business_id ON public.coupons FOR EACH ROW EXECUTE FUNCTION app_private.guard_coupon_business();
create or replace trigger coupons_guard_stock BEFORE INSERT OR UPDATE ON public.coupons FOR EACH ROW EXECUTE FUNCTION public.guard_coupon_stock();
create or replace trigger coupons_touch BEFORE UPDATE ON public.coupons FOR EACH ROW EXECUTE FUNCTION public.touch_coupon_updated_at();
create or replace trigger on_business_created AFTER INSERT ON public.businesses FOR EACH ROW EXECUTE FUNCTION public.handle_new_business();
create or replace trigger reviews_guard_write BEFORE INSERT OR UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION public.guard_review_write();
create or replace trigger reviews_sync_coupon_rating AFTER INSERT OR DELETE OR UPDATE OF rating, coupon_id ON public.reviews FOR EACH ROW EXECUTE FUNCTION public.sync_coupon_rating();

-- Row level security and grants ----------------------------------------------------------------

-- business_invitations
revoke all on table public.business_invitations from public, anon, authenticated, service_role;
grant all on table public.business_invitations to service_role;

-- business_members
drop policy if exists business_members_delete_owner on public.business_members;
create policy business_members_delete_owner ON public.business_members FOR DELETE TO authenticated USING (public.has_business_role(business_id, ARRAY['owner'::text]));
drop policy if exists business_members_select on public.business_members;
create policy business_members_select ON public.business_members FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text, 'member'::text])));
drop policy if exists business_members_update_owner on public.business_members;
create policy business_members_update_owner ON public.business_members FOR UPDATE TO authenticated USING (public.has_business_role(business_id, ARRAY['owner'::text])) WITH CHECK ((public.has_business_role(business_id, ARRAY['owner'::text]) AND (role <> 'owner'::text)));
revoke all on table public.business_members from public, anon, authenticated, service_role;
grant select on table public.business_members to anon;
grant select, delete on table public.business_members to authenticated;
grant all on table public.business_members to service_role;
grant update (role) on table public.business_members to authenticated;

-- businesses
drop policy if exists businesses_delete_owner on public.businesses;
create policy businesses_delete_owner ON public.businesses FOR DELETE TO authenticated USING (public.has_business_role(id, ARRAY['owner'::text]));
drop policy if exists businesses_insert_owner on public.businesses;
create policy businesses_insert_owner ON public.businesses FOR INSERT TO authenticated WITH CHECK (((owner_user_id = ( SELECT auth.uid() AS uid)) AND public.has_seller_role()));
drop policy if exists businesses_select_member on public.businesses;
-- A cajero sees its business (the seller panel's name and the counter), nothing of it beyond.
create policy businesses_select_member ON public.businesses FOR SELECT TO authenticated USING (public.has_business_role(id, ARRAY['owner'::text, 'manager'::text, 'editor'::text, 'member'::text, 'cajero'::text]));
drop policy if exists businesses_select_public on public.businesses;
create policy businesses_select_public ON public.businesses FOR SELECT TO anon, authenticated USING ((status = 'active'::text));
drop policy if exists businesses_update_editor on public.businesses;
create policy businesses_update_editor ON public.businesses FOR UPDATE TO authenticated USING (public.has_business_role(id, ARRAY['owner'::text, 'manager'::text, 'editor'::text])) WITH CHECK (public.has_business_role(id, ARRAY['owner'::text, 'manager'::text, 'editor'::text]));
revoke all on table public.businesses from public, anon, authenticated, service_role;
grant select on table public.businesses to anon;
grant select, insert, delete on table public.businesses to authenticated;
grant all on table public.businesses to service_role;
grant update (name, logo_url, cover_url, description, description_en, category, city, address, website, phone, whatsapp, email, social_x_url, social_instagram_url, social_facebook_url, social_tiktok_url, hours) on table public.businesses to authenticated;

-- coupons
drop policy if exists coupons_delete_editor on public.coupons;
create policy coupons_delete_editor ON public.coupons FOR DELETE TO authenticated USING (public.can_manage_coupon(seller_user_id, business_id));
drop policy if exists coupons_insert_editor on public.coupons;
create policy coupons_insert_editor ON public.coupons FOR INSERT TO authenticated WITH CHECK (((seller_user_id = ( SELECT auth.uid() AS uid)) AND public.has_seller_role() AND public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text])));
drop policy if exists coupons_select_active on public.coupons;
create policy coupons_select_active ON public.coupons FOR SELECT TO anon, authenticated USING ((status = 'active'::text));
drop policy if exists coupons_select_own on public.coupons;
create policy coupons_select_own ON public.coupons FOR SELECT TO authenticated USING (((seller_user_id = ( SELECT auth.uid() AS uid)) OR public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text])));
drop policy if exists coupons_update_editor on public.coupons;
create policy coupons_update_editor ON public.coupons FOR UPDATE TO authenticated USING (public.can_manage_coupon(seller_user_id, business_id)) WITH CHECK ((public.can_manage_coupon(seller_user_id, business_id) AND public.may_set_coupon_business(id, business_id)));
revoke all on table public.coupons from public, anon, authenticated, service_role;
grant select on table public.coupons to anon;
grant select, insert, delete on table public.coupons to authenticated;
grant all on table public.coupons to service_role;
grant update (business_id, title, description, title_en, description_en, fine_print_en, image_url, original_price, discount_price, end_time, total_stock, is_flash_sale, status, category, subcategory, location, city, address, details, requires_booking, no_show_policy) on table public.coupons to authenticated;

-- favourites
drop policy if exists favourites_delete_self on public.favourites;
create policy favourites_delete_self ON public.favourites FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists favourites_insert_self on public.favourites;
create policy favourites_insert_self ON public.favourites FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists favourites_select_self on public.favourites;
create policy favourites_select_self ON public.favourites FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.favourites from public, anon, authenticated, service_role;
grant select on table public.favourites to anon;
grant select, insert, delete, update on table public.favourites to authenticated;
grant all on table public.favourites to service_role;

-- follows
drop policy if exists follows_delete_self on public.follows;
create policy follows_delete_self ON public.follows FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists follows_insert_self on public.follows;
create policy follows_insert_self ON public.follows FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists follows_select_self on public.follows;
create policy follows_select_self ON public.follows FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.follows from public, anon, authenticated, service_role;
grant select on table public.follows to anon;
grant select, insert, delete, update on table public.follows to authenticated;
grant all on table public.follows to service_role;

-- review_replies
drop policy if exists review_replies_select_all on public.review_replies;
create policy review_replies_select_all ON public.review_replies FOR SELECT TO anon, authenticated USING (true);
revoke all on table public.review_replies from public, anon, authenticated, service_role;
grant select on table public.review_replies to anon, authenticated, service_role;

-- reviews
drop policy if exists reviews_delete_self on public.reviews;
create policy reviews_delete_self ON public.reviews FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists reviews_insert_self on public.reviews;
create policy reviews_insert_self ON public.reviews FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.coupons c
  WHERE ((c.id = reviews.coupon_id) AND (c.status = 'active'::text))))));
drop policy if exists reviews_select_visible on public.reviews;
create policy reviews_select_visible ON public.reviews FOR SELECT TO anon, authenticated USING (((EXISTS ( SELECT 1
   FROM public.coupons c
  WHERE (c.id = reviews.coupon_id))) OR (user_id = ( SELECT auth.uid() AS uid))));
drop policy if exists reviews_update_self on public.reviews;
create policy reviews_update_self ON public.reviews FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.reviews from public, anon, authenticated, service_role;
grant select on table public.reviews to anon;
grant select, insert, delete on table public.reviews to authenticated;
grant all on table public.reviews to service_role;
grant update (rating, comment) on table public.reviews to authenticated;
