-- The counter (a business's till): looking a voucher up before redeeming it, the redemptions' history, and
-- undoing a redemption. Redeeming itself is public.redeem_voucher (07-orders.sql), which
-- writes the history rows. The current state of these objects: to change one, edit it here.

-- Functions ------------------------------------------------------------------------------------

-- "Ana López" -> "Ana L.": what the counter may know of a buyer.
create or replace function app_private.short_person_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(p_name), '') = '' then null
    when array_length(regexp_split_to_array(btrim(p_name), '[[:space:]]+'), 1) = 1 then btrim(p_name)
    else split_part(btrim(p_name), ' ', 1) || ' '
      || upper(left((regexp_split_to_array(btrim(p_name), '[[:space:]]+'))[array_length(regexp_split_to_array(btrim(p_name), '[[:space:]]+'), 1)], 1)) || '.'
  end;
$$;
revoke all on function app_private.short_person_name(p_name text) from public, anon, authenticated, service_role;

-- The confirm card. A member who may redeem (owner, manager, editor, cajero) of the voucher's
-- business gets the coupon, its branches, the buyer's short name and the state; a member of any
-- other business only 'otro_negocio'; anyone else, and an unknown code, 'no_existe' (the code's
-- existence is not told to strangers here; the public /v/{code} page will say only its state).
create or replace function public.lookup_voucher_for_counter(p_code text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_code text := upper(regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g'));
  v record;
  v_state text;
begin
  if v_caller is null then
    raise exception 'lookup_voucher_for_counter: sign-in required' using errcode = '42501';
  end if;
  select vo.id, vo.business_id, vo.coupon_id, vo.buyer_user_id, vo.status, vo.expires_at, vo.gift_pending,
         vo.redeemed_at, vo.redeemed_by, c.title
  into v
  from public.vouchers vo join public.coupons c on c.id = vo.coupon_id
  where vo.code = v_code;
  if not found then
    return jsonb_build_object('kind', 'no_existe');
  end if;
  if not public.has_business_role(v.business_id, array['owner', 'manager', 'editor', 'cajero']::text[]) then
    if exists (select 1 from public.business_members m where m.user_id = v_caller) then
      return jsonb_build_object('kind', 'otro_negocio');
    end if;
    return jsonb_build_object('kind', 'no_existe');
  end if;
  v_state := case
    when v.status = 'canjeado' then 'canjeado'
    when v.status = 'reembolsado' then 'reembolsado'
    when v.status = 'vencido' or v.expires_at <= now() then 'vencido'
    when v.gift_pending then 'regalo_pendiente'
    else 'valido' end;
  return jsonb_build_object(
    'kind', 'voucher',
    'voucher_id', v.id,
    'coupon_title', v.title,
    'branches', coalesce((
      select jsonb_agg(jsonb_build_object('id', b.id, 'name', b.name) order by b.name) from public.coupon_branches cb
      join public.branches b on b.id = cb.branch_id where cb.coupon_id = v.coupon_id), '[]'::jsonb),
    'buyer', (select app_private.short_person_name(p.display_name) from public.profiles p where p.id = v.buyer_user_id),
    -- The live booking's time, when the coupon asks for one (28-bookings.sql): the cashier sees who is due.
    'booking_at', (select x.starts_at from public.bookings x where x.voucher_id = v.id and x.status = 'confirmada'),
    'state', v_state,
    'expires_at', v.expires_at,
    'redeemed_at', case when v_state = 'canjeado' then v.redeemed_at end,
    'redeemed_by', case when v_state = 'canjeado' then
      (select coalesce(p.display_name, 'Miembro') from public.profiles p where p.id = v.redeemed_by) end
  );
end;
$$;
revoke all on function public.lookup_voucher_for_counter(p_code text) from public, anon, authenticated, service_role;
grant execute on function public.lookup_voucher_for_counter(p_code text) to authenticated;

-- What the voucher's public link (/v/{code}) tells anyone: its state and nothing else (no buyer, no
-- coupon, no business). 'no_valido' covers a refunded voucher and a gift not yet accepted, which
-- no counter may redeem. Codes are 12 characters of a 32-character alphabet: guessing one is hopeless,
-- so the answer needs no rate limit.
create or replace function public.voucher_public_state(p_code text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case
      when vo.status = 'canjeado' then 'canjeado'
      when vo.status = 'reembolsado' then 'no_valido'
      when vo.status = 'vencido' or vo.expires_at <= now() then 'vencido'
      when vo.gift_pending then 'no_valido'
      else 'valido' end
    from public.vouchers vo
    where vo.code = upper(regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g'))
  ), 'no_existe');
$$;
revoke all on function public.voucher_public_state(p_code text) from public, anon, authenticated, service_role;
grant execute on function public.voucher_public_state(p_code text) to anon, authenticated;

-- An owner or manager takes back a redemption made less than 10 minutes ago (a wrong voucher
-- scanned): the voucher is valid again, the history row says who undid it, the audit log keeps
-- both states and the buyer is told. The business's funds released at redemption stay released
-- (a later refund takes them back from 'business_available', 20-ledger.sql); points are not taken back.
create or replace function public.undo_voucher_redemption(p_redemption uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  r record;
  v record;
begin
  if v_caller is null then
    raise exception 'undo_voucher_redemption: sign-in required' using errcode = '42501';
  end if;
  select x.id, x.voucher_id, x.business_id, x.redeemed_at, x.undone_at into r
  from public.voucher_redemptions x where x.id = p_redemption;
  if not found or not public.has_business_role(r.business_id, array['owner', 'manager']::text[]) then
    return 'not_found';
  end if;
  -- The voucher's row lock first, as redeem_voucher and refund_voucher take it.
  select vo.id, vo.status, vo.code, vo.buyer_user_id, vo.redeemed_at, vo.redeemed_by, c.title into v
  from public.vouchers vo join public.coupons c on c.id = vo.coupon_id
  where vo.id = r.voucher_id for update of vo;
  if r.undone_at is not null or v.status <> 'canjeado' then
    return 'already_undone';
  end if;
  if r.redeemed_at < now() - interval '10 minutes' then
    return 'too_late';
  end if;
  update public.vouchers set status = 'vigente', redeemed_at = null, redeemed_by = null where id = v.id;
  update public.voucher_redemptions set undone_at = now(), undone_by = v_caller where id = r.id;
  perform app_private.audit('undo_voucher_redemption', 'voucher', v.id::text,
    jsonb_build_object('status', 'canjeado', 'redeemed_at', v.redeemed_at, 'redeemed_by', v.redeemed_by),
    jsonb_build_object('status', 'vigente', 'redemption', r.id));
  perform app_private.notify(v.buyer_user_id, 'voucher_redemption_undone',
    'Se anuló el canje de tu cupón', v.title || ': el cupón vuelve a estar vigente.', '/mis-cupones',
    'redemption_undone:' || r.id);
  return 'undone';
end;
$$;
revoke all on function public.undo_voucher_redemption(p_redemption uuid) from public, anon, authenticated, service_role;
grant execute on function public.undo_voucher_redemption(p_redemption uuid) to authenticated;

-- Midnight of today in Guatemala, as an instant: where a cashier's view of the history starts.
create or replace function app_private.guatemala_today_start()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc('day', now() at time zone 'America/Guatemala')) at time zone 'America/Guatemala';
$$;
revoke all on function app_private.guatemala_today_start() from public, anon, authenticated, service_role;
grant execute on function app_private.guatemala_today_start() to authenticated;

-- The history for /vendedor/canjes: owners and managers see every redemption of the business;
-- editors only their own; cashiers only their own of today. Codes leave the database masked (last 4).
create or replace function public.list_voucher_redemptions(
  p_business uuid, p_from timestamptz default null, p_to timestamptz default null,
  p_branch uuid default null, p_member uuid default null
)
returns table (
  id uuid, redeemed_at timestamptz, code_last4 text, coupon_title text, member_user_id uuid,
  member_name text, branch_id uuid, branch_name text, undone_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select x.id, x.redeemed_at, right(vo.code, 4), c.title, x.member_user_id,
    coalesce(p.display_name, 'Miembro'), x.branch_id, b.name, x.undone_at
  from public.voucher_redemptions x
  join public.vouchers vo on vo.id = x.voucher_id
  join public.coupons c on c.id = vo.coupon_id
  left join public.profiles p on p.id = x.member_user_id
  left join public.branches b on b.id = x.branch_id
  where x.business_id = p_business
    and (public.has_business_role(p_business, array['owner', 'manager']::text[])
      or (x.member_user_id = auth.uid() and public.has_business_role(p_business, array['editor']::text[]))
      or (x.member_user_id = auth.uid() and public.has_business_role(p_business, array['cajero']::text[])
        and x.redeemed_at >= app_private.guatemala_today_start()))
    and (p_from is null or x.redeemed_at >= p_from)
    and (p_to is null or x.redeemed_at < p_to)
    and (p_branch is null or x.branch_id = p_branch)
    and (p_member is null or x.member_user_id = p_member)
  order by x.redeemed_at desc, x.id
  limit 1000;
$$;
revoke all on function public.list_voucher_redemptions(uuid, timestamptz, timestamptz, uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_voucher_redemptions(uuid, timestamptz, timestamptz, uuid, uuid) to authenticated;

-- Row level security and grants ----------------------------------------------------------------

-- voucher_redemptions: written only by the functions above and redeem_voucher.
drop policy if exists voucher_redemptions_select on public.voucher_redemptions;
create policy voucher_redemptions_select ON public.voucher_redemptions FOR SELECT TO authenticated USING ((public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text]) OR ((member_user_id = ( SELECT auth.uid() AS uid)) AND public.has_business_role(business_id, ARRAY['editor'::text])) OR ((member_user_id = ( SELECT auth.uid() AS uid)) AND public.has_business_role(business_id, ARRAY['cajero'::text]) AND (redeemed_at >= app_private.guatemala_today_start()))));
revoke all on table public.voucher_redemptions from public, anon, authenticated, service_role;
grant select on table public.voucher_redemptions to authenticated;
grant all on table public.voucher_redemptions to service_role;
