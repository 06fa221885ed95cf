-- Apple Wallet's web service: which devices hold a voucher's pass, and when the pass changed.
-- Google Wallet: which objects a save link was signed for, kept in step through its REST API.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- A registered voucher changed in a way its pass shows (redeemed, refunded, expired by hand, gifted
-- away, a new code): its pass is marked changed and a job pushes to its devices, so Wallet fetches
-- the new one. A voucher with a Google Wallet save link gets a job that patches its objects (rows
-- exist only where Google Wallet is configured: the save link is the only way in). Vouchers in
-- neither wallet (most) cost two index probes. One job of each per transaction. A booking made,
-- moved or cancelled touches its voucher's pass too (28-bookings.sql): the pass shows its time and place.
create or replace function app_private.touch_wallet_pass_of(p_voucher uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- At least a whole second later than the last change: Wallet sends back Last-Modified (whole
  -- seconds) as If-Modified-Since, and two changes in one second would otherwise answer 304.
  update public.wallet_passes
     set updated_at = greatest(clock_timestamp(), date_trunc('second', updated_at) + interval '1 second')
   where voucher_id = p_voucher;
  if found then
    insert into app_private.jobs (name, payload, key, max_attempts)
    values ('push_pass_update', jsonb_build_object('voucherId', p_voucher),
      'passkit:' || p_voucher || ':' || pg_current_xact_id()::text, 5)
    on conflict (key) do nothing;
  end if;
  if exists (select 1 from public.wallet_google_objects g where g.voucher_id = p_voucher) then
    insert into app_private.jobs (name, payload, key, max_attempts)
    values ('update_google_wallet', jsonb_build_object('voucherId', p_voucher),
      'gwallet:' || p_voucher || ':' || pg_current_xact_id()::text, 8)
    on conflict (key) do nothing;
  end if;
end;
$$;
revoke all on function app_private.touch_wallet_pass_of(p_voucher uuid) from public, anon, authenticated, service_role;

create or replace function app_private.touch_wallet_pass()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform app_private.touch_wallet_pass_of(new.id);
  return null;
end;
$$;
revoke all on function app_private.touch_wallet_pass() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger vouchers_touch_wallet_pass AFTER UPDATE OF status, code, buyer_user_id, gift_pending ON public.vouchers FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) OR (old.code IS DISTINCT FROM new.code) OR (old.buyer_user_id IS DISTINCT FROM new.buyer_user_id) OR (old.gift_pending IS DISTINCT FROM new.gift_pending))) EXECUTE FUNCTION app_private.touch_wallet_pass();

-- Row level security and grants ----------------------------------------------------------------

-- wallet_passes, wallet_pass_registrations: the web service (service_role, after checking the
-- pass's authentication token) only; no request role reads them.
revoke all on table public.wallet_passes from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.wallet_passes to service_role;
revoke all on table public.wallet_pass_registrations from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.wallet_pass_registrations to service_role;
-- wallet_google_objects: the save-link route (after checking the holder) and the update job, as the system.
revoke all on table public.wallet_google_objects from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.wallet_google_objects to service_role;
