-- A business's bank account for payouts (docs/ledger-and-payouts.md): the owner sets it, operators
-- read it for the bank batch, nobody else sees it. The number arrives encrypted by the app.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- The owner saves the account. A function, not a table grant, so that `changed_at` (the start of
-- the 48-hour payout hold) is always now and every change is audited and mailed, whoever calls.
-- The audit keeps the masked account, never the number.
create or replace function public.set_business_bank_account(
  p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text
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
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    raise exception 'set_business_bank_account: the business''s owner only' using errcode = '42501';
  end if;
  select * into v_before from public.business_bank_accounts where business_id = p_business for update;
  insert into public.business_bank_accounts as b
    (business_id, bank, account_type, number_ciphertext, number_last4, holder_name, holder_nit, changed_at, changed_by)
  values (p_business, p_bank, p_type, p_number_ciphertext, p_last4, p_holder, p_nit, v_at, auth.uid())
  on conflict (business_id) do update set bank = excluded.bank, account_type = excluded.account_type,
    number_ciphertext = excluded.number_ciphertext, number_last4 = excluded.number_last4,
    holder_name = excluded.holder_name, holder_nit = excluded.holder_nit,
    changed_at = excluded.changed_at, changed_by = excluded.changed_by;
  perform app_private.audit('bank_account_set', 'business', p_business::text,
    case when v_before.business_id is null then null else jsonb_build_object('bank', v_before.bank,
      'type', v_before.account_type, 'last4', v_before.number_last4, 'holder', v_before.holder_name, 'nit', v_before.holder_nit) end,
    jsonb_build_object('bank', p_bank, 'type', p_type, 'last4', p_last4, 'holder', p_holder, 'nit', p_nit), null);
  insert into app_private.jobs (name, payload, key, max_attempts)
  values ('send_bank_account_email', jsonb_build_object('businessId', p_business, 'changedAt', v_at),
          'bank-account-mail:' || p_business || ':' || extract(epoch from v_at), 8)
  on conflict (key) do nothing;
  return v_at;
end;
$$;
revoke all on function public.set_business_bank_account(p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text) from public, anon, authenticated, service_role;
grant execute on function public.set_business_bank_account(p_business uuid, p_bank text, p_type text, p_number_ciphertext text, p_last4 text, p_holder text, p_nit text) to authenticated;

-- Row level security and grants ----------------------------------------------------------------

-- The owner reads the business's account (masked on the page); operators read every account (the
-- bank batch). Managers, editors and members read nothing; no request role writes the table.
drop policy if exists business_bank_accounts_select on public.business_bank_accounts;
create policy business_bank_accounts_select on public.business_bank_accounts for select to authenticated
  using (public.is_admin() or public.has_business_role(business_id, array['owner']::text[]));
revoke all on table public.business_bank_accounts from public, anon, authenticated, service_role;
grant select on table public.business_bank_accounts to authenticated, service_role;
