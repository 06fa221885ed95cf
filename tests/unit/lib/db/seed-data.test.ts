// The seed catalogue (lib/db/seed/*, lib/domain/categories.ts) is consistent, covers every
// category and subcategory, and only references images that exist under public/.
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons, DEFAULT_COUPON_IMAGE } from "@/lib/db/seed/coupons";
import { buildSeedOrders } from "@/lib/db/seed/orders";
import { buildSeedReviews } from "@/lib/db/seed/reviews";
import type { CouponDetails } from "@/lib/db/seed/types";
import { CATEGORIES, CATEGORY_IDS, findCategoryByKeyword, getSubcategory } from "@/lib/domain/categories";

const PUBLIC_DIR = fileURLToPath(new URL("../../../../public", import.meta.url));
const PHONE = /^\+502 [2-7]\d{3}-\d{4}$/;
const coupons = buildSeedCoupons();
const reviews = buildSeedReviews(coupons);
const businessBySlug = new Map(SEED_BUSINESSES.map((b) => [b.slug, b]));
const live = coupons.filter((c) => c.endsInHours > 0);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe("category catalogue", () => {
  it("has the 12 SPEC categories in order, each with 4 subcategories and unique ids", () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(12);
    for (const c of CATEGORIES) {
      expect(c.subcategories, c.id).toHaveLength(4);
      expect(new Set(c.subcategories.map((s) => s.id)).size, c.id).toBe(4);
      expect(c.description.length, c.id).toBeGreaterThan(20);
      expect(c.keywords.length, c.id).toBeGreaterThanOrEqual(8);
      expect(c.keywords.length, c.id).toBeLessThanOrEqual(15);
      for (const k of c.keywords) expect(k, c.id).toMatch(/^[a-z0-9 -]+$/);
      for (const s of c.subcategories) {
        expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(s.name.length).toBeGreaterThan(2);
        expect(s.description.length).toBeGreaterThan(10);
        expect(s.keywords.length).toBeGreaterThan(0);
      }
    }
  });

  it("gives restaurants the SPEC example terms among subcategories or keywords", () => {
    const restaurantes = CATEGORIES.find((c) => c.id === "restaurantes");
    const terms = new Set([...(restaurantes?.keywords ?? []), ...(restaurantes?.subcategories.map((s) => s.id) ?? [])]);
    for (const t of ["pizza", "sushi", "italiana", "mexicana", "hamburguesa", "comida-rapida"]) {
      expect(
        [...terms].some((x) => x.startsWith(t)),
        t,
      ).toBe(true);
    }
  });

  it("looks up subcategories and matches keywords regardless of accents and case", () => {
    expect(getSubcategory("restaurantes", "sushi")?.name).toBe("Sushi & Japonesa");
    expect(getSubcategory("restaurantes", "nope")).toBeUndefined();
    expect(getSubcategory("nope", "sushi")).toBeUndefined();
    expect(findCategoryByKeyword("2x1 en PIZZAS medianas")?.id).toBe("restaurantes");
    expect(findCategoryByKeyword("Limpieza dental con BLANQUEAMIENTO")?.id).toBe("odontologia");
    expect(findCategoryByKeyword("Comida rápida a domicilio")?.id).toBe("restaurantes");
    expect(findCategoryByKeyword("Baño para tu perro")?.id).toBe("mascotas");
    expect(findCategoryByKeyword("   ")).toBeUndefined();
  });
});

