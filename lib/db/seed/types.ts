// Shapes of the seed catalogue (lib/db/seed/*.ts). The runner (lib/db/seed/index.ts) turns them
// into rows with deterministic ids, so seeding twice inserts nothing new.
import type { CategoryId } from "@/lib/domain/categories";
import type { CouponDetails } from "@/lib/domain/coupon-details";

export type { CouponDetails };

export type Weekday = "lun" | "mar" | "mie" | "jue" | "vie" | "sab" | "dom";

/** Opening hours per weekday, "HH:MM-HH:MM" (24 h, America/Guatemala), or null when closed. */
export type OpeningHours = Record<Weekday, string | null>;

export interface SeedBusiness {
  slug: string;
  name: string;
  category: CategoryId;
  description: string;
  /** City as shoppers write it: "Ciudad de Guatemala", "Antigua Guatemala", "Quetzaltenango", ... */
  city: string;
  /** Full street address, with the zone in Guatemala City: "5a Avenida 12-45, Zona 10". */
  address: string;
  /** "+502 2345-6789" */
  phone: string;
  whatsapp: string | null;
  email: string;
  website: string | null;
  socialInstagramUrl: string | null;
  socialFacebookUrl: string | null;
  socialXUrl: string | null;
  socialTiktokUrl: string | null;
  hours: OpeningHours;
  isVerified: boolean;
  /** Local paths under public/, e.g. "/images/businesses/la-cocina-de-zona-10-logo.svg". */
  logoUrl: string;
  coverUrl: string;
  /** True for the (about 3) businesses owned by the demo seller account. */
  ownedByDemoSeller: boolean;
}

export interface SeedCoupon {
  /** Stable unique key; the coupon id is derived from it. */
  key: string;
  businessSlug: string;
  title: string;
  description: string;
  category: CategoryId;
  /** One of the category's subcategory ids. */
  subcategory: string;
  /** Integer cents of quetzales: Q249.00 is 24900. */
  originalPriceCents: number;
  discountPriceCents: number;
  /** Hours from seeding time to end_time; negative means already expired. */
  endsInHours: number;
  /** Hours before seeding time when it was created (>= 0). */
  createdHoursAgo: number;
  totalStock: number;
  /** 0 means sold out. */
  remaining: number;
  /**
   * Units sold, each backed by a paid order the seed places through reserve_order and
   * confirm_order (no 'N personas ya compraron' without orders behind it). totalStock = remaining + sold.
   */
  sold: number;
  isFlashSale: boolean;
  /** Local path under public/, e.g. "/images/coupons/restaurantes-pizza-1.svg". */
  imageUrl: string;
  details: CouponDetails;
}

export interface SeedReview {
  couponKey: string;
  /** Index into the seed's reviewer accounts (0..11). */
  reviewer: number;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string | null;
  daysAgo: number;
}
