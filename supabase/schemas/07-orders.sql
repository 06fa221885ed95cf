-- Vouchers: redeeming.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Redemption takes only 'vigente' vouchers without a pending gift, and tells the counter why not.
-- The counter added the branch and the history row; the one-argument form is gone.
drop function if exists public.redeem_voucher(p_code text);
create or replace function public.redeem_voucher(p_code text, p_branch uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_caller uuid := auth.uid();
  v_code text := upper(regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g'));
  v_voucher record;
  v_roles text[] := array['owner', 'manager', 'editor', 'cajero'];
begin
  if v_caller is null then
    raise exception 'redeem_voucher: sign-in required' using errcode = '42501';
  end if;

  -- A branch given must be one of the voucher's business (said the same whether the code exists or not).
  if p_branch is not null and not exists (
    select 1 from public.vouchers v join public.branches b on b.business_id = v.business_id
    where v.code = v_code and b.id = p_branch and public.has_business_role(v.business_id, v_roles)
  ) then
    return jsonb_build_object('ok', false, 'reason', 'sucursal_invalida');
  end if;

  -- Concurrent redemptions (and a refund or gift of the same voucher) queue on the row lock; the
  -- losers re-check the row's status and gift flag and update nothing.
  update public.vouchers v set status = 'canjeado', redeemed_at = now(), redeemed_by = v_caller
  where v.code = v_code and v.status = 'vigente' and not v.gift_pending and v.expires_at > now()
    and public.has_business_role(v.business_id, v_roles)
    and (p_branch is null or exists (select 1 from public.branches b where b.id = p_branch and b.business_id = v.business_id))
  returning v.id, v.coupon_id, v.business_id, v.redeemed_at into v_voucher;
  if found then
    -- Who redeemed it and where, one row per redemption (public.voucher_redemptions, 12-counter.sql).
    insert into public.voucher_redemptions (voucher_id, business_id, member_user_id, branch_id, redeemed_at)
    values (v_voucher.id, v_voucher.business_id, v_caller, p_branch, v_voucher.redeemed_at);
    return jsonb_build_object('ok', true, 'voucher_id', v_voucher.id, 'coupon_id', v_voucher.coupon_id,
      'coupon_title', (select title from public.coupons where id = v_voucher.coupon_id),
      'redeemed_at', v_voucher.redeemed_at);
  end if;

  select v.status, v.redeemed_at, v.expires_at, v.gift_pending into v_voucher
  from public.vouchers v
  where v.code = v_code and public.has_business_role(v.business_id, v_roles);
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'ya_canjeado', 'redeemed_at', v_voucher.redeemed_at);
  end if;
  if v_voucher.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', 'reembolsado');
  end if;
  if v_voucher.gift_pending and v_voucher.expires_at > now() then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  return jsonb_build_object('ok', false, 'reason', 'vencido', 'expires_at', v_voucher.expires_at);
end;
$$;
revoke all on function public.redeem_voucher(p_code text, p_branch uuid) from public, anon, authenticated, service_role;
grant execute on function public.redeem_voucher(p_code text, p_branch uuid) to authenticated;

-- Row level security and grants ----------------------------------------------------------------

-- vouchers
drop policy if exists vouchers_select_buyer_or_business on public.vouchers;
create policy vouchers_select_buyer_or_business ON public.vouchers FOR SELECT TO authenticated USING (((buyer_user_id = ( SELECT auth.uid() AS uid)) OR public.has_business_role(business_id, ARRAY['owner'::text, 'manager'::text, 'editor'::text])));
revoke all on table public.vouchers from public, anon, authenticated, service_role;
grant select on table public.vouchers to anon, authenticated;
grant all on table public.vouchers to service_role;