describe("seed businesses", () => {
  it("has at least 44 businesses with unique kebab-case slugs", () => {
    expect(SEED_BUSINESSES.length).toBeGreaterThanOrEqual(44);
    expect(new Set(SEED_BUSINESSES.map((b) => b.slug)).size).toBe(SEED_BUSINESSES.length);
    for (const b of SEED_BUSINESSES) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has at least 3 businesses in every category", () => {
    const counts = countBy(SEED_BUSINESSES, (b) => b.category);
    for (const id of CATEGORY_IDS) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(3);
  });

  it("covers the capital zones and the listed cities", () => {
    const capital = SEED_BUSINESSES.filter((b) => b.city === "Ciudad de Guatemala");
    for (const zone of [10, 4, 14, 15, 16]) {
      expect(
        capital.some((b) => new RegExp(`Zona ${zone}$`).test(b.address)),
        `Zona ${zone}`,
      ).toBe(true);
    }
    for (const b of capital) expect(b.address, b.slug).toMatch(/Zona \d+$/);
    const cities = new Set(SEED_BUSINESSES.map((b) => b.city));
    for (const city of ["Antigua Guatemala", "Quetzaltenango", "Panajachel", "Cobán", "Flores"])
      expect(cities.has(city), city).toBe(true);
  });

  it("has well-formed contact data, hours and about 60 % verified", () => {
    for (const b of SEED_BUSINESSES) {
      expect(b.phone, b.slug).toMatch(PHONE);
      if (b.whatsapp !== null) expect(b.whatsapp, b.slug).toMatch(PHONE);
      expect(b.email, b.slug).toMatch(/^[a-z0-9.]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.(gt|com\.gt|edu\.gt)$/);
      expect(b.description.split(". ").length, b.slug).toBeGreaterThanOrEqual(2);
      for (const h of Object.values(b.hours)) if (h !== null) expect(h, b.slug).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      expect(Object.keys(b.hours).sort()).toEqual(["dom", "jue", "lun", "mar", "mie", "sab", "vie"]);
    }
    const verifiedShare = SEED_BUSINESSES.filter((b) => b.isVerified).length / SEED_BUSINESSES.length;
    expect(verifiedShare).toBeGreaterThan(0.5);
    expect(verifiedShare).toBeLessThan(0.7);
  });

  it("gives the demo seller exactly a restaurant, a beauty/spa and a travel business in the capital or Antigua", () => {
    const demo = SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller);
    expect(demo).toHaveLength(3);
    expect(demo.map((b) => b.category).sort()).toEqual(expect.arrayContaining(["restaurantes", "experiencias-viajes"]));
    expect(demo.some((b) => b.category === "belleza" || b.category === "salud-bienestar")).toBe(true);
    for (const b of demo) expect(["Ciudad de Guatemala", "Antigua Guatemala"]).toContain(b.city);
  });
});

