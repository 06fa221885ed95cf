// Publishing a coupon, plus the rules a real marketplace needs (the vertical attributes live on
// the coupon, where the vertical pages filter them). One schema for the form and the publish/update actions.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { getCategory, isCategoryId } from "../categories";
import type { CouponDetails } from "../coupon-details";
import { parseGuatemalaDateTime } from "../guatemala-time";
import { claimsTaxIncluded } from "../tax-claims";
import { formBoolean, formObject, imageRef, optionalLines, optionalText, requiredText, uuidField } from "./fields";

const k = (key: string) => messageCode(`seller.coupon.${key}`);

export const COUPON_TITLE_MAX = 120;
export const COUPON_DESCRIPTION_MAX = 2000;
/** A list field (highlights, included, restrictions: the fine print, in either language). */
export const LIST_MAX_ITEMS = 10;
export const LIST_ITEM_MAX = 200;
/** Q100,000.00 */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 100_000;
/** A coupon's category defaults to 'General' (not one of the 12 catalogue ids). */
export const DEFAULT_COUPON_CATEGORY = "General";

export const CUISINES = [
  "Italiana",
  "Japonesa",
  "Argentina",
  "Mexicana",
  "Internacional",
  "Guatemalteca",
  "China",
  "Americana",
] as const;
export const DIFFICULTIES = ["Fácil", "Intermedio", "Avanzado"] as const;
export const EXPERIENCE_TYPES = [
  "Spa & Bienestar",
  "Aventura",
  "Fotografía",
  "Naturaleza",
  "Gastronomía",
  "Aéreo",
] as const;
export const NO_SHOW_POLICIES = ["valido", "perdido"] as const;
export type NoShowPolicy = (typeof NO_SHOW_POLICIES)[number];
export const TRIP_TYPES = ["Cultural", "Naturaleza", "Arqueológico", "Playa", "Aventura"] as const;

/**
 * "150", "150.5", "150.50", "Q1,250.00" or the number 150.5 -> cents. More than two decimals,
 * signs, exponents or other text -> null.
 */
export function parsePriceCents(value: unknown): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/^Q\s*/i, "");
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]!.replace(/,/g, ""));
  if (!Number.isSafeInteger(whole)) return null;
  return whole * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const price = z.unknown().transform((v, ctx) => {
  const cents = parsePriceCents(v);
  if (cents === null) ctx.addIssue({ code: "custom", message: k("priceInvalid") });
  else if (cents <= 0) ctx.addIssue({ code: "custom", message: k("pricePositive") });
  else if (cents > MAX_PRICE_CENTS) ctx.addIssue({ code: "custom", message: k("priceTooHigh") });
  else return cents;
  return z.NEVER;
});

/** End date-time: a datetime-local value read on Guatemala's clock, strictly in the future. */
const endTime = z.unknown().transform((v, ctx) => {
  const date =
    v instanceof Date
      ? Number.isNaN(v.getTime())
        ? null
        : v
      : typeof v === "string"
        ? parseGuatemalaDateTime(v)
        : null;
  if (date === null) ctx.addIssue({ code: "custom", message: k("endTimeInvalid") });
  else if (date.getTime() <= Date.now()) ctx.addIssue({ code: "custom", message: k("endTimePast") });
  else return date;
  return z.NEVER;
});

const stock = z.unknown().transform((v, ctx) => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,7}\s*$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_STOCK) {
    ctx.addIssue({ code: "custom", message: k("stockInvalid") });
    return z.NEVER;
  }
  return n;
});

