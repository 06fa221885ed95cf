-- Issue 14, the admin's side of moderation: decisions on reported or pending coupons and on
-- reported reviews (each checks is_admin, writes the audit log and tells the seller), and the
-- /admin list of what waits.
-- The admin's decision on a hidden or pending coupon: 'restore' (back on sale; also approves a
-- pre-moderated one) or 'remove' (a reason is required and sent to the seller). Open reports of
-- the coupon are resolved either way.
create or replace function public.admin_review_coupon(p_coupon uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before text;
  v_after text;
  v_title text;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_seller uuid;
begin
  perform app_private.require_admin('admin_review_coupon');
  if p_decision not in ('restore', 'remove') then
    raise exception 'admin_review_coupon: unknown decision %', p_decision using errcode = '22023';
  end if;
  if p_decision = 'remove' and v_reason is null then
    raise exception 'admin_review_coupon: a reason is required' using errcode = '22023';
  end if;
  select c.status, c.title into v_before, v_title from public.coupons c where c.id = p_coupon for update;
  if not found then
    return 'not_found';
  end if;
  v_after := case when p_decision = 'restore' then 'active' else 'removed' end;
  if p_decision = 'restore' and v_before not in ('hidden', 'pending') then
    return 'not_under_review';
  end if;
  update public.coupons set status = v_after where id = p_coupon;
  update public.reports set status = 'resolved', resolved_at = now() where coupon_id = p_coupon and status = 'open';
  perform app_private.audit(p_decision || '_coupon', 'coupon', p_coupon::text,
    jsonb_build_object('status', v_before), jsonb_build_object('status', v_after), v_reason);
  v_seller := app_private.coupon_seller(p_coupon);
  if v_seller is not null then
    if p_decision = 'restore' then
      perform app_private.notify(v_seller, 'coupon_restored',
        case when v_before = 'pending' then 'Tu cupón fue aprobado' else 'Tu cupón está visible de nuevo' end,
        left(format('"%s" ya aparece en CuponGT.%s', v_title, coalesce(' ' || v_reason, '')), 500),
        '/cupon/' || p_coupon::text, 'coupon_restored:' || p_coupon::text || ':' || extract(epoch from now())::bigint::text);
    else
      perform app_private.notify(v_seller, 'coupon_removed', 'Retiramos tu cupón',
        left(format('"%s" fue retirado. Motivo: %s', v_title, v_reason), 500),
        '/vendedor', 'coupon_removed:' || p_coupon::text);
    end if;
  end if;
  return v_after;
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_review_coupon(uuid, text, text) from public;
--> statement-breakpoint
grant execute on function public.admin_review_coupon(uuid, text, text) to authenticated;
--> statement-breakpoint
-- The admin's decision on a reported review: 'keep' (reports resolved) or 'remove' (deleted; the
-- log keeps what it said).
create or replace function public.admin_review_review(p_review uuid, p_decision text, p_reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row jsonb;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform app_private.require_admin('admin_review_review');
  if p_decision not in ('keep', 'remove') then
    raise exception 'admin_review_review: unknown decision %', p_decision using errcode = '22023';
  end if;
  select to_jsonb(r) into v_row from public.reviews r where r.id = p_review for update;
  if v_row is null then
    return 'not_found';
  end if;
  update public.reports set status = 'resolved', resolved_at = now() where review_id = p_review and status = 'open';
  if p_decision = 'remove' then
    delete from public.reviews where id = p_review;
    perform app_private.audit('remove_review', 'review', p_review::text, v_row, null, v_reason);
  else
    perform app_private.audit('keep_review', 'review', p_review::text, null, null, v_reason);
  end if;
  return p_decision;
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_review_review(uuid, text, text) from public;
--> statement-breakpoint
grant execute on function public.admin_review_review(uuid, text, text) to authenticated;
--> statement-breakpoint
-- The /admin queue of reported items: one row per coupon or review with open reports, or a
-- coupon waiting for approval (pending), most reported first.
create or replace function public.admin_list_reports(p_limit integer default 100)
returns table (
  kind text, target_id uuid, coupon_id uuid, title text, status text, reporters integer, reasons text[],
  details text[], last_reported_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app_private.require_admin('admin_list_reports');
  return query
    select * from (
      select 'coupon'::text, c.id, c.id, c.title, c.status, count(distinct r.reporter_id)::integer,
             array_remove(array_agg(distinct r.reason), null), array_remove(array_agg(r.details order by r.created_at desc), null),
             max(r.created_at)
      from public.coupons c left join public.reports r on r.coupon_id = c.id and r.status = 'open'
      where c.status in ('hidden', 'pending') or r.id is not null
      group by c.id
      union all
      select 'review'::text, v.id, v.coupon_id, left(coalesce(v.comment, ''), 200), 'open'::text, count(distinct r.reporter_id)::integer,
             array_remove(array_agg(distinct r.reason), null), array_remove(array_agg(r.details order by r.created_at desc), null),
             max(r.created_at)
      from public.reviews v join public.reports r on r.review_id = v.id and r.status = 'open'
      group by v.id
    ) q (kind, target_id, coupon_id, title, status, reporters, reasons, details, last_reported_at)
    order by q.status = 'hidden' desc, q.reporters desc, q.last_reported_at desc nulls last
    limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_list_reports(integer) from public;
--> statement-breakpoint
grant execute on function public.admin_list_reports(integer) to authenticated;
