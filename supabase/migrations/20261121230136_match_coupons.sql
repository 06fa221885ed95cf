-- Text matching of the public catalogue search. Row level security evaluates a query's own
-- conditions only after the policy's, and LIKE / trigram operators are not leakproof, so under
-- RLS the trigram indexes are never used (1.2 s instead of 3 ms at 100k coupons). This function
-- runs as its owner, applies the public visibility rule itself (active, not expired: exactly what
-- the anon policy and SPEC allow to be listed) and returns only ids; the caller then reads the
-- rows as anon, under RLS. Literals are quoted with format(%L): no injection through terms.
create or replace function public.match_coupons(terms jsonb, place_terms jsonb, keywords jsonb, category_id text)
returns table (id uuid)
language plpgsql
stable
security definer
set search_path = public, extensions
as $$
declare
  query text := 'select c.id from public.coupons c where c.status = ''active'' and c.end_time > now()';
  term text;
  alternatives text[] := '{}';
begin
  perform set_config('pg_trgm.word_similarity_threshold', '0.5', true);
  for term in select jsonb_array_elements_text(coalesce(terms, '[]'::jsonb)) loop
    if char_length(term) >= 4 then
      query := query || format(' and (c.search_text like %L or %L <%% c.search_text)', '%' || public.like_escape(term) || '%', term);
    else
      query := query || format(' and c.search_text like %L', '%' || public.like_escape(term) || '%');
    end if;
  end loop;
  for term in select jsonb_array_elements_text(coalesce(place_terms, '[]'::jsonb)) loop
    query := query || format(' and c.place_text like %L', '%' || public.like_escape(term) || '%');
  end loop;
  if category_id is not null then
    alternatives := alternatives || format('c.category = %L', category_id);
  end if;
  for term in select jsonb_array_elements_text(coalesce(keywords, '[]'::jsonb)) loop
    alternatives := alternatives || format('c.search_text like %L', '%' || public.like_escape(term) || '%');
  end loop;
  if cardinality(alternatives) > 0 then
    query := query || ' and (' || array_to_string(alternatives, ' or ') || ')';
  end if;
  return query execute query;
end;
$$;
--> statement-breakpoint
create or replace function public.like_escape(value text)
returns text
language sql
immutable
parallel safe
strict
as $$ select replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_') $$;
--> statement-breakpoint
grant execute on function public.match_coupons(jsonb, jsonb, jsonb, text) to anon, authenticated, service_role;
