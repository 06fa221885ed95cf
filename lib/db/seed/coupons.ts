// Builds the seed coupons from the template tables in ./coupons/. Deterministic: a seeded PRNG
// (mulberry32) spreads stock, end times and states, so every call returns the same catalogue.
import { CATEGORIES, getSubcategory } from "@/lib/domain/categories";
import { getSeedBusiness } from "./businesses";
import { BELLEZA_SALUD_TEMPLATES } from "./coupons/belleza-salud";
import { CLINICOS_ODONTOLOGIA_TEMPLATES } from "./coupons/clinicos-odontologia";
import { DEPORTES_MASCOTAS_TEMPLATES } from "./coupons/deportes-mascotas";
import { EDUCACION_FOTOGRAFIA_TEMPLATES } from "./coupons/educacion-fotografia";
import { EXPERIENCIAS_VIAJES_TEMPLATES } from "./coupons/experiencias-viajes";
import { HOGAR_AUTOMOTRIZ_TEMPLATES } from "./coupons/hogar-automotriz";
import { RESTAURANTES_TEMPLATES } from "./coupons/restaurantes";
import type { OfferTemplate, SubcategoryTemplates } from "./coupons/template";
import type { SeedBusiness, SeedCoupon } from "./types";

export const COUPON_TEMPLATES: readonly SubcategoryTemplates[] = [
  ...RESTAURANTES_TEMPLATES,
  ...BELLEZA_SALUD_TEMPLATES,
  ...CLINICOS_ODONTOLOGIA_TEMPLATES,
  ...HOGAR_AUTOMOTRIZ_TEMPLATES,
  ...EXPERIENCIAS_VIAJES_TEMPLATES,
  ...EDUCACION_FOTOGRAFIA_TEMPLATES,
  ...DEPORTES_MASCOTAS_TEMPLATES,
];

/** Image for a subcategory: public/images/coupons/<categoryId>-<subId>.svg. */
export function subcategoryImageUrl(categoryId: string, subId: string): string {
  return `/images/coupons/${categoryId}-${subId}.svg`;
}

export const DEFAULT_COUPON_IMAGE = "/images/coupons/default.svg";

const DELIVERY_TIMES = ["20-30 min", "25-35 min", "30-40 min", "35-50 min", "40-55 min"] as const;

/** Small seeded PRNG (mulberry32): uniform floats in [0, 1). Shared with the reviews seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items of `pool` starting at `start`, wrapping around, without duplicates. */
function rotate(pool: readonly string[], start: number, count: number): string[] {
  const out: string[] = [];
  for (let k = 0; out.length < Math.min(count, pool.length) && k < pool.length * 2; k++) {
    const item = pool[(start + k) % pool.length];
    if (item !== undefined && !out.includes(item)) out.push(item);
  }
  return out;
}

type Base = Omit<SeedCoupon, "endsInHours" | "createdHoursAgo" | "totalStock" | "remaining" | "isFlashSale" | "sold">;

function toBase(tpl: SubcategoryTemplates, o: OfferTemplate, i: number, subIndex: number): Base {
  const key = `${tpl.category}-${tpl.subcategory}-${String(i + 1).padStart(2, "0")}`;
  const slug = o.options.at ?? tpl.businesses[i % tpl.businesses.length];
  const business: SeedBusiness | undefined = slug === undefined ? undefined : getSeedBusiness(slug);
  if (!business || business.category !== tpl.category)
    throw new Error(`${key}: business ${slug} missing or of another category`);
  const category = CATEGORIES.find((c) => c.id === tpl.category);
  if (!category || !getSubcategory(tpl.category, tpl.subcategory)) throw new Error(`${key}: unknown subcategory`);
  const originalPriceCents = Math.round(o.originalQ * 100);
  const discountPriceCents = Math.round(o.priceQ * 100);
  const pct = (1 - discountPriceCents / originalPriceCents) * 100;
  if (pct < 20 || pct > 75) throw new Error(`${key}: discount ${pct.toFixed(1)} % outside 20-75 %`);

  const { at: _at, inc, ...vertical } = o.options;
  const imageUrl = subcategoryImageUrl(tpl.category, tpl.subcategory);
  const sibling = category.subcategories[(category.subcategories.findIndex((s) => s.id === tpl.subcategory) + 1) % 4];
  const gallery = [imageUrl, business.coverUrl];
  if (i % 2 === 0 && sibling) gallery.push(subcategoryImageUrl(tpl.category, sibling.id));
  const place = business.address.includes(business.city) ? business.address : `${business.address}, ${business.city}`;

  return {
    key,
    businessSlug: business.slug,
    title: o.title,
    description: o.description,
    category: tpl.category,
    subcategory: tpl.subcategory,
    originalPriceCents,
    discountPriceCents,
    imageUrl,
    details: {
      longDescription: `${o.description} ${tpl.about} Canjeable en ${business.name}, ${place}.`,
      gallery,
      highlights: rotate(tpl.highlights, i, 3),
      included: rotate([...(inc ?? []), ...tpl.included], 0, 3 + ((i + subIndex) % 3)),
      restrictions: rotate(tpl.restrictions, i, 2 + ((i * 2 + subIndex) % 3)),
      ...(tpl.category === "restaurantes"
        ? { deliveryTime: DELIVERY_TIMES[(i * 3 + subIndex) % DELIVERY_TIMES.length] }
        : {}),
      ...vertical,
    },
  };
}

