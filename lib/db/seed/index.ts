// Idempotent seed: deterministic ids and `on conflict do nothing`, so running it twice changes
// nothing. Runs as the database owner (it writes auth.users, which no request role may).
import bcrypt from "bcryptjs";
import { count } from "drizzle-orm";
import { fromCents } from "@/lib/domain/money";
import { localExchangeRate } from "@/lib/rates/local";
import { users } from "../auth-schema";
import type { Db } from "../client";
import {
  achievements,
  branches,
  branchHours,
  businessMembers,
  businesses,
  businessProfileOf,
  coupons,
  exchangeRates,
  reviews,
  userRoles,
} from "../schema";
import { seedBranches } from "./branches";
import { seedHourRows } from "./branch-hours";
import { SEED_ACHIEVEMENTS } from "./achievements";
import { referralCodeOf } from "./ids";
import { SEED_BUSINESSES } from "./businesses";
import { buildSeedCoupons } from "./coupons";
import { seedId } from "./ids";
import { buildSeedOrders, placeSeedOrders } from "./orders";
import { buildSeedReviews } from "./reviews";
import { seedViewTraffic } from "./views";
import { businessOwner, DEMO_USERS, REVIEWERS, type SeedUser } from "./users";

export interface SeedSummary {
  users: number;
  businesses: number;
  coupons: number;
  reviews: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function demoSellerBusinessSlugs(): string[] {
  return SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug);
}

function ownerOf(slug: string): SeedUser {
  return demoSellerBusinessSlugs().includes(slug) ? DEMO_USERS.seller : businessOwner(slug);
}

