-- Members join a business by invitation only (issue 15, item 7). An owner invites an e-mail
-- address; the person signed in with that address accepts or declines. The inviter gets the same
-- answer whether or not the address has an account, so invitations can't be used to probe for
-- accounts, and nobody becomes a member without saying yes.
--
-- Requests never touch the table: every read and write goes through the SECURITY DEFINER
-- functions below, which check who is asking. Invitations are answered from /perfil, where the
-- invitee's own pending invitations are listed by the e-mail of their account, so the e-mail
-- link carries no secret. Expired invitations are those past expires_at (7 days); the status
-- column says 'expired' once someone tries to answer one.
create table public.business_invitations (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references public.businesses (id) on delete cascade,
  email text not null,
  role text not null,
  invited_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending',
  accepted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '7 days'),
  responded_at timestamptz,
  constraint business_invitations_email_check check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  -- Never 'owner': ownership is not something one person can hand to another by e-mail.
  constraint business_invitations_role_check check (role in ('manager', 'editor')),
  constraint business_invitations_status_check check (status in ('pending', 'accepted', 'declined', 'revoked', 'expired'))
);
--> statement-breakpoint
alter table public.business_invitations enable row level security;
--> statement-breakpoint
-- At most one open invitation per address and business (a new one replaces the old).
create unique index business_invitations_pending_key on public.business_invitations (business_id, email) where status = 'pending';
--> statement-breakpoint
create index business_invitations_email_idx on public.business_invitations (email) where status = 'pending';
--> statement-breakpoint
revoke all on public.business_invitations from public, anon, authenticated;
--> statement-breakpoint
grant all on public.business_invitations to service_role;
--> statement-breakpoint
-- The signed-in user's e-mail, lower-cased, once confirmed; null for anon. An address nobody has
-- confirmed (AUTH_EMAIL_CONFIRMATION on, link not opened yet) sees and answers no invitations.
-- Private helper of the functions below.
create or replace function public.current_user_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(u.email)) from auth.users u where u.id = auth.uid() and u.email_confirmed_at is not null;
$$;
--> statement-breakpoint
revoke all on function public.current_user_email() from public, anon, authenticated;
--> statement-breakpoint
grant execute on function public.current_user_email() to service_role;
--> statement-breakpoint
-- An owner invites an address as manager or editor. Answers 'sent' for every well-formed address
-- that is not already in the team, account or not ('forbidden', 'invalid_role', 'invalid_email',
-- 'already_member' (owners see their members' e-mails anyway) or 'too_many' otherwise); the
-- caller then mails the address. A second invitation to the same address replaces the first.
create or replace function public.invite_business_member(p_business uuid, p_email text, p_role text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target text := lower(btrim(coalesce(p_email, '')));
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    return 'forbidden';
  end if;
  if p_role is null or p_role not in ('manager', 'editor') then
    return 'invalid_role';
  end if;
  if char_length(target) not between 3 and 254 or target !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    return 'invalid_email';
  end if;
  if exists (
    select 1 from public.business_members m join auth.users u on u.id = m.user_id
    where m.business_id = p_business and lower(btrim(u.email)) = target
  ) then
    return 'already_member';
  end if;
  update public.business_invitations set status = 'revoked', responded_at = now()
  where business_id = p_business and email = target and status = 'pending';
  -- Our mailer must not become a way to send many mails from one business.
  if (select count(*) from public.business_invitations i
      where i.business_id = p_business and i.created_at > now() - interval '1 day') >= 50 then
    return 'too_many';
  end if;
  insert into public.business_invitations (business_id, email, role, invited_by)
  values (p_business, target, p_role, auth.uid());
  return 'sent';
end;
$$;
--> statement-breakpoint
revoke all on function public.invite_business_member(uuid, text, text) from public, anon;
--> statement-breakpoint
grant execute on function public.invite_business_member(uuid, text, text) to authenticated, service_role;
--> statement-breakpoint
-- A business's open invitations, for its owners only (everyone else gets no rows).
create or replace function public.list_business_invitations(p_business uuid)
returns table (id uuid, email text, role text, invited_by_name text, created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.email, i.role, p.display_name, i.created_at, i.expires_at
  from public.business_invitations i
  left join public.profiles p on p.id = i.invited_by
  where i.business_id = p_business and i.status = 'pending' and i.expires_at > now()
    and public.has_business_role(p_business, array['owner']::text[])
  order by i.created_at desc, i.id;
$$;
--> statement-breakpoint
revoke all on function public.list_business_invitations(uuid) from public, anon;
--> statement-breakpoint
grant execute on function public.list_business_invitations(uuid) to authenticated, service_role;
--> statement-breakpoint
-- The signed-in user's open invitations: those addressed to their account's e-mail.
create or replace function public.list_my_business_invitations()
returns table (id uuid, business_id uuid, business_name text, business_slug text, role text, invited_by_name text, created_at timestamptz, expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.business_id, b.name, b.slug, i.role, p.display_name, i.created_at, i.expires_at
  from public.business_invitations i
  join public.businesses b on b.id = i.business_id
  left join public.profiles p on p.id = i.invited_by
  where i.email = public.current_user_email() and i.status = 'pending' and i.expires_at > now()
  order by i.created_at desc, i.id;
$$;
--> statement-breakpoint
revoke all on function public.list_my_business_invitations() from public, anon;
--> statement-breakpoint
grant execute on function public.list_my_business_invitations() to authenticated, service_role;
--> statement-breakpoint
-- The invitee answers. Only the account whose e-mail the invitation names can see or answer it
-- ('not_found' for anyone else); only a pending, unexpired invitation changes anything
-- ('unavailable', 'expired'). Answering the same way twice repeats the first answer and changes
-- nothing, so a double click is harmless. Accepting never changes an existing membership's role.
create or replace function public.respond_business_invitation(p_invitation uuid, p_accept boolean)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  inv public.business_invitations%rowtype;
begin
  if me is null or p_accept is null then
    return 'not_found';
  end if;
  select * into inv from public.business_invitations i
  where i.id = p_invitation and i.email = public.current_user_email()
  for update;
  if not found then
    return 'not_found';
  end if;
  if inv.status = 'accepted' and p_accept and inv.accepted_by = me then
    return 'accepted';
  end if;
  if inv.status = 'declined' and not p_accept then
    return 'declined';
  end if;
  if inv.status <> 'pending' then
    return case when inv.status = 'expired' then 'expired' else 'unavailable' end;
  end if;
  if inv.expires_at <= now() then
    update public.business_invitations set status = 'expired' where id = inv.id;
    return 'expired';
  end if;
  if p_accept then
    insert into public.business_members (business_id, user_id, role)
    values (inv.business_id, me, inv.role)
    on conflict (business_id, user_id) do nothing;
    update public.business_invitations set status = 'accepted', accepted_by = me, responded_at = now() where id = inv.id;
    return 'accepted';
  end if;
  update public.business_invitations set status = 'declined', responded_at = now() where id = inv.id;
  return 'declined';
end;
$$;
--> statement-breakpoint
revoke all on function public.respond_business_invitation(uuid, boolean) from public, anon;
--> statement-breakpoint
grant execute on function public.respond_business_invitation(uuid, boolean) to authenticated, service_role;
--> statement-breakpoint
-- An owner withdraws an open invitation of their business: 'revoked', 'not_found' (no open
-- invitation of this business by that id) or 'forbidden' (not an owner).
create or replace function public.revoke_business_invitation(p_business uuid, p_invitation uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.has_business_role(p_business, array['owner']::text[]) then
    return 'forbidden';
  end if;
  update public.business_invitations set status = 'revoked', responded_at = now()
  where id = p_invitation and business_id = p_business and status = 'pending';
  return case when found then 'revoked' else 'not_found' end;
end;
$$;
--> statement-breakpoint
revoke all on function public.revoke_business_invitation(uuid, uuid) from public, anon;
--> statement-breakpoint
grant execute on function public.revoke_business_invitation(uuid, uuid) to authenticated, service_role;
