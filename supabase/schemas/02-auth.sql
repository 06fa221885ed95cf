-- Accounts: what happens when an auth user is created; profiles and roles.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Referral credit that cannot be farmed. A reward is held as pending at the invitee's first paid
-- order (when its total reaches the minimum, a marketplace setting) and becomes credit only once
-- that order can no longer be refunded: a voucher of it redeemed, or its refund window closed
-- (checked by a recurring job and again at checkout, so a stopped worker never withholds credit
-- that is due). A refund while it is pending reverses it. One reward per canonical mailbox
-- (lower case, no +tag, no dots at Gmail): a unique index decides, not a check-then-insert.
-- The same rule in TypeScript: lib/domain/mailbox.ts (tests compare both on a corpus).
create or replace function app_private.canonical_mailbox(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(regexp_replace(coalesce(p_email, ''), '^\s+|\s+$', '', 'g'));
  v_at integer;
  v_local text;
  v_domain text;
begin
  v_at := length(v_email) - position('@' in reverse(v_email)) + 1;
  if position('@' in v_email) = 0 then
    return v_email;
  end if;
  v_local := split_part(substr(v_email, 1, v_at - 1), '+', 1);
  v_domain := substr(v_email, v_at + 1);
  if v_domain = 'googlemail.com' then
    v_domain := 'gmail.com';
  end if;
  if v_domain = 'gmail.com' then
    v_local := replace(v_local, '.', '');
  end if;
  return v_local || '@' || v_domain;
end;
$$;
revoke all on function app_private.canonical_mailbox(p_email text) from public, anon, authenticated, service_role;
grant execute on function app_private.canonical_mailbox(p_email text) to service_role;

-- Sign-up through /r/CODE or /auth?ref=CODE: both auth backends put the code in the user's
-- metadata (referral_code); an unknown code is ignored. The new row cannot be its own referrer,
-- nor can another account of the same mailbox (x+1@ signing up with x@'s code).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_name text := nullif(trim(concat_ws(' ', new.raw_user_meta_data ->> 'first_name', new.raw_user_meta_data ->> 'last_name')), '');
  v_code text := upper(nullif(trim(new.raw_user_meta_data ->> 'referral_code'), ''));
  v_referrer uuid;
begin
  if v_code ~ '^[A-Z0-9]{4,20}$' then
    select p.id into v_referrer from public.profiles p join auth.users u on u.id = p.id
    where p.referral_code = v_code and p.id <> new.id
      and app_private.canonical_mailbox(u.email) is distinct from app_private.canonical_mailbox(new.email);
  end if;
  insert into public.profiles (id, display_name, avatar_url, referral_code, referred_by, locale)
  values (
    new.id,
    left(coalesce(full_name, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''), nullif(trim(new.raw_user_meta_data ->> 'name'), '')), 80),
    new.raw_user_meta_data ->> 'avatar_url',
    upper(substr(replace(new.id::text, '-', ''), 1, 8)),
    v_referrer,
    -- The language of the page the account was made on (both auth backends put it in the metadata).
    case when new.raw_user_meta_data ->> 'locale' = 'en' then 'en' else 'es' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

-- Views ----------------------------------------------------------------------------------------

create or replace view public.public_profiles WITH (security_barrier='true') AS
 SELECT p.id,
    p.display_name,
    p.avatar_url
   FROM public.profiles p
  WHERE ((EXISTS ( SELECT 1
           FROM public.user_roles r
          WHERE ((r.user_id = p.id) AND (r.role = 'seller'::text)))) OR (EXISTS ( SELECT 1
           FROM public.coupons c
          WHERE (c.seller_user_id = p.id))) OR (EXISTS ( SELECT 1
           FROM public.reviews r
          WHERE (r.user_id = p.id))));


ALTER TABLE public.public_profiles OWNER TO postgres;

-- Row level security and grants ----------------------------------------------------------------

-- auth_one_time_tokens
revoke all on table app_private.auth_one_time_tokens from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.auth_one_time_tokens to service_role;

-- auth_recovery_grants
revoke all on table app_private.auth_recovery_grants from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.auth_recovery_grants to service_role;

-- auth_sessions
revoke all on table app_private.auth_sessions from public, anon, authenticated, service_role;
grant select, insert, delete, update on table app_private.auth_sessions to service_role;

-- profiles
drop policy if exists profiles_select_self on public.profiles;
create policy profiles_select_self ON public.profiles FOR SELECT TO authenticated USING ((id = ( SELECT auth.uid() AS uid)));
drop policy if exists profiles_update_self on public.profiles;
create policy profiles_update_self ON public.profiles FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));
revoke all on table public.profiles from public, anon, authenticated, service_role;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
grant update (display_name, avatar_url, locale) on table public.profiles to authenticated;

-- public_profiles
revoke all on table public.public_profiles from public, anon, authenticated, service_role;
grant select on table public.public_profiles to anon, authenticated, service_role;

-- user_roles
drop policy if exists user_roles_delete_self on public.user_roles;
create policy user_roles_delete_self ON public.user_roles FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (role = 'seller'::text)));
drop policy if exists user_roles_insert_self on public.user_roles;
create policy user_roles_insert_self ON public.user_roles FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (role = 'seller'::text)));
drop policy if exists user_roles_select_self on public.user_roles;
create policy user_roles_select_self ON public.user_roles FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.user_roles from public, anon, authenticated, service_role;
grant select on table public.user_roles to anon;
grant select, insert, delete, update on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

-- users
-- The built-in auth adapter runs as service_role. On Supabase, auth.users belongs to Supabase Auth
-- and this grant is neither possible nor needed.
do $$
begin
  grant select, insert, update, delete on auth.users to service_role;
exception when insufficient_privilege then null;
end $$;
