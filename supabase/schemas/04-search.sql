-- Search: coupon matching, search terms and the words index.
-- The current state of these objects: to change one, edit it here (docs/database.md).

-- Functions ------------------------------------------------------------------------------------

create or replace function public.like_escape(value text)
returns text
language sql
immutable
parallel safe
strict
as $$ select replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_') $$;

create or replace function public.add_search_words()
returns trigger
language plpgsql
security definer
set search_path = public, extensions
as $$
begin
  insert into public.search_words (word)
  select distinct w from regexp_split_to_table(new.search_text, '[^a-z0-9]+') w
  where char_length(w) >= 4
  on conflict do nothing;
  return null;
end;
$$;
revoke all on function public.add_search_words() from public, anon, authenticated, service_role;

-- The text search columns of a coupon, from its text: what they were as generated columns, now
-- computed only when that text is written (coupons_search_columns), not on every stock move. The
-- searchable text is the Spanish title and description, then the English ones when present.
-- Anything written to the columns themselves is replaced by what the text gives.
create or replace function app_private.coupon_search_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_searchable text := coalesce(new.title, '') || ' ' || coalesce(new.description, '')
    || coalesce(' ' || new.title_en, '') || coalesce(' ' || new.description_en, '');
begin
  new.search_text := lower(public.immutable_unaccent(v_searchable));
  new.place_text := lower(public.immutable_unaccent(coalesce(new.location, '') || ' ' || coalesce(new.city, '') || ' '
    || coalesce(new.address, '') || ' ' || v_searchable));
  new.keyword_categories := public.keyword_categories(new.search_text, new.category);
  new.text_signature := public.text_signature(new.search_text);
  return new;
end;
$$;
revoke all on function app_private.coupon_search_columns() from public, anon, authenticated, service_role;