/** Blank form values are "not given". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: k(key) }).optional());
const optionalNumber = (min: number, max: number, key: string, integer = false) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === "string" ? Number(b.trim()) : b;
    },
    z
      .number({ error: k(key) })
      .min(min, k(key))
      .max(max, k(key))
      .refine((n) => !integer || Number.isInteger(n), k(key))
      .optional(),
  );
/** A list from the form: an array of strings or one text with one item per line. */
const textList = z.preprocess(
  (v) => (typeof v === "string" ? v.split("\n") : (v ?? [])),
  z
    .array(z.string({ error: k("listTooLong") }))
    .transform((xs) => xs.map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(LIST_ITEM_MAX, k("listTooLong"))).max(LIST_MAX_ITEMS, k("listTooLong"))),
);

/**
 * Vertical attributes (lib/domain/coupon-details.ts). Restaurants: cuisine, delivery time.
 * Experiences & travel: either an experience (type, difficulty, duration in hours: what
 * /experiencias filters on) or a trip (type, days, group size, includes: /viajes). Every coupon may
 * list highlights, what is included and its restrictions (the detail page's tabs).
 */
const detailsInput = z
  .object({
    cuisine: optionalEnum(CUISINES, "cuisineInvalid"),
    deliveryTime: optionalText(40, "seller.coupon.deliveryTimeTooLong"),
    kind: optionalEnum(["experience", "trip"] as const, "kindInvalid"),
    experienceType: optionalEnum(EXPERIENCE_TYPES, "experienceTypeInvalid"),
    difficulty: optionalEnum(DIFFICULTIES, "difficultyInvalid"),
    durationHours: optionalNumber(0.5, 72, "durationInvalid"),
    tripType: optionalEnum(TRIP_TYPES, "tripTypeInvalid"),
    days: optionalNumber(1, 30, "daysInvalid", true),
    groupSize: optionalText(40, "seller.coupon.groupSizeTooLong"),
    includes: textList,
    highlights: textList,
    included: textList,
    restrictions: textList,
  })
  .partial()
  .default({});

type DetailsInput = z.output<typeof detailsInput>;

/** Checks the attributes the category asks for and keeps only those (stored in coupons.details). */
function detailsFor(category: string, d: DetailsInput, issue: (path: string, key: string) => void): CouponDetails {
  const out: CouponDetails = {};
  const lists = { highlights: d.highlights, included: d.included, restrictions: d.restrictions };
  for (const [key, list] of Object.entries(lists)) if (list && list.length) out[key as keyof typeof lists] = list;
  if (category === "restaurantes") {
    if (d.cuisine) out.cuisine = d.cuisine;
    if (d.deliveryTime) out.deliveryTime = d.deliveryTime;
  }
  if (category === "experiencias-viajes" && d.kind === "experience") {
    if (!d.experienceType) issue("experienceType", "experienceTypeInvalid");
    if (!d.difficulty) issue("difficulty", "difficultyInvalid");
    if (d.durationHours === undefined) issue("durationHours", "durationInvalid");
    Object.assign(out, { experienceType: d.experienceType, difficulty: d.difficulty, durationHours: d.durationHours });
  }
  if (category === "experiencias-viajes" && d.kind === "trip") {
    if (!d.tripType) issue("tripType", "tripTypeInvalid");
    if (d.days === undefined) issue("days", "daysInvalid");
    Object.assign(out, { tripType: d.tripType, days: d.days });
    if (d.groupSize) out.groupSize = d.groupSize;
    if (d.includes?.length) out.includes = d.includes;
  }
  return out;
}