describe("seed coupons", () => {
  it("has at least 260 coupons with unique keys, at least 4 per subcategory", () => {
    expect(coupons.length).toBeGreaterThanOrEqual(260);
    expect(new Set(coupons.map((c) => c.key)).size).toBe(coupons.length);
    const perSub = countBy(coupons, (c) => `${c.category}/${c.subcategory}`);
    for (const cat of CATEGORIES) {
      for (const sub of cat.subcategories)
        expect(perSub.get(`${cat.id}/${sub.id}`) ?? 0, `${cat.id}/${sub.id}`).toBeGreaterThanOrEqual(4);
    }
    for (const c of coupons) expect(getSubcategory(c.category, c.subcategory), c.key).toBeDefined();
  });

  it("ties every coupon to an existing business of the same category", () => {
    for (const c of coupons) expect(businessBySlug.get(c.businessSlug)?.category, c.key).toBe(c.category);
  });

  it("has integer-cent prices with a 20-75 % discount and consistent stock", () => {
    for (const c of coupons) {
      expect(Number.isInteger(c.originalPriceCents) && Number.isInteger(c.discountPriceCents), c.key).toBe(true);
      expect(c.discountPriceCents, c.key).toBeGreaterThan(0);
      expect(c.discountPriceCents, c.key).toBeLessThan(c.originalPriceCents);
      const pct = 100 * (1 - c.discountPriceCents / c.originalPriceCents);
      expect(pct, c.key).toBeGreaterThanOrEqual(20);
      expect(pct, c.key).toBeLessThanOrEqual(75);
      expect(c.totalStock, c.key).toBeGreaterThanOrEqual(20);
      expect(c.totalStock, c.key).toBeLessThanOrEqual(500);
      expect(c.remaining, c.key).toBeGreaterThanOrEqual(0);
      expect(c.remaining, c.key).toBeLessThanOrEqual(c.totalStock);
      expect(c.createdHoursAgo, c.key).toBeGreaterThanOrEqual(1);
      expect(c.createdHoursAgo, c.key).toBeLessThanOrEqual(720);
      if (c.endsInHours < 0) expect(c.createdHoursAgo, c.key).toBeGreaterThan(-c.endsInHours);
    }
  });

  it("has the urgency mix: flash, ending soon, sold out, expired and few left", () => {
    const flash = coupons.filter((c) => c.isFlashSale);
    expect(flash.length / coupons.length).toBeGreaterThan(0.12);
    expect(flash.length / coupons.length).toBeLessThan(0.18);
    const endingSoon = live.filter((c) => c.endsInHours <= 6);
    expect(endingSoon.length).toBeGreaterThanOrEqual(10);
    for (const c of endingSoon) expect(c.endsInHours, c.key).toBeGreaterThanOrEqual(0.5);
    for (const c of endingSoon) expect(c.endsInHours, c.key).toBeLessThanOrEqual(5.5);
    expect(flash.filter((c) => c.endsInHours > 0 && c.endsInHours < 2).length).toBeGreaterThanOrEqual(3);
    expect(live.filter((c) => c.remaining === 0).length).toBeGreaterThanOrEqual(8);
    expect(coupons.filter((c) => c.endsInHours < 0).length).toBeGreaterThanOrEqual(8);
    expect(live.filter((c) => c.remaining >= 1 && c.remaining <= 10).length).toBeGreaterThanOrEqual(15);
    const rest = live.filter((c) => c.endsInHours > 6);
    for (const c of rest) expect(c.endsInHours, c.key).toBeGreaterThanOrEqual(48);
    for (const c of rest) expect(c.endsInHours, c.key).toBeLessThanOrEqual(60 * 24);
  });

  it("gives every coupon highlights, inclusions, restrictions, a long description and a gallery", () => {
    for (const c of coupons) {
      const d = c.details;
      expect(d.highlights, c.key).toHaveLength(3);
      expect(d.included?.length ?? 0, c.key).toBeGreaterThanOrEqual(3);
      expect(d.included?.length ?? 0, c.key).toBeLessThanOrEqual(5);
      expect(d.restrictions?.length ?? 0, c.key).toBeGreaterThanOrEqual(2);
      expect(d.restrictions?.length ?? 0, c.key).toBeLessThanOrEqual(4);
      expect(d.longDescription?.split(". ").length ?? 0, c.key).toBeGreaterThanOrEqual(2);
      expect(d.gallery?.length ?? 0, c.key).toBeGreaterThanOrEqual(2);
      expect(d.gallery?.length ?? 0, c.key).toBeLessThanOrEqual(3);
    }
  });

  it("gives every restaurant coupon a cuisine and delivery time, covering the vertical page chips", () => {
    const restaurants = coupons.filter((c) => c.category === "restaurantes");
    for (const c of restaurants) {
      expect(c.details.cuisine, c.key).toBeDefined();
      expect(c.details.deliveryTime, c.key).toMatch(/^\d+-\d+ min$/);
    }
    const cuisines = new Set(restaurants.map((c) => c.details.cuisine));
    for (const x of ["Italiana", "Japonesa", "Argentina", "Mexicana", "Internacional"] as const)
      expect(cuisines.has(x), x).toBe(true);
  });

  it("makes every travel coupon an experience or a trip, covering all filter values", () => {
    const travel = coupons.filter((c) => c.category === "experiencias-viajes");
    const isExperience = (d: CouponDetails) =>
      d.durationHours !== undefined && d.difficulty !== undefined && d.experienceType !== undefined;
    const isTrip = (d: CouponDetails) =>
      d.tripType !== undefined &&
      d.days !== undefined &&
      /^\d+(-\d+)? personas?$/.test(d.groupSize ?? "") &&
      (d.includes?.length ?? 0) > 0;
    for (const c of travel) expect(isExperience(c.details) !== isTrip(c.details), c.key).toBe(true);
    const experiences = travel.filter((c) => isExperience(c.details)).map((c) => c.details);
    const trips = travel.filter((c) => isTrip(c.details)).map((c) => c.details);
    expect(experiences.length).toBeGreaterThanOrEqual(12);
    expect(trips.length).toBeGreaterThanOrEqual(12);
    expect(new Set(experiences.map((d) => d.difficulty))).toEqual(new Set(["Fácil", "Intermedio", "Avanzado"]));
    expect(new Set(experiences.map((d) => d.experienceType))).toEqual(
      new Set(["Spa & Bienestar", "Aventura", "Fotografía", "Naturaleza", "Gastronomía", "Aéreo"]),
    );
    const hours = experiences.map((d) => d.durationHours ?? 0);
    expect(hours.some((h) => h >= 1 && h <= 2)).toBe(true);
    expect(hours.some((h) => h >= 3 && h <= 4)).toBe(true);
    expect(hours.some((h) => h >= 5)).toBe(true);
    expect(new Set(trips.map((d) => d.tripType))).toEqual(
      new Set(["Cultural", "Naturaleza", "Arqueológico", "Playa", "Aventura"]),
    );
    const days = trips.map((d) => d.days ?? 0);
    expect(days.some((n) => n >= 1 && n <= 2)).toBe(true);
    expect(days.some((n) => n >= 3 && n <= 4)).toBe(true);
    expect(days.some((n) => n >= 5)).toBe(true);
  });

  it("is deterministic", () => {
    expect(buildSeedCoupons()).toEqual(coupons);
    expect(buildSeedReviews(buildSeedCoupons())).toEqual(reviews);
  });
});