type State = "expired" | "soldOut" | "flash2h" | "flash6h" | "ending" | "fewFlash" | "few" | "flash" | "normal";

/** How many coupons (after a seeded shuffle) get each special state; the rest are "normal". */
const STATE_PLAN: readonly (readonly [State, number])[] = [
  ["expired", 10],
  ["soldOut", 10],
  ["flash2h", 5],
  ["flash6h", 3],
  ["ending", 7],
  ["fewFlash", 6],
  ["few", 14],
  ["flash", 30],
];

export function buildSeedCoupons(): SeedCoupon[] {
  const rand = mulberry32(0x00c0_9017);
  // Sales come from a second sequence, so every other seeded value stays what it was.
  const sales = mulberry32(0x5a1e_5017);
  const soldInt = (min: number, max: number) => min + Math.floor(sales() * (max - min + 1));
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const tenth = (min: number, max: number) => Math.round((min + rand() * (max - min)) * 10) / 10;

  const bases: Base[] = [];
  COUPON_TEMPLATES.forEach((tpl, subIndex) => tpl.offers.forEach((o, i) => bases.push(toBase(tpl, o, i, subIndex))));

  // Seeded Fisher-Yates shuffle decides which coupons get the special states.
  const order = bases.map((_, k) => k);
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(rand() * (k + 1));
    [order[k], order[j]] = [order[j] as number, order[k] as number];
  }
  const states: State[] = bases.map(() => "normal");
  let pos = 0;
  for (const [state, count] of STATE_PLAN) {
    for (let c = 0; c < count; c++, pos++) states[order[pos] as number] = state;
  }

  return bases.map((base, k): SeedCoupon => {
    const state = states[k] ?? "normal";
    const pricey = base.discountPriceCents > 200_000;
    const totalStock = Math.min(500, Math.max(20, Math.round(int(20, pricey ? 80 : 500) / 10) * 10));
    const isFlashSale = state === "flash2h" || state === "flash6h" || state === "fewFlash" || state === "flash";
    let endsInHours: number;
    if (state === "expired") endsInHours = -Math.round(int(4, 600)) / 2;
    else if (state === "flash2h") endsInHours = tenth(0.5, 1.9);
    else if (state === "flash6h" || state === "ending") endsInHours = tenth(2, 5.5);
    else if (isFlashSale) endsInHours = int(48, 144);
    else endsInHours = int(48, 1440);
    let remaining: number;
    if (state === "soldOut") remaining = 0;
    else if (state === "few" || state === "fewFlash") remaining = int(1, 10);
    else if (state === "expired") remaining = int(1, totalStock - 1);
    else remaining = int(11, totalStock);
    let createdHoursAgo = isFlashSale ? int(1, 96) : int(1, 720);
    if (endsInHours < 0) createdHoursAgo = Math.min(720, Math.ceil(-endsInHours) + int(24, 300));
    // A few real sales per coupon (seed orders buy them, at most 50 units of one coupon per
    // order): a sold-out coupon had only 20-30 units, one with few left 20-28, and an expired one
    // sold nothing (an order cannot buy it any more).
    let sold: number;
    let stock = totalStock;
    if (state === "expired") {
      sold = 0;
      remaining = totalStock;
    } else if (state === "soldOut") {
      stock = soldInt(20, 30);
      sold = stock;
    } else if (state === "few" || state === "fewFlash") {
      stock = 20 + soldInt(0, 8);
      sold = stock - remaining;
    } else {
      sold = Math.min(soldInt(0, 12), totalStock - 11);
      remaining = totalStock - sold;
    }
    return { ...base, endsInHours, createdHoursAgo, totalStock: stock, remaining, sold, isFlashSale };
  });
}
