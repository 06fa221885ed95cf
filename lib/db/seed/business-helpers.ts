// Compact builder for the seed businesses: derives e-mail, web and social URLs and image paths
// from a slug and a fictional domain, so each business entry stays a few lines long.
import type { CategoryId } from "@/lib/domain/categories";
import type { OpeningHours, SeedBusiness } from "./types";

export const CAPITAL = "Ciudad de Guatemala";

/** Typical opening hours by kind of business (America/Guatemala). */
export const HOURS = {
  restaurant: {
    lun: "12:00-22:00",
    mar: "12:00-22:00",
    mie: "12:00-22:00",
    jue: "12:00-22:00",
    vie: "12:00-23:00",
    sab: "12:00-23:00",
    dom: "12:00-21:00",
  },
  casual: {
    lun: "11:00-21:00",
    mar: "11:00-21:00",
    mie: "11:00-21:00",
    jue: "11:00-21:00",
    vie: "11:00-22:30",
    sab: "11:00-22:30",
    dom: "11:00-20:00",
  },
  salon: {
    lun: null,
    mar: "09:00-19:00",
    mie: "09:00-19:00",
    jue: "09:00-19:00",
    vie: "09:00-20:00",
    sab: "08:00-18:00",
    dom: "09:00-14:00",
  },
  spa: {
    lun: "09:00-20:00",
    mar: "09:00-20:00",
    mie: "09:00-20:00",
    jue: "09:00-20:00",
    vie: "09:00-21:00",
    sab: "08:00-21:00",
    dom: "09:00-18:00",
  },
  clinic: {
    lun: "07:00-19:00",
    mar: "07:00-19:00",
    mie: "07:00-19:00",
    jue: "07:00-19:00",
    vie: "07:00-19:00",
    sab: "07:00-13:00",
    dom: null,
  },
  office: {
    lun: "08:00-18:00",
    mar: "08:00-18:00",
    mie: "08:00-18:00",
    jue: "08:00-18:00",
    vie: "08:00-18:00",
    sab: "08:00-13:00",
    dom: null,
  },
  workshop: {
    lun: "07:30-17:30",
    mar: "07:30-17:30",
    mie: "07:30-17:30",
    jue: "07:30-17:30",
    vie: "07:30-17:30",
    sab: "07:30-12:30",
    dom: null,
  },
  carwash: {
    lun: "07:00-18:00",
    mar: "07:00-18:00",
    mie: "07:00-18:00",
    jue: "07:00-18:00",
    vie: "07:00-18:00",
    sab: "07:00-17:00",
    dom: "08:00-14:00",
  },
  tours: {
    lun: "06:00-18:00",
    mar: "06:00-18:00",
    mie: "06:00-18:00",
    jue: "06:00-18:00",
    vie: "06:00-18:00",
    sab: "05:00-18:00",
    dom: "05:00-18:00",
  },
  hotel: {
    lun: "00:00-23:59",
    mar: "00:00-23:59",
    mie: "00:00-23:59",
    jue: "00:00-23:59",
    vie: "00:00-23:59",
    sab: "00:00-23:59",
    dom: "00:00-23:59",
  },
  school: {
    lun: "14:00-21:00",
    mar: "14:00-21:00",
    mie: "14:00-21:00",
    jue: "14:00-21:00",
    vie: "14:00-20:00",
    sab: "08:00-17:00",
    dom: null,
  },
  gym: {
    lun: "05:00-22:00",
    mar: "05:00-22:00",
    mie: "05:00-22:00",
    jue: "05:00-22:00",
    vie: "05:00-21:00",
    sab: "07:00-18:00",
    dom: "08:00-14:00",
  },
  vet: {
    lun: "08:00-19:00",
    mar: "08:00-19:00",
    mie: "08:00-19:00",
    jue: "08:00-19:00",
    vie: "08:00-19:00",
    sab: "08:00-17:00",
    dom: "09:00-13:00",
  },
} as const satisfies Record<string, OpeningHours>;

export interface BusinessInput {
  slug: string;
  name: string;
  category: CategoryId;
  city: string;
  address: string;
  phone: string;
  whatsapp: string | null;
  /** Fictional domain the e-mail (and website, when "web" is listed) lives on. */
  domain: string;
  hours: OpeningHours;
  verified: boolean;
  /** Space-separated subset of "web ig fb x tt". */
  social: string;
  demo?: boolean;
  description: string;
}

/** Expands a compact business entry into a full SeedBusiness. */
export function defineBusiness(b: BusinessInput): SeedBusiness {
  const has = new Set(b.social.split(/\s+/).filter(Boolean));
  const handle = b.slug.replace(/-/g, "");
  return {
    slug: b.slug,
    name: b.name,
    category: b.category,
    description: b.description,
    city: b.city,
    address: b.address,
    phone: b.phone,
    whatsapp: b.whatsapp,
    email: `hola@${b.domain}`,
    website: has.has("web") ? `https://www.${b.domain}` : null,
    socialInstagramUrl: has.has("ig") ? `https://www.instagram.com/${handle}` : null,
    socialFacebookUrl: has.has("fb") ? `https://www.facebook.com/${handle}` : null,
    socialXUrl: has.has("x") ? `https://x.com/${handle}` : null,
    socialTiktokUrl: has.has("tt") ? `https://www.tiktok.com/@${handle}` : null,
    hours: { ...b.hours },
    isVerified: b.verified,
    logoUrl: `/images/businesses/${b.slug}-logo.svg`,
    coverUrl: `/images/businesses/${b.slug}-cover.svg`,
    ownedByDemoSeller: b.demo ?? false,
  };
}
