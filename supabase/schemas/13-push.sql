-- Web push: the subscriptions of each user's devices, the kinds they turned off, and the hook that
-- turns an inbox row into a push job.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

-- Every producer writes the inbox (app_private.notify, notify_followers' set-based fan-out), so the
-- push rides on the insert itself: one statement-level trigger queues one send_push job per new
-- row of a pushed kind whose user has a device subscribed and has not turned the kind off. A
-- follower fan-out of thousands of rows is one insert into the queue. The kinds are those of
-- lib/wallet/rules/push-kinds.ts.
create or replace function app_private.enqueue_push()
returns trigger
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into app_private.jobs (name, payload, key, max_attempts)
  select 'send_push', jsonb_build_object('notificationId', a.id), 'push:' || a.id, 5
  from added a
  where a.kind in ('voucher_expiring', 'gift_claimed', 'refund_settled', 'coupon_published', 'review_reply',
    'booking_reminder', 'booking_moved', 'booking_cancelled')
    and exists (select 1 from public.push_subscriptions s where s.user_id = a.user_id)
    and not exists (select 1 from public.push_opt_outs o where o.user_id = a.user_id and o.kind = a.kind)
  on conflict (key) do nothing;
  return null;
end;
$$;
revoke all on function app_private.enqueue_push() from public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger notifications_enqueue_push AFTER INSERT ON public.notifications REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION app_private.enqueue_push();

-- Row level security and grants ----------------------------------------------------------------

-- push_subscriptions: a user sees, adds, refreshes and removes only their own devices; the push
-- job (service_role) reads them and deletes those the push service calls gone.
drop policy if exists push_subscriptions_select_own on public.push_subscriptions;
create policy push_subscriptions_select_own ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists push_subscriptions_insert_own on public.push_subscriptions;
create policy push_subscriptions_insert_own ON public.push_subscriptions FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists push_subscriptions_update_own on public.push_subscriptions;
create policy push_subscriptions_update_own ON public.push_subscriptions FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists push_subscriptions_delete_own on public.push_subscriptions;
create policy push_subscriptions_delete_own ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.push_subscriptions from public, anon, authenticated, service_role;
-- Insert on the whole row: the ORM names every column (defaults included); the policy pins user_id.
grant select, insert, update (p256dh, auth, user_agent), delete on table public.push_subscriptions to authenticated;
grant select, update, delete on table public.push_subscriptions to service_role;

-- push_opt_outs
drop policy if exists push_opt_outs_select_own on public.push_opt_outs;
create policy push_opt_outs_select_own ON public.push_opt_outs FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists push_opt_outs_insert_own on public.push_opt_outs;
create policy push_opt_outs_insert_own ON public.push_opt_outs FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));
drop policy if exists push_opt_outs_delete_own on public.push_opt_outs;
create policy push_opt_outs_delete_own ON public.push_opt_outs FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.push_opt_outs from public, anon, authenticated, service_role;
grant select, insert, delete on table public.push_opt_outs to authenticated;
grant select on table public.push_opt_outs to service_role;