export async function seedDatabase(db: Db, now = new Date()): Promise<SeedSummary> {
  const seedCoupons = buildSeedCoupons();
  const seedReviews = buildSeedReviews(seedCoupons);
  const ownersBySlug = new Map(SEED_BUSINESSES.map((b) => [b.slug, ownerOf(b.slug)]));
  const allUsers: SeedUser[] = [
    ...Object.values(DEMO_USERS),
    ...REVIEWERS,
    ...SEED_BUSINESSES.filter((b) => !b.ownedByDemoSeller).map((b) => businessOwner(b.slug)),
  ];

  return db.transaction(async (tx) => {
    const existing = new Set((await tx.select({ id: users.id }).from(users)).map((r) => r.id));
    const newUsers = allUsers.filter((u) => !existing.has(seedId("user", u.key)));
    await insertChunked(newUsers, (chunk) =>
      tx
        .insert(users)
        .values(
          chunk.map((u) => ({
            id: seedId("user", u.key),
            aud: "authenticated",
            role: "authenticated",
            email: u.email,
            // bcrypt only for the accounts that may sign in: the rest get no password at all.
            encryptedPassword: u.password ? bcrypt.hashSync(u.password, 10) : null,
            emailConfirmedAt: now,
            rawAppMetaData: { provider: "email", providers: ["email"] },
            // handle_new_user turns referral_code into referred_by, as at a real sign-up.
            rawUserMetaData: {
              first_name: u.firstName,
              last_name: u.lastName,
              ...(u.invitedBy ? { referral_code: referralCodeOf(seedId("user", u.invitedBy)) } : {}),
            },
          })),
        )
        .onConflictDoNothing(),
    );

    await tx
      .insert(userRoles)
      .values(allUsers.filter((u) => u.seller).map((u) => ({ userId: seedId("user", u.key), role: "seller" })))
      .onConflictDoNothing();

    await insertChunked([...SEED_BUSINESSES], (chunk) =>
      tx
        .insert(businesses)
        .values(
          chunk.map((b) => ({
            id: seedId("business", b.slug),
            ownerUserId: seedId("user", ownersBySlug.get(b.slug)!.key),
            ...businessProfileOf(b),
          })),
        )
        .onConflictDoNothing(),
    );

    const seededBranches = seedBranches();
    await insertChunked(
      seededBranches.map(({ hours: _hours, ...b }) => b),
      (chunk) => tx.insert(branches).values(chunk).onConflictDoNothing(),
    );
    await insertChunked(
      seededBranches.flatMap((b) => seedHourRows(b.id, b.hours)),
      (chunk) => tx.insert(branchHours).values(chunk).onConflictDoNothing(),
    );

    // The demo manager and editor work for the demo seller's first business.
    const [firstDemoBusiness] = demoSellerBusinessSlugs();
    if (firstDemoBusiness) {
      const businessId = seedId("business", firstDemoBusiness);
      await tx
        .insert(businessMembers)
        .values([
          { businessId, userId: seedId("user", DEMO_USERS.manager.key), role: "manager" },
          { businessId, userId: seedId("user", DEMO_USERS.editor.key), role: "editor" },
        ])
        .onConflictDoNothing();
    }

    const businessBySlug = new Map(SEED_BUSINESSES.map((b) => [b.slug, b]));
    await insertChunked(seedCoupons, (chunk) =>
      tx
        .insert(coupons)
        .values(
          chunk.map((c) => {
            const business = businessBySlug.get(c.businessSlug);
            if (!business) throw new Error(`Seed coupon ${c.key}: unknown business ${c.businessSlug}`);
            return {
              id: seedId("coupon", c.key),
              sellerUserId: seedId("user", ownersBySlug.get(c.businessSlug)!.key),
              businessId: seedId("business", c.businessSlug),
              title: c.title,
              description: c.description,
              imageUrl: c.imageUrl,
              originalPrice: fromCents(c.originalPriceCents),
              discountPrice: fromCents(c.discountPriceCents),
              endTime: new Date(now.getTime() + c.endsInHours * HOUR),
              // Nothing sold yet: the seed orders below buy `c.sold` units through the checkout.
              remaining: c.totalStock,
              totalStock: c.totalStock,
              sold: 0,
              isFlashSale: c.isFlashSale,
              category: c.category,
              subcategory: c.subcategory,
              location: business.city,
              city: business.city,
              address: business.address,
              details: c.details,
              createdAt: new Date(now.getTime() - c.createdHoursAgo * HOUR),
            };
          }),
        )
        .onConflictDoNothing(),
    );

    await placeSeedOrders(tx, buildSeedOrders(seedCoupons));

    await insertChunked(seedReviews, (chunk) =>
      tx
        .insert(reviews)
        .values(
          chunk.map((r) => ({
            id: seedId("review", `${r.couponKey}:${r.reviewer}`),
            couponId: seedId("coupon", r.couponKey),
            userId: seedId("user", REVIEWERS[r.reviewer]!.key),
            rating: r.rating,
            comment: r.comment,
            createdAt: new Date(now.getTime() - r.daysAgo * DAY),
          })),
        )
        .onConflictDoNothing(),
    );

    await seedViewTraffic(
      tx,
      demoSellerBusinessSlugs().map((slug) => seedId("business", slug)),
    );

    await tx
      .insert(achievements)
      .values(SEED_ACHIEVEMENTS.map((a) => ({ ...a })))
      .onConflictDoNothing();

    // English pages show dollars from the first start, before the daily job has run once.
    const rate = localExchangeRate(now);
    await tx
      .insert(exchangeRates)
      .values({ rateDate: rate.date, quetzalesPerDollar: rate.quetzalesPerDollar, source: "local" })
      .onConflictDoNothing();

    const [u] = await tx.select({ n: count() }).from(users);
    const [b] = await tx.select({ n: count() }).from(businesses);
    const [c] = await tx.select({ n: count() }).from(coupons);
    const [r] = await tx.select({ n: count() }).from(reviews);
    return { users: u?.n ?? 0, businesses: b?.n ?? 0, coupons: c?.n ?? 0, reviews: r?.n ?? 0 };
  });
}

/** True when the catalogue is empty (a fresh database): the server seeds it at start. */
export async function needsSeed(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(coupons);
  return (row?.n ?? 0) === 0;
}
