-- Issue 14: the operator sets a business's commission rate from /admin. The column is guarded
-- against request roles (app_private.guard_commission_rate); this admin-only function is the one
-- door, and writes the audit log with the rate before and after. The cap (50%) is the
-- marketplace's rule; the column's own check (0..1) stays as the outer bound.
create or replace function public.admin_set_commission_rate(p_business uuid, p_rate numeric)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_before numeric;
begin
  perform app_private.require_admin('admin_set_commission_rate');
  if p_rate is null or p_rate < 0 or p_rate > 0.5 or p_rate <> round(p_rate, 4) then
    raise exception 'admin_set_commission_rate: rate must be between 0 and 0.5' using errcode = '22023';
  end if;
  select b.commission_rate into v_before from public.businesses b where b.id = p_business for update;
  if not found then
    return 'not_found';
  end if;
  update public.businesses set commission_rate = p_rate where id = p_business;
  perform app_private.audit('set_commission_rate', 'business', p_business::text,
    jsonb_build_object('commission_rate', v_before), jsonb_build_object('commission_rate', p_rate), null);
  return 'ok';
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_set_commission_rate(uuid, numeric) from public;
--> statement-breakpoint
grant execute on function public.admin_set_commission_rate(uuid, numeric) to authenticated;
--> statement-breakpoint
-- The businesses and their rates, for the admin screen (a name filter; admins only).
create or replace function public.admin_list_commissions(p_query text, p_limit integer default 50)
returns table (id uuid, name text, slug text, commission_rate numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform app_private.require_admin('admin_list_commissions');
  return query
  select b.id, b.name, b.slug, b.commission_rate::numeric
  from public.businesses b
  where coalesce(p_query, '') = '' or b.name ilike '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  order by b.name, b.id
  limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;
--> statement-breakpoint
revoke all on function public.admin_list_commissions(text, integer) from public;
--> statement-breakpoint
grant execute on function public.admin_list_commissions(text, integer) to authenticated;
