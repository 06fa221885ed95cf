-- Exchange rates: the Banco de Guatemala's daily reference rate behind English pages' dollar hints
-- (docs/exchange-rate.md). A public figure, so everyone reads it; only the daily job, as
-- service_role, writes it: no policy lets a request role insert, update or delete.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Row level security and grants ----------------------------------------------------------------

-- exchange_rates
drop policy if exists exchange_rates_select on public.exchange_rates;
create policy exchange_rates_select ON public.exchange_rates FOR SELECT TO anon, authenticated USING (true);
revoke all on table public.exchange_rates from public, anon, authenticated, service_role;
grant select on table public.exchange_rates to anon, authenticated;
grant all on table public.exchange_rates to service_role;
