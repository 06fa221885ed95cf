// `npm run db:generate-load -- --coupons 100000`: fills the configured database with a synthetic
// catalogue for benchmarks (one business per 100 coupons, all categories, realistic spreads).
// Generated inside PostgreSQL with generate_series: 100k coupons take seconds, not minutes.
// On the embedded database, stop the server first (PGlite has no cross-process lock).
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { needsSeed, seedDatabase } from "@/lib/db/seed";
import { CATEGORIES } from "@/lib/domain/categories";
import { env } from "@/lib/env";

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 5_000_000)
    throw new Error(`--${name} must be an integer between 1 and 5,000,000`);
  return value;
}

const total = argNumber("coupons", 100_000);
const started = Date.now();
// Schema and catalogue work is the owner's: DATABASE_OWNER_URL when set (requests use DATABASE_URL).
const ownerUrl = env.DATABASE_OWNER_URL ?? env.DATABASE_URL;
const handle = ownerUrl ? openPostgres(ownerUrl, 2) : await openPglite(env.PGLITE_DATA_DIR);
await migrateDatabase(handle);
if (await needsSeed(handle.db)) await seedDatabase(handle.db);

const categories = CATEGORIES.map((c) => c.id);
const subcategories = CATEGORIES.map((c) => c.subcategories.map((s) => s.id));
const cities = ["Ciudad de Guatemala", "Antigua Guatemala", "Quetzaltenango", "Panajachel", "Cobán", "Flores"];
const words = ["Especial", "Promo", "Combo", "Paquete", "Experiencia", "Sesión", "Menú", "Servicio"];
const cats = JSON.stringify(categories);
const businessCount = Math.max(1, Math.ceil(total / 100));
const run = `${Date.now().toString(36)}`;

await handle.db.transaction(async (tx) => {
  await tx.execute(sql`select setseed(0.42)`);
  await tx.execute(sql`
    insert into public.businesses (name, slug, category, city, description, is_verified)
    select 'Negocio de carga ' || g, 'carga-' || ${run} || '-' || g,
           (${cats}::jsonb ->> (g % ${categories.length})::int),
           (${JSON.stringify(cities)}::jsonb ->> (g % ${cities.length})::int),
           'Negocio sintético para pruebas de carga.', g % 3 = 0
    from generate_series(1, ${businessCount}) g`);
  await tx.execute(sql`
    with b as (
      select id, category, city, row_number() over (order by id) as n
      from public.businesses where slug like ${`carga-${run}-%`}
    ), g as (
      select s, 1 + (s % ${businessCount}) as bn, 1000 + floor(random() * 90000)::int as original,
             20 + floor(random() * 55)::int as pct, 20 + floor(random() * 480)::int as stock, random() as sold_share
      from generate_series(1, ${total}) s
    )
    insert into public.coupons (business_id, title, description, image_url, original_price, discount_price,
      end_time, remaining, total_stock, sold, is_flash_sale, category, subcategory, city, location, created_at)
    select b.id,
           (${JSON.stringify(words)}::jsonb ->> (g.s % ${words.length})::int) || ' ' || b.category || ' #' || g.s,
           'Cupón sintético ' || g.s || ' en ' || b.city || ': descuento real para medir rendimiento.',
           '/images/coupons/default.svg',
           round(g.original / 100.0, 2), round(g.original * (100 - g.pct) / 10000.0, 2),
           now() + (interval '1 hour' * (floor(random() * 24 * 60) - 24 * 3)),
           -- remaining = total_stock - sold (coupons_stock_balance): what was not sold is left.
           g.stock - floor(g.sold_share * g.stock)::int, g.stock, floor(g.sold_share * g.stock)::int,
           random() < 0.12, b.category,
           (${JSON.stringify(Object.fromEntries(categories.map((c, i) => [c, subcategories[i]])))}::jsonb -> b.category ->> (g.s % 4)::int),
           b.city, b.city, now() - interval '1 minute' * floor(random() * 60 * 24 * 60)
    from g join b on b.n = g.bn`);
});
// VACUUM sets the visibility map, so counts can use index-only scans.
await handle.db.execute(sql`vacuum analyze public.coupons`);
await handle.close();
console.log(
  `generated ${total} coupons in ${businessCount} businesses (${handle.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
