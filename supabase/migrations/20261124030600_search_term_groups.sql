-- Issue 17 'Search that finds what people mean'. A term may now be a group of alternatives (its
-- plural-free stem and synonyms, built in lib/domain/search-terms.ts): the group matches when any
-- alternative is a substring of the coupon's text. Typo tolerance (strict word similarity >= 0.35
-- to a word of the same shape; was word similarity >= 0.5 to anything) applies only to a group
-- nothing matches exactly, so 'sushi' no longer brings 'suspensión', 'masje' finds massages but
-- not 'masa madre', and 'pinata' finds nothing rather than hikes.
create or replace function public.match_coupons(terms jsonb, place_terms jsonb, keywords jsonb, category_id text)
returns table (id uuid)
language plpgsql
stable
security definer
set search_path = public, extensions
as $$
declare
  listable text := 'c.status = ''active'' and c.end_time > now()';
  query text := 'select c.id from public.coupons c where ' || listable;
  grp jsonb;
  term text;
  exact text[];
  fuzzy text[];
  found boolean;
  alternatives text[] := '{}';
begin
  perform set_config('pg_trgm.strict_word_similarity_threshold', '0.35', true);
  for grp in select jsonb_array_elements(coalesce(terms, '[]'::jsonb)) loop
    exact := '{}';
    fuzzy := '{}';
    -- A group is a string, an array of alternatives, or {"any": [...], "exact": true}: the
    -- any-word fallback of lib/data/search.ts, which takes no typo on top of its looseness.
    for term in select jsonb_array_elements_text(case jsonb_typeof(grp) when 'array' then grp when 'object' then grp -> 'any' else jsonb_build_array(grp) end) loop
      if jsonb_typeof(grp) = 'object' then
        -- The any-word fallback: whole words only, plural endings allowed (plain words, so the
        -- regex is literal): 'table' is not 'tablet'.
        if term ~ '^[a-z0-9 ]+$' then
          exact := exact || format('c.search_text ~ %L', '\m' || term || '(s|es)?\M');
        end if;
        continue;
      end if;
      exact := exact || format('c.search_text like %L', '%' || public.like_escape(term) || '%');
      -- A typo of a word: trigram-close (strict word similarity, indexed) to a word that starts
      -- with the same two letters and is as long or up to two letters longer. The shape rule
      -- keeps short everyday words out: 'susi' finds 'sushi', not 'sus'; 'pinata' not 'pina'.
      if char_length(term) >= 4 and term ~ '^[a-z0-9]+$' and jsonb_typeof(grp) <> 'object' then
        fuzzy := fuzzy || format('(%L <<%% c.search_text and c.search_text ~ %L)', term,
          '\m' || left(term, 2) || '[a-z0-9]{' || (char_length(term) - 2) || ',' || char_length(term) || '}\M');
      end if;
    end loop;
    if cardinality(exact) = 0 then
      continue;
    end if;
    found := false;
    if cardinality(fuzzy) > 0 then
      execute 'select exists (select 1 from public.coupons c where ' || listable || ' and (' || array_to_string(exact, ' or ') || '))' into found;
    end if;
    if found or cardinality(fuzzy) = 0 then
      query := query || ' and (' || array_to_string(exact, ' or ') || ')';
    else
      query := query || ' and (' || array_to_string(exact || fuzzy, ' or ') || ')';
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
grant execute on function public.match_coupons(jsonb, jsonb, jsonb, text) to anon, authenticated, service_role;
