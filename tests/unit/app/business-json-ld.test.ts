import { describe, expect, it } from "vitest";
import { localBusinessJsonLd } from "@/app/(es)/(shop)/negocio/[slug]/_lib/json-ld";
import type { BusinessProfile } from "@/lib/data/catalogue/businesses";
import type { HoursRange } from "@/lib/places/rules/hours";
import { validateJsonLd } from "@/lib/seo/json-ld-rules";

const business: BusinessProfile = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Pizzería La Toscana",
  slug: "la-toscana-zona-10",
  logoUrl: null,
  description: null,
  descriptionEn: null,
  category: "restaurantes",
  city: "Ciudad de Guatemala",
  isVerified: true,
  stats: { followers: 0, activeCoupons: 0, rating: null, reviews: 0 },
  coverUrl: null,
  address: "Avenida La Reforma 12-01, Zona 10",
  website: null,
  phone: null,
  whatsapp: null,
  email: null,
  socialXUrl: null,
  socialInstagramUrl: null,
  socialFacebookUrl: null,
  socialTiktokUrl: null,
  hours: null,
  updatedAt: "2026-11-27T00:00:00.000Z",
};

const branch = (name: string, address: string, lat: number, lng: number, hours: HoursRange[] = []) => ({
  name,
  hours,
  address,
  municipality: "Guatemala",
  department: "Guatemala",
  lat,
  lng,
});

describe("LocalBusiness JSON-LD of /negocio/[slug]", () => {
  it("gives the first branch's coordinates as geo and every branch's address and coordinates", () => {
    const ld = localBusinessJsonLd(business, [
      branch("Zona 10", "Avenida La Reforma 12-01, Zona 10", 14.5965, -90.5085),
      branch("Zona 1", "6a Avenida 9-50, Paseo de la Sexta, Zona 1", 14.6395, -90.5131),
    ]) as unknown as Record<string, unknown>;
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 14.5965, longitude: -90.5085 });
    expect(ld.location).toEqual([
      {
        "@type": "LocalBusiness",
        name: "Pizzería La Toscana · Zona 10",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Avenida La Reforma 12-01, Zona 10",
          addressLocality: "Guatemala",
          addressRegion: "Guatemala",
          addressCountry: "GT",
        },
        geo: { "@type": "GeoCoordinates", latitude: 14.5965, longitude: -90.5085 },
      },
      {
        "@type": "LocalBusiness",
        name: "Pizzería La Toscana · Zona 1",
        address: {
          "@type": "PostalAddress",
          streetAddress: "6a Avenida 9-50, Paseo de la Sexta, Zona 1",
          addressLocality: "Guatemala",
          addressRegion: "Guatemala",
          addressCountry: "GT",
        },
        geo: { "@type": "GeoCoordinates", latitude: 14.6395, longitude: -90.5131 },
      },
    ]);
    // The business's own address stays the LocalBusiness's address (one PostalAddress).
    expect(ld.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Ciudad de Guatemala" });
    expect(validateJsonLd(ld)).toEqual([]);
  });

  it("gives each branch one OpeningHoursSpecification per range (a lunch break is two)", () => {
    const ld = localBusinessJsonLd(business, [
      branch("Zona 10", "Av. Reforma", 14.5965, -90.5085, [
        { weekday: 1, opens: "08:00", closes: "12:30" },
        { weekday: 1, opens: "14:00", closes: "18:00" },
      ]),
    ]) as unknown as { location: { openingHoursSpecification?: unknown[] }[] };
    expect(ld.location[0]?.openingHoursSpecification).toHaveLength(2);
    expect(ld.location[0]?.openingHoursSpecification?.[1]).toMatchObject({ opens: "14:00", closes: "18:00" });
    expect(validateJsonLd(ld)).toEqual([]);
  });

  it("has neither geo nor location without branches", () => {
    const ld = localBusinessJsonLd(business) as unknown as Record<string, unknown>;
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("location");
    expect(validateJsonLd(ld)).toEqual([]);
  });

  it("the validator refuses coordinates that are not numbers and a branch without an address", () => {
    const ld = localBusinessJsonLd(business, [branch("Zona 10", "Av. Reforma", 14.5965, -90.5085)]) as object;
    const bad = { ...ld, geo: { "@type": "GeoCoordinates", latitude: "14.5965", longitude: -90.5085 } };
    expect(validateJsonLd(bad)).toEqual([expect.stringMatching(/geo needs numeric latitude and longitude/)]);
    const noAddress = { ...ld, location: [{ "@type": "Place", name: "Sucursal" }] };
    expect(validateJsonLd(noAddress)).toEqual([expect.stringMatching(/location\[0\] needs a PostalAddress/)]);
  });
});
