-- Issue 14, replies to reviews. An owner or manager of the coupon's business answers a review
-- once (editable: the same row is updated); the reply is public like the review. Written only
-- through public.reply_to_review, which checks the role and tells the reviewer (once per review).
create table public.review_replies (
  review_id uuid primary key references public.reviews(id) on delete cascade,
  business_id uuid not null references public.businesses(id) on delete cascade,
  author_user_id uuid references auth.users(id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint review_replies_body_length check (char_length(body) between 1 and 1000 and body = btrim(body))
);
--> statement-breakpoint
alter table public.review_replies enable row level security;
--> statement-breakpoint
create policy "review_replies_select_all" on public.review_replies as permissive for select to anon, authenticated using (true);
--> statement-breakpoint
revoke all on public.review_replies from anon, authenticated, service_role;
--> statement-breakpoint
grant select on public.review_replies to anon, authenticated, service_role;
--> statement-breakpoint
-- Answers 'created', 'updated', 'not_found' or 'invalid'; a caller who is not owner or manager of
-- the coupon's business gets SQLSTATE 42501.
create or replace function public.reply_to_review(p_review uuid, p_body text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := auth.uid();
  v_body text := btrim(coalesce(p_body, ''));
  v_reviewer uuid;
  v_business uuid;
  v_coupon uuid;
  v_title text;
  v_created boolean;
begin
  if v_caller is null then
    raise exception 'reply_to_review: sign-in required' using errcode = '42501';
  end if;
  if char_length(v_body) not between 1 and 1000 then
    return 'invalid';
  end if;
  select r.user_id, c.business_id, c.id, c.title into v_reviewer, v_business, v_coupon, v_title
  from public.reviews r join public.coupons c on c.id = r.coupon_id where r.id = p_review;
  if not found then
    return 'not_found';
  end if;
  if not public.has_business_role(v_business, array['owner', 'manager']::text[]) then
    raise exception 'reply_to_review: owner or manager only' using errcode = '42501';
  end if;
  insert into public.review_replies (review_id, business_id, author_user_id, body)
  values (p_review, v_business, v_caller, v_body)
  on conflict (review_id) do update set body = excluded.body, author_user_id = excluded.author_user_id, updated_at = now()
  returning (xmax = 0) into v_created;
  if v_created and v_reviewer is not null and v_reviewer <> v_caller then
    perform app_private.notify(v_reviewer, 'review_reply', 'El negocio respondió a tu reseña',
      left(format('Sobre "%s": %s', v_title, v_body), 500), '/cupon/' || v_coupon::text, 'review_reply:' || p_review::text);
  end if;
  return case when v_created then 'created' else 'updated' end;
end;
$$;
--> statement-breakpoint
revoke all on function public.reply_to_review(uuid, text) from public;
--> statement-breakpoint
grant execute on function public.reply_to_review(uuid, text) to authenticated;