const couponFields = formObject({
  businessId: uuidField("seller.coupon.businessRequired"),
  title: requiredText(COUPON_TITLE_MAX, "seller.coupon.titleRequired", "seller.coupon.titleTooLong"),
  description: optionalText(COUPON_DESCRIPTION_MAX, "seller.coupon.descriptionTooLong"),
  // The optional English version, for visitors reading English; the same limits as the Spanish.
  titleEn: optionalText(COUPON_TITLE_MAX, "seller.coupon.titleEnTooLong"),
  descriptionEn: optionalText(COUPON_DESCRIPTION_MAX, "seller.coupon.descriptionEnTooLong"),
  finePrintEn: optionalLines(LIST_MAX_ITEMS, LIST_ITEM_MAX, "seller.coupon.finePrintEnTooLong"),
  imageUrl: imageRef("seller.coupon.imageInvalid"),
  originalPrice: price,
  discountPrice: price,
  endTime,
  stock,
  category: z.preprocess(
    (v) => blankToUndefined(v) ?? DEFAULT_COUPON_CATEGORY,
    z
      .string({ error: k("categoryInvalid") })
      .refine((v) => v === DEFAULT_COUPON_CATEGORY || isCategoryId(v), k("categoryInvalid")),
  ),
  subcategory: z.preprocess(blankToUndefined, z.string({ error: k("subcategoryInvalid") }).optional()),
  isFlashSale: formBoolean.default(false),
  /** "Requiere reserva": a voucher is used at a booked time (lib/bookings). */
  requiresBooking: formBoolean.default(false),
  /** What a missed booking costs the buyer: the voucher stays valid, or is lost. */
  noShowPolicy: z.preprocess(
    (v) => blankToUndefined(v) ?? "valido",
    z.enum(NO_SHOW_POLICIES, { error: messageCode("sellerBookings.errors.noShowPolicy") }),
  ),
  details: detailsInput,
});

function refineCoupon<T extends z.output<typeof couponFields>>(v: T, ctx: z.RefinementCtx) {
  if (v.discountPrice > v.originalPrice)
    ctx.addIssue({ code: "custom", path: ["discountPrice"], message: k("discountAboveOriginal") });
  if (v.subcategory && !getCategory(v.category)?.subcategories.some((s) => s.id === v.subcategory)) {
    ctx.addIssue({ code: "custom", path: ["subcategory"], message: k("subcategoryInvalid") });
  }
  detailsFor(v.category, v.details, (path, key) =>
    ctx.addIssue({ code: "custom", path: ["details", path], message: k(key) }),
  );
  // Checkout adds IVA on top: no line of the coupon may say it is included (see tax-claims.ts).
  const lines: Array<[PropertyKey[], string | null | undefined]> = [
    [["title"], v.title],
    [["description"], v.description],
    [["titleEn"], v.titleEn],
    [["descriptionEn"], v.descriptionEn],
    [["finePrintEn"], v.finePrintEn],
    ...(["highlights", "included", "restrictions", "includes"] as const).map((key): [PropertyKey[], string] => [
      ["details", key],
      (v.details[key] ?? []).join("\n"),
    ]),
  ];
  for (const [path, text] of lines) {
    // A field refused above may still hold its raw value (the fine print's lines, say): skip it.
    if (typeof text === "string" && text.split("\n").some(claimsTaxIncluded))
      ctx.addIssue({ code: "custom", path, message: k("taxIncludedClaim") });
  }
}

/** What the data layer stores: prices in cents, the instant, and only the category's attributes. */
function toCouponWrite<T extends z.output<typeof couponFields>>({
  originalPrice,
  discountPrice,
  details,
  subcategory,
  ...rest
}: T) {
  return {
    ...rest,
    originalPriceCents: originalPrice,
    discountPriceCents: discountPrice,
    subcategory: subcategory ?? null,
    details: detailsFor(rest.category, details, () => {}),
  };
}

export const publishCouponSchema = couponFields.superRefine(refineCoupon).transform(toCouponWrite);
export type PublishCouponInput = z.input<typeof publishCouponSchema>;
export type CouponWrite = z.output<typeof publishCouponSchema>;

export const updateCouponSchema = couponFields
  .extend({ id: uuidField("seller.coupon.invalidId") })
  .superRefine(refineCoupon)
  .transform(toCouponWrite);
export type UpdateCouponInput = z.input<typeof updateCouponSchema>;
export type CouponUpdate = z.output<typeof updateCouponSchema>;

export const setCouponPausedSchema = formObject({ id: uuidField("seller.coupon.invalidId"), paused: formBoolean });
