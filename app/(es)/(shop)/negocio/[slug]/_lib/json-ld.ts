import type {
  BreadcrumbList,
  DayOfWeek,
  GeoCoordinates,
  LocalBusiness,
  OpeningHoursSpecification,
  Place,
  WithContext,
} from "schema-dts";
import type { BranchView } from "@/lib/places/data/branches";
import type { BusinessProfile } from "@/lib/data/catalogue/businesses";
import { rangesOf, WEEK_ORDER, type HoursRange } from "@/lib/places/rules/hours";
import { absoluteUrl } from "@/lib/seo/metadata";

export const WEEKDAYS = ["lun", "mar", "mie", "jue", "vie", "sab", "dom"] as const;
const SCHEMA_DAY: Record<(typeof WEEKDAYS)[number], DayOfWeek> = {
  lun: "https://schema.org/Monday",
  mar: "https://schema.org/Tuesday",
  mie: "https://schema.org/Wednesday",
  jue: "https://schema.org/Thursday",
  vie: "https://schema.org/Friday",
  sab: "https://schema.org/Saturday",
  dom: "https://schema.org/Sunday",
};
const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** "12:00-22:00" -> ["12:00", "22:00"]; anything else (closed, junk) -> null. */
export function parseRange(value: string | null | undefined): [string, string] | null {
  const m = value ? RANGE.exec(value) : null;
  return m ? [m[1]!, m[2]!] : null;
}

function openingHours(hours: BusinessProfile["hours"]): OpeningHoursSpecification[] {
  if (!hours) return [];
  return WEEKDAYS.flatMap((day) => {
    const range = parseRange(hours[day]);
    return range
      ? [
          {
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: SCHEMA_DAY[day],
            opens: range[0],
            closes: range[1],
          },
        ]
      : [];
  });
}

const SCHEMA_WEEKDAY: DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];

/** One OpeningHoursSpecification per range, Monday first; the end of the day as 23:59 (Google's way). */
export function branchOpeningHours(hours: readonly HoursRange[]): OpeningHoursSpecification[] {
  return WEEK_ORDER.flatMap((weekday) =>
    rangesOf(hours, weekday).map((r) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: SCHEMA_WEEKDAY[weekday]!,
      opens: r.opens,
      closes: r.closes === "24:00" ? "23:59" : r.closes,
    })),
  );
}

const isSvg = (src: string) => /\.svg(\?|$)/i.test(src);

/** The business's share image: its own cover or logo when raster, else its generated PNG (/og/negocio/{slug}). */
export function businessShareImage(b: Pick<BusinessProfile, "slug" | "coverUrl" | "logoUrl">): string {
  const own = [b.coverUrl, b.logoUrl].find((src): src is string => !!src && !isSvg(src));
  return own ?? `/og/negocio/${b.slug}`;
}

type BranchPlace = Pick<BranchView, "name" | "address" | "municipality" | "department" | "lat" | "lng"> & {
  hours?: BranchView["hours"];
};

const geoOf = (p: Pick<BranchView, "lat" | "lng">): GeoCoordinates => ({
  "@type": "GeoCoordinates",
  latitude: p.lat,
  longitude: p.lng,
});

/**
 * Each branch as a LocalBusiness (a Place): its own street address, coordinates and opening hours,
 * one OpeningHoursSpecification per range (search engines map and time each one).
 */
function branchPlaces(businessName: string, branches: BranchPlace[]): Place[] {
  return branches.map((br) => ({
    "@type": "LocalBusiness",
    name: `${businessName} · ${br.name}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: br.address,
      addressLocality: br.municipality,
      addressRegion: br.department,
      addressCountry: "GT",
    },
    geo: geoOf(br),
    ...(br.hours?.length ? { openingHoursSpecification: branchOpeningHours(br.hours) } : {}),
  }));
}

/**
 * LocalBusiness for search results: aggregateRating only when real reviews exist (Google's rule).
 * With branches: `geo` is the first (the business's own address, oldest first) and `location` lists
 * every branch with its address, coordinates and hours; `address` stays the business's own.
 */
export function localBusinessJsonLd(b: BusinessProfile, branches: BranchPlace[] = []): WithContext<LocalBusiness> {
  const url = absoluteUrl(`/negocio/${b.slug}`);
  // Raster only (social networks and Google reject SVG): SVG artwork gives way to the generated PNG.
  const image = businessShareImage(b);
  const logo = b.logoUrl && !isSvg(b.logoUrl) ? b.logoUrl : null;
  const sameAs = [b.website, b.socialXUrl, b.socialInstagramUrl, b.socialFacebookUrl, b.socialTiktokUrl].filter(
    (x): x is string => !!x,
  );
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: b.name,
    url,
    ...(b.description ? { description: b.description } : {}),
    image: absoluteUrl(image),
    ...(logo ? { logo: absoluteUrl(logo) } : {}),
    ...(b.phone ? { telephone: b.phone } : {}),
    ...(b.email ? { email: b.email } : {}),
    address: {
      "@type": "PostalAddress",
      ...(b.address ? { streetAddress: b.address } : {}),
      ...(b.city ? { addressLocality: b.city } : {}),
      addressCountry: "GT",
    },
    ...(branches[0] ? { geo: geoOf(branches[0]), location: branchPlaces(b.name, branches) } : {}),
    // The first branch's hours (the business's own address), else the week the profile gives.
    openingHoursSpecification: branches[0]?.hours?.length
      ? branchOpeningHours(branches[0].hours)
      : openingHours(b.hours),
    ...(sameAs.length ? { sameAs } : {}),
    ...(b.stats.reviews > 0 && b.stats.rating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: b.stats.rating,
            reviewCount: b.stats.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(
  b: BusinessProfile,
  labels: { home: string; directory: string },
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: labels.home, item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: labels.directory, item: absoluteUrl("/empresas") },
      { "@type": "ListItem", position: 3, name: b.name, item: absoluteUrl(`/negocio/${b.slug}`) },
    ],
  };
}

/** A link that opens the visitor's map app on the address. */
export function mapsUrl(b: Pick<BusinessProfile, "name" | "address" | "city">): string {
  const query = [b.name, b.address, b.city, "Guatemala"].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
