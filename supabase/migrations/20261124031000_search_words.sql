-- Issue 17: a typo with no exact match anywhere ('masje') made match_coupons recheck thousands of
-- coupons with strict_word_similarity (~270 ms at 100k on PostgreSQL). The pg_trgm way: a
-- dictionary of the catalogue's words, small enough to compare a typo against all of them; the
-- closest words are then searched exactly, through the trigram index. Words are only added (a
-- word no coupon has any more matches nothing exactly: harmless). Read only by match_coupons,
-- which runs as the owner: no grants to anon or authenticated.
create table public.search_words (
  word text primary key
);
--> statement-breakpoint
alter table public.search_words enable row level security;
--> statement-breakpoint
revoke all on table public.search_words from public, anon, authenticated;
--> statement-breakpoint
grant select, insert on table public.search_words to service_role;
--> statement-breakpoint
create index search_words_trgm_idx on public.search_words using gin (word gin_trgm_ops);
--> statement-breakpoint
insert into public.search_words (word)
select distinct w from public.coupons c, regexp_split_to_table(c.search_text, '[^a-z0-9]+') w
where char_length(w) >= 4
on conflict do nothing;
--> statement-breakpoint
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
--> statement-breakpoint
revoke all on function public.add_search_words() from public, anon, authenticated;
--> statement-breakpoint
create trigger coupons_search_words
after insert or update of title, description on public.coupons
for each row execute function public.add_search_words();
--> statement-breakpoint
-- match_coupons: a group nothing matches exactly takes the dictionary words of the same shape
-- (same first two letters, as long or up to two letters longer) within similarity 0.35, the 5
-- closest, and matches them as whole words. Otherwise as in 20261124030600_search_term_groups.
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
  typos text[];
  near text[];
  found boolean;
  alternatives text[] := '{}';
begin
  perform set_config('pg_trgm.similarity_threshold', '0.35', true);
  for grp in select jsonb_array_elements(coalesce(terms, '[]'::jsonb)) loop
    exact := '{}';
    typos := '{}';
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
      if char_length(term) >= 4 and term ~ '^[a-z0-9]+$' then
        typos := typos || term;
      end if;
    end loop;
    if cardinality(exact) = 0 then
      continue;
    end if;
    found := true;
    if cardinality(typos) > 0 then
      execute 'select exists (select 1 from public.coupons c where ' || listable || ' and (' || array_to_string(exact, ' or ') || '))' into found;
    end if;
    if not found then
      -- A typo of a word: the dictionary's closest words of the same shape. The shape rule keeps
      -- short everyday words out: 'susi' finds 'sushi', not 'sus'; 'pinata' not 'pina'.
      select coalesce(array_agg(format('c.search_text ~ %L', '\m' || x.word || '\M')), '{}') into near
      from (
        select w.word from public.search_words w, unnest(typos) t
        where w.word % t
          and left(w.word, 2) = left(t, 2)
          and char_length(w.word) between char_length(t) and char_length(t) + 2
        order by similarity(w.word, t) desc, w.word
        limit 5
      ) x;
      exact := exact || near;
    end if;
    query := query || ' and (' || array_to_string(exact, ' or ') || ')';
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
