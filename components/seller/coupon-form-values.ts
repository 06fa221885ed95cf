// What the coupon form holds (strings, as inputs give them) and how an existing coupon fills it.
// The shared schema (lib/domain/forms/coupon.ts) turns these strings into cents, dates and lists.
import { DEFAULT_COUPON_CATEGORY } from "@/lib/domain/forms/coupon";
import { toGuatemalaDateTimeLocal } from "@/lib/domain/guatemala-time";
import { fromCents } from "@/lib/domain/money";
import type { CouponForEdit } from "@/lib/data/catalogue/seller-coupons";

export interface CouponFormValues {
  businessId: string;
  title: string;
  description: string;
  /** The optional English version ("" for none); the fine print one item per line. */
  titleEn: string;
  descriptionEn: string;
  finePrintEn: string;
  imageUrl: string;
  originalPrice: string;
  discountPrice: string;
  /** datetime-local, Guatemala's wall clock */
  endTime: string;
  stock: string;
  category: string;
  subcategory: string;
  isFlashSale: boolean;
  requiresBooking: boolean;
  /** "valido" | "perdido": what a missed booking costs. */
  noShowPolicy: string;
  details: {
    cuisine: string;
    deliveryTime: string;
    kind: string;
    experienceType: string;
    difficulty: string;
    durationHours: string;
    tripType: string;
    days: string;
    groupSize: string;
    /** One item per line. */
    includes: string;
    highlights: string;
    included: string;
    restrictions: string;
  };
}

export function emptyCouponValues(businessId = ""): CouponFormValues {
  return {
    businessId,
    title: "",
    description: "",
    titleEn: "",
    descriptionEn: "",
    finePrintEn: "",
    imageUrl: "",
    originalPrice: "",
    discountPrice: "",
    endTime: "",
    stock: "",
    category: DEFAULT_COUPON_CATEGORY,
    subcategory: "",
    isFlashSale: false,
    requiresBooking: false,
    noShowPolicy: "valido",
    details: {
      cuisine: "",
      deliveryTime: "",
      kind: "",
      experienceType: "",
      difficulty: "",
      durationHours: "",
      tripType: "",
      days: "",
      groupSize: "",
      includes: "",
      highlights: "",
      included: "",
      restrictions: "",
    },
  };
}

/** The fields of a stored coupon the form shows (a type-only import: nothing server-side ships). */
type EditableCoupon = Pick<
  CouponForEdit,
  | "businessId"
  | "title"
  | "description"
  | "titleEn"
  | "descriptionEn"
  | "finePrintEn"
  | "imageUrl"
  | "originalPriceCents"
  | "discountPriceCents"
  | "endTime"
  | "totalStock"
  | "category"
  | "subcategory"
  | "isFlashSale"
  | "requiresBooking"
  | "noShowPolicy"
  | "details"
>;

const lines = (xs: readonly string[] | undefined) => (xs ?? []).join("\n");
const text = (v: string | number | undefined | null) => (v === undefined || v === null ? "" : String(v));

/** An existing coupon as form values (the edit page). */
export function couponToValues(c: EditableCoupon): CouponFormValues {
  const d = c.details ?? {};
  const kind = d.tripType || d.days ? "trip" : d.experienceType || d.difficulty || d.durationHours ? "experience" : "";
  return {
    businessId: c.businessId ?? "",
    title: c.title,
    description: c.description ?? "",
    titleEn: c.titleEn ?? "",
    descriptionEn: c.descriptionEn ?? "",
    finePrintEn: c.finePrintEn ?? "",
    imageUrl: c.imageUrl ?? "",
    originalPrice: c.originalPriceCents === null ? "" : fromCents(c.originalPriceCents),
    discountPrice: fromCents(c.discountPriceCents),
    endTime: toGuatemalaDateTimeLocal(new Date(c.endTime)),
    stock: String(c.totalStock),
    category: c.category,
    subcategory: c.subcategory ?? "",
    isFlashSale: c.isFlashSale,
    requiresBooking: c.requiresBooking,
    noShowPolicy: c.noShowPolicy,
    details: {
      cuisine: text(d.cuisine),
      deliveryTime: text(d.deliveryTime),
      kind,
      experienceType: text(d.experienceType),
      difficulty: text(d.difficulty),
      durationHours: text(d.durationHours),
      tripType: text(d.tripType),
      days: text(d.days),
      groupSize: text(d.groupSize),
      includes: lines(d.includes),
      highlights: lines(d.highlights),
      included: lines(d.included),
      restrictions: lines(d.restrictions),
    },
  };
}
