-- Issue 12, gifting. A voucher's owner sends it to an e-mail address; the mail carries a claim
-- link whose token is stored only as its SHA-256 (a database dump does not let anyone claim).
-- While a gift is pending the voucher row says so (vouchers.gift_pending): the giver can neither
-- redeem nor refund it until they cancel, so the recipient never claims a used voucher. Claiming
-- (signed in) moves the voucher to the claimer's account under a new code: the old code, which
-- the giver has seen, no longer redeems anything. The token is single use and expires with the
-- voucher. Every write is one of the SECURITY DEFINER functions below; requests only read the
-- gifts they are party to (giver or claimer), never the token hash.

create table public.gifts (
  id uuid primary key default gen_random_uuid(),
  voucher_id uuid not null references public.vouchers(id) on delete cascade,
  giver_user_id uuid not null references auth.users(id) on delete cascade,
  -- Names as they were when sent: the recipient reads them without reading anyone's profile.
  giver_name text,
  coupon_title text not null,
  recipient_email text not null,
  message text,
  token_hash text not null,
  status text not null default 'pendiente',
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  claimed_by uuid references auth.users(id) on delete set null,
  cancelled_at timestamptz,
  constraint gifts_token_hash_key unique (token_hash),
  constraint gifts_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint gifts_status_check check (status in ('pendiente', 'reclamado', 'cancelado')),
  constraint gifts_message_length check (message is null or char_length(message) <= 300),
  constraint gifts_recipient_email_length check (char_length(recipient_email) between 3 and 320)
);
--> statement-breakpoint
create unique index gifts_one_pending_per_voucher on public.gifts (voucher_id) where status = 'pendiente';
--> statement-breakpoint
create index gifts_voucher_idx on public.gifts (voucher_id);
--> statement-breakpoint
create index gifts_giver_idx on public.gifts (giver_user_id, created_at desc);
--> statement-breakpoint
create index gifts_claimed_by_idx on public.gifts (claimed_by);
--> statement-breakpoint
alter table public.gifts enable row level security;
--> statement-breakpoint
create policy "gifts_select_party" on public.gifts as permissive for select to authenticated
  using ("gifts"."giver_user_id" = (select auth.uid()) or "gifts"."claimed_by" = (select auth.uid()));
--> statement-breakpoint
revoke all on public.gifts from anon, authenticated;
--> statement-breakpoint
grant select (id, voucher_id, giver_user_id, giver_name, coupon_title, recipient_email, message, status, expires_at,
  created_at, claimed_at, claimed_by, cancelled_at) on public.gifts to authenticated;