describe("seed images", () => {
  const exists = (url: string) => url.startsWith("/images/") && existsSync(`${PUBLIC_DIR}${url}`);

  it("references only images that exist under public/", () => {
    const urls = new Set<string>([DEFAULT_COUPON_IMAGE]);
    for (const b of SEED_BUSINESSES) urls.add(b.logoUrl).add(b.coverUrl);
    for (const c of coupons) {
      urls.add(c.imageUrl);
      for (const g of c.details.gallery ?? []) urls.add(g);
    }
    const missing = [...urls].filter((u) => !exists(u));
    expect(missing).toEqual([]);
  });

  it("has a cover image for every subcategory", () => {
    const files = new Set(readdirSync(`${PUBLIC_DIR}/images/coupons`));
    for (const cat of CATEGORIES) {
      for (const sub of cat.subcategories)
        expect(files.has(`${cat.id}-${sub.id}.svg`), `${cat.id}-${sub.id}`).toBe(true);
    }
  });
});

describe("seed reviews", () => {
  it("reviews existing, non-expired coupons with valid reviewers, never twice per coupon", () => {
    const byKey = new Map(coupons.map((c) => [c.key, c]));
    const pairs = new Set<string>();
    for (const r of reviews) {
      const coupon = byKey.get(r.couponKey);
      expect(coupon, r.couponKey).toBeDefined();
      expect(coupon?.endsInHours ?? -1, r.couponKey).toBeGreaterThan(0);
      expect(r.reviewer).toBeGreaterThanOrEqual(0);
      expect(r.reviewer).toBeLessThanOrEqual(11);
      expect([1, 2, 3, 4, 5]).toContain(r.rating);
      expect(r.daysAgo).toBeGreaterThanOrEqual(0);
      const pair = `${r.couponKey}:${r.reviewer}`;
      expect(pairs.has(pair), pair).toBe(false);
      pairs.add(pair);
    }
  });

  it("covers about 60 % of live coupons with 1-6 reviews, mostly 4-5 stars", () => {
    const perCoupon = countBy(reviews, (r) => r.couponKey);
    const share = perCoupon.size / live.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.75);
    for (const n of perCoupon.values()) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(6);
    }
    const high = reviews.filter((r) => r.rating >= 4).length / reviews.length;
    expect(high).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.rating <= 3)).toBe(true);
    expect(reviews.some((r) => r.comment === null)).toBe(true);
    expect(new Set(reviews.map((r) => r.comment).filter((c) => c !== null)).size).toBeGreaterThanOrEqual(30);
  });
});

describe("seed sales are real orders (issue 17)", () => {
  const seeded = buildSeedCoupons();
  const orders = buildSeedOrders(seeded);

  it("sells exactly each coupon's `sold` units, no more than stock, nothing of an expired coupon", () => {
    const bought = new Map<string, number>();
    for (const o of orders)
      for (const l of o.lines) bought.set(l.couponKey, (bought.get(l.couponKey) ?? 0) + l.quantity);
    for (const c of seeded) {
      expect(bought.get(c.key) ?? 0, c.key).toBe(c.sold);
      expect(c.remaining + c.sold, c.key).toBe(c.totalStock);
      if (c.endsInHours < 0) expect(c.sold, c.key).toBe(0);
      if (c.remaining === 0) expect(c.sold, c.key).toBe(c.totalStock);
    }
    expect(seeded.some((c) => c.sold > 0)).toBe(true);
  });

  it("fits reserve_order's limits: at most 20 coupons and 50 units of one per order, unique keys", () => {
    for (const o of orders) {
      expect(o.lines.length).toBeLessThanOrEqual(20);
      for (const l of o.lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
      for (const l of o.lines) expect(l.quantity).toBeLessThanOrEqual(50);
    }
    expect(new Set(orders.map((o) => o.key)).size).toBe(orders.length);
  });
});
