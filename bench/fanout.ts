// Issue 13: publishing a coupon for a business with 10,000 followers, on PostgreSQL. A throwaway
// database, migrated and seeded, then BENCH_FOLLOWERS (10,000) users following one business.
// Times (1) publishCoupon, the seller's real path (its insert only queues notify_followers), for
// that business and for one nobody follows; (2) the job's fan-out, one INSERT … SELECT of 10,000
// notifications; (3) a retried fan-out (adds nothing). Five runs each, median and max. Run:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --conditions=react-server bench/fanout.ts
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { installDatabase } from "@/lib/db";
import { openPostgres, rowsOf } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed";
import { authenticatedCaller } from "@/lib/data/caller";
import { publishCoupon } from "@/lib/data/catalogue/seller-coupons";
import { seedId } from "@/lib/db/seed/ids";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { DEMO_USERS } from "@/lib/db/seed/users";
import { publishCouponSchema } from "@/lib/domain/forms/coupon";
import { notifyFollowers } from "@/lib/jobs/data/followers";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const RUNS = 5;
const name = `cupongt_bench_fanout_${process.pid}`;
const admin = postgres(url, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
const handle = openPostgres(target.toString(), 4);

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
};

try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db);
  const [followed, quiet] = SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => seedId("business", b.slug));
  const t0 = performance.now();
  await handle.db.execute(sql`insert into auth.users (id, email)
    select gen_random_uuid(), 'fan-' || g || '@bench.cupongt.test' from generate_series(1, ${FOLLOWERS}) g`);
  await handle.db.execute(sql`insert into public.follows (user_id, business_id)
    select id, ${followed}::uuid from auth.users where email like 'fan-%@bench.cupongt.test'`);
  await handle.db.execute(sql`analyze`);
  console.log(`${FOLLOWERS} followers loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  installDatabase(handle);

  const seller = authenticatedCaller(seedId("user", DEMO_USERS.seller.key), DEMO_USERS.seller.email);
  const input = (businessId: string, i: number) =>
    publishCouponSchema.parse({
      businessId,
      title: `Cupón de medición ${i}`,
      description: "Medición",
      originalPrice: "200.00",
      discountPrice: "99.50",
      endTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      stock: "20",
      category: "restaurantes",
    });
  const publishFollowed: number[] = [];
  const publishQuiet: number[] = [];
  const fanout: number[] = [];
  const retry: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let a = performance.now();
    const quietCoupon = await publishCoupon(seller, input(quiet!, i));
    publishQuiet.push(performance.now() - a);
    a = performance.now();
    const coupon = await publishCoupon(seller, input(followed!, i));
    publishFollowed.push(performance.now() - a);
    if (!coupon.ok || !quietCoupon.ok) throw new Error("publish refused");
    a = performance.now();
    const added = await notifyFollowers(coupon.id);
    fanout.push(performance.now() - a);
    if (added !== FOLLOWERS) throw new Error(`fan-out notified ${added}, expected ${FOLLOWERS}`);
    a = performance.now();
    if ((await notifyFollowers(coupon.id)) !== 0) throw new Error("a retried fan-out added rows");
    retry.push(performance.now() - a);
  }
  const [jobs] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from app_private.jobs where name = 'notify_followers'`),
  );
  console.log(
    `publishCoupon, business with ${FOLLOWERS} followers: ${stats(publishFollowed)} (queued jobs: ${jobs!.n})`,
  );
  console.log(`publishCoupon, business with no followers: ${stats(publishQuiet)}`);
  console.log(`fan-out job, ${FOLLOWERS} notifications in one statement: ${stats(fanout)}`);
  console.log(`retried fan-out (adds nothing): ${stats(retry)}`);
} finally {
  await handle.close();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
