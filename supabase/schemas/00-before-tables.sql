-- Before the tables: the extensions, and the pure functions that generated columns and check
-- constraints call. Applied BEFORE the migrations (lib/db/migrate.ts), because the tables need them.

create extension if not exists pg_trgm;
create extension if not exists unaccent;
-- Distances for near-me search and the branches' GiST index (ll_to_earth, earth_box, earth_distance).
create extension if not exists cube;
create extension if not exists earthdistance;

-- Functions ------------------------------------------------------------------------------------

-- Accent-insensitive search: unaccent() is only STABLE (its dictionary could change), so an
-- IMMUTABLE wrapper lets generated columns and indexes use it. The search_path covers both a
-- local install (public) and Supabase's (extensions).
create or replace function public.immutable_unaccent(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = public, extensions
as $$ select unaccent('unaccent', value) $$;
revoke all on function public.immutable_unaccent(value text) from public, anon, authenticated, service_role;
grant execute on function public.immutable_unaccent(value text) to public, anon, authenticated, service_role;

-- The branches' GiST index expression (lib/db/schema/branches.ts) and the near-me box test that
-- uses it. ll_to_earth's own body names the type earth and the function earth() without a schema,
-- so pg_restore, which runs with an empty search_path, could not rebuild an index on it; this
-- wrapper pins the search path (local install: public; Supabase: extensions).
create or replace function public.branch_earth(lat double precision, lng double precision)
returns earth
language sql
immutable
parallel safe
strict
set search_path = public, extensions
as $$ select ll_to_earth(lat, lng) $$;
revoke all on function public.branch_earth(lat double precision, lng double precision) from public, anon, authenticated, service_role;
grant execute on function public.branch_earth(lat double precision, lng double precision) to public, anon, authenticated, service_role;

-- The NIT a buyer gives for the invoice, stored on the order, and reserve_order
-- taking it from the contact. The application validates it first (lib/domain/nit.ts); the
-- database checks the same rule so no other path can store a NIT with a wrong check digit.
-- Guatemala's NIT: digits then a check character (mod 11 with weights 2, 3, ... from the right of
-- the body; 10 is 'K'), or 'CF' (consumidor final). Input normalised: upper case, no dash.
create or replace function public.is_valid_nit(p_nit text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_body text;
  v_sum integer := 0;
  v_len integer;
  v_expected integer;
  i integer;
begin
  if p_nit = 'CF' then
    return true;
  end if;
  if p_nit is null or p_nit !~ '^[0-9]{1,12}[0-9K]$' then
    return false;
  end if;
  v_body := left(p_nit, -1);
  v_len := char_length(v_body);
  for i in 1 .. v_len loop
    v_sum := v_sum + substr(v_body, i, 1)::integer * (v_len - i + 2);
  end loop;
  v_expected := (11 - v_sum % 11) % 11;
  return right(p_nit, 1) = case when v_expected = 10 then 'K' else v_expected::text end;
end;
$$;
revoke all on function public.is_valid_nit(p_nit text) from public, anon, authenticated, service_role;
grant execute on function public.is_valid_nit(p_nit text) to public, anon, authenticated, service_role;

-- Guatemala's CUI (the DPI's 13 digits), which a buyer without a NIT gives for the invoice
-- (lib/domain/fel/ids.ts, the same rule): 8 digits, a check digit (the 8 weighted 2..9 from the
-- left, mod 11), a department 01-22 and a municipality of that department, as RENAP numbers them.
create or replace function public.is_valid_cui(p_cui text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_municipalities integer[] := array[17, 8, 16, 16, 13, 14, 19, 8, 24, 21, 9, 30, 32, 21, 8, 17, 14, 5, 11, 11, 7, 17];
  v_department integer;
  v_municipality integer;
  v_sum integer := 0;
  i integer;
begin
  if p_cui is null or p_cui !~ '^[0-9]{13}$' then
    return false;
  end if;
  v_department := substr(p_cui, 10, 2)::integer;
  v_municipality := substr(p_cui, 12, 2)::integer;
  if v_department not between 1 and 22 or v_municipality not between 1 and v_municipalities[v_department] then
    return false;
  end if;
  for i in 1 .. 8 loop
    v_sum := v_sum + substr(p_cui, i, 1)::integer * (i + 1);
  end loop;
  return v_sum % 11 = substr(p_cui, 9, 1)::integer;
end;
$$;
revoke all on function public.is_valid_cui(p_cui text) from public, anon, authenticated, service_role;
grant execute on function public.is_valid_cui(p_cui text) to public, anon, authenticated, service_role;

-- Who an invoice may name (orders.nit): 'CF', a NIT or a CUI. 13 digits are always read as a CUI
-- (no NIT is that long), as the checkout reads them.
create or replace function public.is_valid_receptor_id(p_id text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when p_id ~ '^[0-9]{13}$' then public.is_valid_cui(p_id) else public.is_valid_nit(p_id) end;
$$;
revoke all on function public.is_valid_receptor_id(p_id text) from public, anon, authenticated, service_role;
grant execute on function public.is_valid_receptor_id(p_id text) to public, anon, authenticated, service_role;

-- The catalogue categories other than the coupon's own whose keywords its search text contains
-- (a keyword as a substring: exactly match_coupons' LIKE '%keyword%'), or null when none.
create or replace function public.keyword_categories(search_text text, own_category text)
returns text[]
language sql
immutable
parallel safe
as $$
  select nullif(array(
    select distinct k.category from public.catalogue_keyword_list() k
    where k.category is distinct from own_category and strpos(search_text, k.keyword) > 0
    order by k.category
  ), '{}')
$$;
revoke all on function public.keyword_categories(search_text text, own_category text) from public, anon, authenticated, service_role;
grant execute on function public.keyword_categories(search_text text, own_category text) to public, anon, authenticated, service_role;

-- A 512-bit signature of a text's 3-letter sequences: bit (hashtext(seq) & 511) set for each. A
-- text containing a term has every 3-letter sequence of the term, so its signature has every bit
-- of the term's: the near-me walk tests that in coupons_near_idx before it reads a coupon's text
-- from the table (lib/data/search/near-words.ts). Only a necessary condition: the exact test
-- still runs on what passes. A term under 3 letters has no bits, so it passes every row.
create or replace function public.text_signature(t text)
returns bit(512)
language sql
immutable
parallel safe
as $$
  select coalesce(bit_or(set_bit(0::bit(512), hashtext(substr(t, i, 3)) & 511, 1)), 0::bit(512))
  from generate_series(1, length(t) - 2) i
$$;
revoke all on function public.text_signature(t text) from public, anon, authenticated, service_role;
grant execute on function public.text_signature(t text) to public, anon, authenticated, service_role;

-- The deep pages of a category. A category page lists the coupons stored in it or whose
-- text has one of its keywords (lib/domain/search.ts categoryFilter). Walking a sort index,
-- every row of another category was tested against the keywords with LIKE (15 patterns for
-- restaurantes): page 100 by price read ~11k rows and spent most of its 37-163 ms in those tests.
-- The catalogue's keywords are copied here (lib/domain/categories.ts, normalised as categoryFilter
-- does; tests/integration/search-category-keywords.test.ts keeps the two equal), and each coupon
-- stores the other catalogue categories whose keywords its text has: the per-row test becomes an
-- array lookup. The data layer uses it only when the keywords it would test are these very ones
-- (public.catalogue_keywords), so a changed keyword list in the code stays correct (and slow)
-- until it is copied here. Such a change needs a migration too, that recomputes the stored column
-- (drop and add it again): a stored generated column is not recomputed when its function changes.
create or replace function public.catalogue_keyword_list()
returns table (category text, keyword text, ord int)
language sql
immutable
parallel safe
as $$
  values
    ('restaurantes', 'restaur', 0), ('restaurantes', 'pizza', 1), ('restaurantes', 'sushi', 2), ('restaurantes', 'italiana', 3), ('restaurantes', 'mexicana', 4), ('restaurantes', 'hamburguesa', 5), ('restaurantes', 'comida-rapida', 6), ('restaurantes', 'comida', 7), ('restaurantes', 'cafe', 8), ('restaurantes', 'buffet', 9), ('restaurantes', 'cena', 10), ('restaurantes', 'almuerzo', 11), ('restaurantes', 'desayuno', 12), ('restaurantes', 'parrilla', 13), ('restaurantes', 'tacos', 14),
    ('belleza', 'belleza', 0), ('belleza', 'salon', 1), ('belleza', 'corte', 2), ('belleza', 'cabello', 3), ('belleza', 'tinte', 4), ('belleza', 'manicure', 5), ('belleza', 'pedicure', 6), ('belleza', 'unas', 7), ('belleza', 'maquillaje', 8), ('belleza', 'cejas', 9), ('belleza', 'pestanas', 10), ('belleza', 'depilacion', 11), ('belleza', 'barberia', 12), ('belleza', 'keratina', 13),
    ('salud-bienestar', 'spa', 0), ('salud-bienestar', 'masaje', 1), ('salud-bienestar', 'relajante', 2), ('salud-bienestar', 'bienestar', 3), ('salud-bienestar', 'yoga', 4), ('salud-bienestar', 'meditacion', 5), ('salud-bienestar', 'nutricion', 6), ('salud-bienestar', 'sauna', 7), ('salud-bienestar', 'temazcal', 8), ('salud-bienestar', 'aromaterapia', 9), ('salud-bienestar', 'piedras', 10), ('salud-bienestar', 'reflexologia', 11),
    ('clinicos-diagnostico', 'laboratorio', 0), ('clinicos-diagnostico', 'examen', 1), ('clinicos-diagnostico', 'analisis', 2), ('clinicos-diagnostico', 'hematologia', 3), ('clinicos-diagnostico', 'chequeo', 4), ('clinicos-diagnostico', 'rayos', 5), ('clinicos-diagnostico', 'ultrasonido', 6), ('clinicos-diagnostico', 'diagnostico', 7), ('clinicos-diagnostico', 'clinica', 8), ('clinicos-diagnostico', 'medico', 9), ('clinicos-diagnostico', 'optica', 10), ('clinicos-diagnostico', 'lentes', 11), ('clinicos-diagnostico', 'vista', 12),
    ('odontologia', 'dental', 0), ('odontologia', 'dentista', 1), ('odontologia', 'odontolog', 2), ('odontologia', 'limpieza', 3), ('odontologia', 'blanqueamiento', 4), ('odontologia', 'ortodoncia', 5), ('odontologia', 'brackets', 6), ('odontologia', 'implante', 7), ('odontologia', 'muela', 8), ('odontologia', 'diente', 9), ('odontologia', 'sonrisa', 10), ('odontologia', 'caries', 11),
    ('hogar-servicios', 'hogar', 0), ('hogar-servicios', 'casa', 1), ('hogar-servicios', 'limpieza', 2), ('hogar-servicios', 'fumigacion', 3), ('hogar-servicios', 'plaga', 4), ('hogar-servicios', 'plomeria', 5), ('hogar-servicios', 'electricista', 6), ('hogar-servicios', 'reparacion', 7), ('hogar-servicios', 'jardin', 8), ('hogar-servicios', 'lavado', 9), ('hogar-servicios', 'sillones', 10), ('hogar-servicios', 'alfombra', 11), ('hogar-servicios', 'pintura', 12),
    ('automotriz', 'auto', 0), ('automotriz', 'carro', 1), ('automotriz', 'vehiculo', 2), ('automotriz', 'lavado', 3), ('automotriz', 'aceite', 4), ('automotriz', 'mecanico', 5), ('automotriz', 'servicio', 6), ('automotriz', 'llanta', 7), ('automotriz', 'alineacion', 8), ('automotriz', 'polarizado', 9), ('automotriz', 'detallado', 10), ('automotriz', 'frenos', 11),
    ('experiencias-viajes', 'tour', 0), ('experiencias-viajes', 'viaje', 1), ('experiencias-viajes', 'volcan', 2), ('experiencias-viajes', 'hotel', 3), ('experiencias-viajes', 'aventura', 4), ('experiencias-viajes', 'excursion', 5), ('experiencias-viajes', 'lago', 6), ('experiencias-viajes', 'atitlan', 7), ('experiencias-viajes', 'tikal', 8), ('experiencias-viajes', 'parapente', 9), ('experiencias-viajes', 'kayak', 10), ('experiencias-viajes', 'escapada', 11), ('experiencias-viajes', 'vuelo', 12), ('experiencias-viajes', 'experiencia', 13), ('experiencias-viajes', 'playa', 14),
    ('educacion-cursos', 'curso', 0), ('educacion-cursos', 'clase', 1), ('educacion-cursos', 'taller', 2), ('educacion-cursos', 'idioma', 3), ('educacion-cursos', 'ingles', 4), ('educacion-cursos', 'programacion', 5), ('educacion-cursos', 'excel', 6), ('educacion-cursos', 'cocina', 7), ('educacion-cursos', 'reposteria', 8), ('educacion-cursos', 'musica', 9), ('educacion-cursos', 'guitarra', 10), ('educacion-cursos', 'piano', 11), ('educacion-cursos', 'diplomado', 12),
    ('fotografia-arte', 'foto', 0), ('fotografia-arte', 'fotografia', 1), ('fotografia-arte', 'sesion', 2), ('fotografia-arte', 'retrato', 3), ('fotografia-arte', 'boda', 4), ('fotografia-arte', 'quince', 5), ('fotografia-arte', 'evento', 6), ('fotografia-arte', 'pintura', 7), ('fotografia-arte', 'ceramica', 8), ('fotografia-arte', 'arte', 9), ('fotografia-arte', 'impresion', 10), ('fotografia-arte', 'cuadro', 11), ('fotografia-arte', 'lienzo', 12),
    ('deportes-fitness', 'gym', 0), ('deportes-fitness', 'gimnasio', 1), ('deportes-fitness', 'fitness', 2), ('deportes-fitness', 'entrenamiento', 3), ('deportes-fitness', 'crossfit', 4), ('deportes-fitness', 'spinning', 5), ('deportes-fitness', 'zumba', 6), ('deportes-fitness', 'pilates', 7), ('deportes-fitness', 'karate', 8), ('deportes-fitness', 'jiu', 9), ('deportes-fitness', 'natacion', 10), ('deportes-fitness', 'piscina', 11), ('deportes-fitness', 'entrenador', 12),
    ('mascotas', 'mascota', 0), ('mascotas', 'perro', 1), ('mascotas', 'gato', 2), ('mascotas', 'veterinari', 3), ('mascotas', 'vacuna', 4), ('mascotas', 'grooming', 5), ('mascotas', 'bano', 6), ('mascotas', 'estetica-canina', 7), ('mascotas', 'guarderia', 8), ('mascotas', 'hotel-canino', 9), ('mascotas', 'adiestramiento', 10), ('mascotas', 'desparasit', 11)
$$;
revoke all on function public.catalogue_keyword_list() from public, anon, authenticated, service_role;
grant execute on function public.catalogue_keyword_list() to public, anon, authenticated, service_role;
