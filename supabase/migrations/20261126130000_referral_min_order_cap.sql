-- The operator sets the referral minimum from /admin, where the form accepts Q0.00 to
-- Q100,000.00 (lib/domain/referral-minimum.ts). The setter keeps the same cap for any admin
-- calling it directly, so no route stores a minimum the admin panel could not show or undo.
create or replace function public.admin_set_setting(p_key text, p_value jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform app_private.require_admin('admin_set_setting');
  if p_key not in ('premoderate_first_coupon', 'referral_min_order') then
    raise exception 'admin_set_setting: unknown setting %', p_key using errcode = '22023';
  end if;
  -- case, not and: the cast must not run on text the pattern refused.
  if p_key = 'referral_min_order' and not coalesce(
    case when (p_value #>> '{}') ~ '^[0-9]{1,6}(\.[0-9]{1,2})?$' then (p_value #>> '{}')::numeric <= 100000 end, false
  ) then
    raise exception 'admin_set_setting: referral_min_order must be an amount from 0 to 100000 quetzales' using errcode = '22023';
  end if;
  select s.value into v_before from app_private.settings s where s.key = p_key;
  insert into app_private.settings (key, value, updated_at) values (p_key, p_value, now())
  on conflict (key) do update set value = excluded.value, updated_at = now();
  perform app_private.audit('set_setting', 'setting', p_key, v_before, p_value, null);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_set_setting(text, jsonb) from public;
--> statement-breakpoint
grant execute on function public.admin_set_setting(text, jsonb) to authenticated;
