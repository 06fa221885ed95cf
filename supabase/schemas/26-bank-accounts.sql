-- A business's bank account for payouts (docs/ledger-and-payouts.md): the owner sets it, operators
-- read it for the bank batch, nobody else sees it. The number arrives encrypted by the app.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- The owner saves the account. A function, not a table grant, so that `changed_at` (the start of
-- the 48-hour payout hold) is always now and every change is audited and mailed, whoever calls.
-- The app sends the number and the holder encrypted, with masked forms for display; the audit
-- keeps only those masked forms. The new account is unconfirmed until an owner confirms it from the
-- e-mail, and the payouts already scheduled (to the previous account) are held until then and 48
-- hours have passed (22-ledger-payouts.sql, app_private.release_payout_holds): a stolen session cannot
-- redirect them.
drop function if exists public.set_business_bank_account(uuid, text, text, text, text, text, text);
create or replace function public.set_business_bank_account(
  p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text,
  p_holder_ciphertext text
)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before public.business_bank_accounts%rowtype;
  v_at timestamptz := clock_timestamp();
  v_held integer;
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    raise exception 'set_business_bank_account: the business''s owner only' using errcode = '42501';
  end if;
  select * into v_before from public.business_bank_accounts where business_id = p_business for update;
  insert into public.business_bank_accounts as b
    (business_id, bank, account_type, number_ciphertext, number_last4, holder_name, holder_nit, holder_ciphertext,
     changed_at, changed_by, confirmed_at, confirm_token_hash)
  values (p_business, p_bank, p_type, p_number_ciphertext, p_last4, p_holder, p_nit, p_holder_ciphertext, v_at,
          auth.uid(), null, null)
  on conflict (business_id) do update set bank = excluded.bank, account_type = excluded.account_type,
    number_ciphertext = excluded.number_ciphertext, number_last4 = excluded.number_last4,
    holder_name = excluded.holder_name, holder_nit = excluded.holder_nit, holder_ciphertext = excluded.holder_ciphertext,
    changed_at = excluded.changed_at, changed_by = excluded.changed_by, confirmed_at = null, confirm_token_hash = null;
  update public.payouts set held_reason = 'cuenta_cambiada', held_at = v_at
  where business_id = p_business and state = 'programado';
  get diagnostics v_held = row_count;
  perform app_private.audit('bank_account_set', 'business', p_business::text,
    case when v_before.business_id is null then null else jsonb_build_object('bank', v_before.bank,
      'type', v_before.account_type, 'last4', v_before.number_last4,
      -- Rows from before the holder was encrypted keep it in clear: the audit masks it all the same.
      'holder', case when v_before.holder_ciphertext is null
        then left(btrim(v_before.holder_name), 1) || '*** (' || char_length(btrim(v_before.holder_name)) || ')'
        else v_before.holder_name end,
      'nit', case when v_before.holder_ciphertext is null then '****' || right(v_before.holder_nit, 2)
        else v_before.holder_nit end) end,
    jsonb_build_object('bank', p_bank, 'type', p_type, 'last4', p_last4, 'holder', p_holder, 'nit', p_nit,
      'payouts_held', v_held), null);
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('send_bank_account_email', jsonb_build_object('businessId', p_business, 'changedAt', v_at),
          'bank-account-mail:' || p_business || ':' || extract(epoch from v_at), 8)
  on conflict (key) do nothing;
  return v_at;
end;
$$;
revoke all on function public.set_business_bank_account(p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text, p_holder_ciphertext text) from public, anon, authenticated, service_role;
grant execute on function public.set_business_bank_account(p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text, p_holder_ciphertext text) to authenticated;

-- The e-mail job stores the hash of the confirmation token it mails (the token is never stored),
-- for the account as it was changed at p_changed_at only: a later change needs its own e-mail.
create or replace function public.set_bank_account_confirm_token(p_business uuid, p_changed_at timestamptz, p_hash text)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with u as (
    update public.business_bank_accounts set confirm_token_hash = p_hash
    where business_id = p_business and changed_at = p_changed_at and confirmed_at is null
    returning 1)
  select exists (select 1 from u);
$$;
revoke all on function public.set_bank_account_confirm_token(p_business uuid, p_changed_at timestamptz, p_hash text) from public, anon, authenticated, service_role;
grant execute on function public.set_bank_account_confirm_token(p_business uuid, p_changed_at timestamptz, p_hash text) to service_role;

-- A signed-in owner confirms the account from the e-mail's link: the token's hash must match, and
-- it is used once (cleared here). Audited. Returns false for anything else, changing nothing.
create or replace function public.confirm_business_bank_account(p_business uuid, p_token_hash text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_last4 text;
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    raise exception 'confirm_business_bank_account: the business''s owner only' using errcode = '42501';
  end if;
  update public.business_bank_accounts set confirmed_at = clock_timestamp(), confirm_token_hash = null
  where business_id = p_business and confirmed_at is null and confirm_token_hash is not null
    and confirm_token_hash = p_token_hash
  returning number_last4 into v_last4;
  if v_last4 is null then
    return false;
  end if;
  perform app_private.audit('bank_account_confirmed', 'business', p_business::text, null,
    jsonb_build_object('last4', v_last4), null);
  return true;
end;
$$;
revoke all on function public.confirm_business_bank_account(p_business uuid, p_token_hash text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_business_bank_account(p_business uuid, p_token_hash text) to authenticated;

-- Row level security and grants ----------------------------------------------------------------

-- The owner reads the business's account (masked on the page); operators read every account (the
-- bank batch). Managers, editors and members read nothing; no request role writes the table.
drop policy if exists business_bank_accounts_select on public.business_bank_accounts;
create policy business_bank_accounts_select on public.business_bank_accounts for select to authenticated
  using (public.is_admin() or public.has_business_role(business_id, array['owner']::text[]));
revoke all on table public.business_bank_accounts from public, anon, authenticated, service_role;
-- Not the confirmation token's hash (owners read whether the account is confirmed, not the hash).
grant select (business_id, bank, account_type, number_ciphertext, number_last4, holder_name, holder_nit,
  holder_ciphertext, changed_at, changed_by, confirmed_at) on table public.business_bank_accounts to authenticated;
grant select on table public.business_bank_accounts to service_role;
