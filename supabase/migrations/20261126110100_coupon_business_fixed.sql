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
--> statement-breakpoint
revoke all on function public.may_set_coupon_business(uuid, uuid) from public;
--> statement-breakpoint
grant execute on function public.may_set_coupon_business(uuid, uuid) to authenticated, service_role;
--> statement-breakpoint
alter policy "coupons_update_editor" on public.coupons to authenticated
  using (public.can_manage_coupon(coupons.seller_user_id, coupons.business_id))
  with check (public.can_manage_coupon(coupons.seller_user_id, coupons.business_id) and public.may_set_coupon_business(coupons.id, coupons.business_id));
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function app_private.guard_coupon_business() from public;
--> statement-breakpoint
create trigger coupons_guard_business before update of business_id on public.coupons
  for each row execute function app_private.guard_coupon_business();
