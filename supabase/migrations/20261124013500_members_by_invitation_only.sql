-- No request adds business members directly any more (issue 15, item 7): add_business_member
-- put any account into a business without its consent and told the owner which e-mails had
-- accounts. Memberships now come from two places only: the owner row the on_business_created
-- trigger writes for whoever creates a business, and respond_business_invitation when the
-- invitee accepts. Both are SECURITY DEFINER; the seed and migrations run as the table owner.
drop function if exists public.add_business_member(uuid, text, text);
--> statement-breakpoint
drop policy if exists "business_members_insert_owner" on public.business_members;
--> statement-breakpoint
revoke insert on public.business_members from public, anon, authenticated;
--> statement-breakpoint
-- Owners still change roles, but never to 'owner': making someone an owner would hand them the
-- business (and its last-owner protection) without their consent.
alter policy "business_members_update_owner" on public.business_members to authenticated
  using (public.has_business_role("business_members"."business_id", array['owner']::text[]))
  with check (public.has_business_role("business_members"."business_id", array['owner']::text[]) and "business_members"."role" <> 'owner');