--> statement-breakpoint
grant select on public.gifts to service_role;
--> statement-breakpoint
-- The owner sends an unused, unexpired voucher. Answers the mail's contents, or why not.
create or replace function public.create_gift(p_voucher_id uuid, p_email text, p_message text, p_token_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_email text := lower(trim(coalesce(p_email, '')));
  v_message text := nullif(trim(coalesce(p_message, '')), '');
  v_voucher public.vouchers%rowtype;
  v_gift public.gifts%rowtype;
begin
  if v_caller is null then
    raise exception 'create_gift: sign-in required' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 320 then
    return jsonb_build_object('ok', false, 'reason', 'email_invalido');
  end if;
  if char_length(coalesce(v_message, '')) > 300 then
    return jsonb_build_object('ok', false, 'reason', 'mensaje_largo');
  end if;
  if coalesce(p_token_hash, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'create_gift: invalid token hash' using errcode = '22023';
  end if;
  -- The voucher's row lock orders this against a redemption, a refund or another gift of it.
  select * into v_voucher from public.vouchers v where v.id = p_voucher_id for update;
  if not found or v_voucher.buyer_user_id <> v_caller then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if exists (select 1 from auth.users u where u.id = v_caller and lower(u.email) = v_email) then
    return jsonb_build_object('ok', false, 'reason', 'propio');
  end if;
  if v_voucher.status = 'reembolsado' then
    return jsonb_build_object('ok', false, 'reason', 'reembolsado');
  end if;
  if v_voucher.status = 'canjeado' then
    return jsonb_build_object('ok', false, 'reason', 'canjeado');
  end if;
  if v_voucher.status = 'vencido' or v_voucher.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v_voucher.gift_pending then
    return jsonb_build_object('ok', false, 'reason', 'regalo_pendiente');
  end if;
  insert into public.gifts (voucher_id, giver_user_id, giver_name, coupon_title, recipient_email, message, token_hash, expires_at)
  values (
    v_voucher.id, v_caller,
    (select p.display_name from public.profiles p where p.id = v_caller),
    (select i.title from public.order_items i where i.id = v_voucher.order_item_id),
    v_email, v_message, p_token_hash, v_voucher.expires_at
  )
  returning * into v_gift;
  update public.vouchers set gift_pending = true where id = v_voucher.id;
  return jsonb_build_object('ok', true, 'gift_id', v_gift.id, 'recipient_email', v_gift.recipient_email,
    'giver_name', v_gift.giver_name, 'coupon_title', v_gift.coupon_title, 'message', v_gift.message,
    'expires_at', v_gift.expires_at);
end;
$$;
--> statement-breakpoint
revoke all on function public.create_gift(uuid, text, text, text) from public, anon;
--> statement-breakpoint
grant execute on function public.create_gift(uuid, text, text, text) to authenticated;
--> statement-breakpoint
-- The giver takes back a gift nobody claimed yet: the link stops working, the voucher is theirs
-- to use again. Lock order (gift, then voucher) is claim_gift's.
create or replace function public.cancel_gift(p_gift_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_gift public.gifts%rowtype;
begin
  if auth.uid() is null then
    raise exception 'cancel_gift: sign-in required' using errcode = '42501';
  end if;
  select * into v_gift from public.gifts g where g.id = p_gift_id for update;
  if not found or v_gift.giver_user_id <> auth.uid() then
    return 'no_existe';
  end if;
  if v_gift.status <> 'pendiente' then
    return v_gift.status;
  end if;
  update public.gifts set status = 'cancelado', cancelled_at = now() where id = v_gift.id;
  update public.vouchers set gift_pending = false where id = v_gift.voucher_id;
  return 'cancelado_ahora';
end;
$$;
--> statement-breakpoint
revoke all on function public.cancel_gift(uuid) from public, anon;
--> statement-breakpoint
grant execute on function public.cancel_gift(uuid) to authenticated;
--> statement-breakpoint
-- The signed-in holder of the link claims the voucher. The link is the secret (a recipient may
-- sign up with another address than the one it was sent to); the giver cannot claim their own.
create or replace function public.claim_gift(p_token_hash text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_gift public.gifts%rowtype;
  v_voucher public.vouchers%rowtype;
  v_code text;
begin
  if v_caller is null then
    raise exception 'claim_gift: sign-in required' using errcode = '42501';
  end if;
  select * into v_gift from public.gifts g where g.token_hash = p_token_hash for update;
  if not found then
    return jsonb_build_object('ok', false, 'reason', 'no_existe');
  end if;
  if v_gift.status = 'reclamado' then
    return jsonb_build_object('ok', false, 'reason', 'reclamado');
  end if;
  if v_gift.status = 'cancelado' then
    return jsonb_build_object('ok', false, 'reason', 'cancelado');
  end if;
  if v_gift.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  if v_gift.giver_user_id = v_caller then
    return jsonb_build_object('ok', false, 'reason', 'propio');
  end if;
  select * into v_voucher from public.vouchers v where v.id = v_gift.voucher_id for update;
  if v_voucher.status <> 'vigente' or v_voucher.expires_at <= now() then
    return jsonb_build_object('ok', false, 'reason', 'vencido');
  end if;
  -- A new code: the one the giver saw (and could show at the counter) stops existing.
  loop
    v_code := public.new_voucher_code();
    exit when not exists (select 1 from public.vouchers v where v.code = v_code);
  end loop;
  update public.vouchers
  set buyer_user_id = v_caller, code = v_code, gift_pending = false, gifted_by = v_gift.giver_user_id
  where id = v_voucher.id;
  update public.gifts set status = 'reclamado', claimed_at = now(), claimed_by = v_caller where id = v_gift.id;
  return jsonb_build_object('ok', true, 'voucher_id', v_voucher.id, 'coupon_title', v_gift.coupon_title, 'giver_name', v_gift.giver_name);
end;
$$;
--> statement-breakpoint
revoke all on function public.claim_gift(text) from public, anon;
--> statement-breakpoint
grant execute on function public.claim_gift(text) to authenticated;
--> statement-breakpoint
-- What the claim page shows to whoever holds the link (signed in or not): nothing without it.
create or replace function public.gift_preview(p_token_hash text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'status', case when g.status = 'pendiente' and g.expires_at <= now() then 'vencido' else g.status end,
    'giver_name', g.giver_name, 'coupon_title', g.coupon_title, 'message', g.message,
    'expires_at', g.expires_at, 'coupon_id', v.coupon_id, 'business_name', b.name
  )
  from public.gifts g
  join public.vouchers v on v.id = g.voucher_id
  left join public.businesses b on b.id = v.business_id
  where g.token_hash = p_token_hash;
$$;
--> statement-breakpoint
revoke all on function public.gift_preview(text) from public;
--> statement-breakpoint
grant execute on function public.gift_preview(text) to anon, authenticated;