-- match_coupons' query: its text, built from resolved groups of terms. Words are checked to be
-- plain (letters and digits) before they become a regex, whoever passes them. Only match_coupons
-- and estimate_coupon_matches (both the owner's) run it.
create or replace function public.match_coupons_query(terms jsonb, place_terms jsonb, keywords jsonb, category_id text)
returns text
language plpgsql
stable
security definer
set search_path = public, extensions
as $$
declare
  listable text := 'c.status = ''active'' and c.end_time > now()';
  statement text := 'select c.id from public.coupons c where ' || listable;
  grp jsonb;
  term text;
  exact text[];
  alternatives text[] := '{}';
begin
  for grp in select jsonb_array_elements(public.resolve_search_terms(terms)) loop
    exact := '{}';
    if grp ? 'any' then
      -- The any-word fallback: whole words only, plural endings allowed (plain words, so the
      -- regex is literal): 'table' is not 'tablet'.
      for term in select jsonb_array_elements_text(grp -> 'any') loop
        if term ~ '^[a-z0-9 ]+$' then
          exact := exact || format('c.search_text ~ %L', '\m' || term || '(s|es)?\M');
        end if;
      end loop;
    else
      for term in select jsonb_array_elements_text(coalesce(grp -> 'like', '[]'::jsonb)) loop
        exact := exact || format('c.search_text like %L', '%' || public.like_escape(term) || '%');
      end loop;
      for term in select jsonb_array_elements_text(coalesce(grp -> 'words', '[]'::jsonb)) loop
        if term ~ '^[a-z0-9]+$' then
          exact := exact || format('c.search_text ~ %L', '\m' || term || '\M');
        end if;
      end loop;
    end if;
    if cardinality(exact) = 0 then
      continue;
    end if;
    statement := statement || ' and (' || array_to_string(exact, ' or ') || ')';
  end loop;
  for term in select jsonb_array_elements_text(coalesce(place_terms, '[]'::jsonb)) loop
    statement := statement || format(' and c.place_text like %L', '%' || public.like_escape(term) || '%');
  end loop;
  if category_id is not null then
    alternatives := alternatives || format('c.category = %L', category_id);
  end if;
  for term in select jsonb_array_elements_text(coalesce(keywords, '[]'::jsonb)) loop
    alternatives := alternatives || format('c.search_text like %L', '%' || public.like_escape(term) || '%');
  end loop;
  if cardinality(alternatives) > 0 then
    statement := statement || ' and (' || array_to_string(alternatives, ' or ') || ')';
  end if;
  return statement;
end;
$$;
revoke all on function public.match_coupons_query(terms jsonb, place_terms jsonb, keywords jsonb, category_id text) from public, anon, authenticated, service_role;

-- match_coupons: the search, on resolved groups of terms.
create or replace function public.match_coupons(terms jsonb, place_terms jsonb, keywords jsonb, category_id text)
returns table (id uuid)
language plpgsql
stable
security definer
set search_path = public, extensions
as $$
begin
  return query execute public.match_coupons_query(terms, place_terms, keywords, category_id);
end;
$$;
revoke all on function public.match_coupons(terms jsonb, place_terms jsonb, keywords jsonb, category_id text) from public, anon, authenticated, service_role;
grant execute on function public.match_coupons(terms jsonb, place_terms jsonb, keywords jsonb, category_id text) to public, anon, authenticated, service_role;

-- The planner's estimate of match_coupons' rows (pg_trgm's selectivity of its patterns), for
-- near-me search to choose between starting from the matches and walking the branches
-- (lib/data/search/near-words.ts). As the owner: under row level security the planner may not use
-- a column's statistics with a non-leakproof operator such as LIKE, and guesses 95 rows whatever
-- the words. It gives a number only, never a row. Volatile: PostgreSQL allows EXPLAIN only there.
create or replace function public.estimate_coupon_matches(terms jsonb, place_terms jsonb, keywords jsonb, category_id text)
returns double precision
language plpgsql
volatile
security definer
set search_path = public, extensions
as $$
declare
  plan json;
begin
  execute 'explain (format json) ' || public.match_coupons_query(terms, place_terms, keywords, category_id) into plan;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
end;
$$;
revoke all on function public.estimate_coupon_matches(terms jsonb, place_terms jsonb, keywords jsonb, category_id text) from public, anon, authenticated, service_role;
grant execute on function public.estimate_coupon_matches(terms jsonb, place_terms jsonb, keywords jsonb, category_id text) to anon, authenticated, service_role;

-- Typo searches at a million coupons. A search calls match_coupons twice (the bounded
-- count, then the page), and each call resolved the query's terms again: the exists check of a
-- term and, for a typo ('piza', 'masje'), the trigram lookup in search_words (0.3-14 ms each at 1M
-- coupons, depending on the machine's load). Resolution is now a function of its own: lib/data/search/search.ts calls it once per search
-- and passes its answer to both queries. A resolved group is {"like": [...], "words": [...]}: its
-- terms as substrings, or the dictionary's closest words as whole words. match_coupons resolves
-- whatever is not resolved yet, so any caller gets the same rows as before.
-- A group may come as {"terms": [...], "typo": [...]}: an English word that is one slip away from a
-- word of the bilingual list (lib/domain/search-synonyms.ts, 'masage' from 'massage') brings that
-- word and its Spanish equivalents as `typo`, tried as substrings only when the terms themselves
-- match nothing, as the dictionary's words are; a Spanish word that matches keeps its meaning.
create or replace function public.resolve_search_terms(terms jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = public, extensions
as $$
declare
  listable text := 'c.status = ''active'' and c.end_time > now()';
  grp jsonb;
  term text;
  likes text[];
  exact text[];
  typos text[];
  near text[];
  slips text[];
  found boolean;
  resolved jsonb := '[]'::jsonb;
begin
  perform set_config('pg_trgm.similarity_threshold', '0.35', true);
  for grp in select jsonb_array_elements(coalesce(terms, '[]'::jsonb)) loop
    -- Already resolved, or the any-word fallback of lib/data/search/search.ts ({"any": [...], "exact":
    -- true}: whole words, no typo on top of its looseness): as it is.
    if jsonb_typeof(grp) = 'object' and not grp ? 'terms' then
      resolved := resolved || jsonb_build_array(grp);
      continue;
    end if;
    slips := '{}';
    if jsonb_typeof(grp) = 'object' then
      select coalesce(array_agg(x), '{}') into slips
      from jsonb_array_elements_text(coalesce(grp -> 'typo', '[]'::jsonb)) x where x ~ '^[a-z0-9 ]+$';
      grp := coalesce(grp -> 'terms', '[]'::jsonb);
    end if;
    likes := '{}';
    exact := '{}';
    typos := '{}';
    for term in select jsonb_array_elements_text(case jsonb_typeof(grp) when 'array' then grp else jsonb_build_array(grp) end) loop
      likes := likes || term;
      exact := exact || format('c.search_text like %L', '%' || public.like_escape(term) || '%');
      if char_length(term) >= 4 and term ~ '^[a-z0-9]+$' then
        typos := typos || term;
      end if;
    end loop;
    near := '{}';
    if cardinality(typos) > 0 then
      execute 'select exists (select 1 from public.coupons c where ' || listable || ' and (' || array_to_string(exact, ' or ') || '))' into found;
      if not found then
        -- A typo of a word: the dictionary's closest words of the same shape. The shape rule keeps
        -- short everyday words out: 'susi' finds 'sushi', not 'sus'; 'pinata' not 'pina'.
        select coalesce(array_agg(x.word order by x.rank), '{}') into near
        from (
          select w.word, row_number() over (order by similarity(w.word, t) desc, w.word) as rank
          from public.search_words w, unnest(typos) t
          where w.word % t
            and left(w.word, 2) = left(t, 2)
            and char_length(w.word) between char_length(t) and char_length(t) + 2
          order by similarity(w.word, t) desc, w.word
          limit 5
        ) x;
        likes := likes || slips;
      end if;
    end if;
    resolved := resolved || jsonb_build_array(jsonb_build_object('like', to_jsonb(likes), 'words', to_jsonb(near)));
  end loop;
  return resolved;
end;
$$;
revoke all on function public.resolve_search_terms(terms jsonb) from public, anon, authenticated, service_role;
grant execute on function public.resolve_search_terms(terms jsonb) to public, anon, authenticated, service_role;

-- A category's keywords as the data layer passes them (a JSON array, in the catalogue's order).
create or replace function public.catalogue_keywords(category_id text)
returns jsonb
language sql
immutable
parallel safe
as $$ select jsonb_agg(k.keyword order by k.ord) from public.catalogue_keyword_list() k where k.category = category_id $$;
revoke all on function public.catalogue_keywords(category_id text) from public, anon, authenticated, service_role;
grant execute on function public.catalogue_keywords(category_id text) to public, anon, authenticated, service_role;

-- Triggers -------------------------------------------------------------------------------------

create or replace trigger coupons_search_columns BEFORE INSERT OR UPDATE OF title, description, title_en, description_en, location, city, address, category, search_text, place_text, keyword_categories, text_signature ON public.coupons FOR EACH ROW EXECUTE FUNCTION app_private.coupon_search_columns();
create or replace trigger coupons_search_words AFTER INSERT OR UPDATE OF title, description, title_en, description_en ON public.coupons FOR EACH ROW EXECUTE FUNCTION public.add_search_words();

-- Row level security and grants ----------------------------------------------------------------

-- search_words
revoke all on table public.search_words from public, anon, authenticated, service_role;
grant select, insert on table public.search_words to service_role;
