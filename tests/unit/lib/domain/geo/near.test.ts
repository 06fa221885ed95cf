// Near-me rules: the Guatemala box, the reference haversine, the distance a card shows,
// the 'Cómo llegar' links and the ?cerca=/&radio= URL state (three decimals, refused outside).
import { describe, expect, it } from "vitest";
import { formatDistance, googleMapsLink, haversineMeters, roundCoord, wazeLink } from "@/lib/places/rules/distance";
import { DEPARTMENTS, inGuatemala, KNOWN_PLACES } from "@/lib/places/rules/guatemala";
import { nearQuery, parseNear, writeNear } from "@/lib/domain/url-state/near";
import { parseSearchState, searchCanonical, searchHref } from "@/lib/domain/url-state/search";
import { categoryHref, parseCategoryState } from "@/lib/domain/url-state/search";
import { directoryHref, parseDirectoryState } from "@/lib/domain/url-state/listings";

describe("Guatemala", () => {
  it("has its 22 departments", () => {
    expect(DEPARTMENTS).toHaveLength(22);
    expect(new Set(DEPARTMENTS).size).toBe(22);
  });

  it("accepts its cities and refuses other countries, swapped or non-finite coordinates", () => {
    for (const p of KNOWN_PLACES) expect(inGuatemala(p), p.id).toBe(true);
    expect(inGuatemala({ lat: 15.7275, lng: -88.595 })).toBe(true); // Puerto Barrios
    expect(inGuatemala({ lat: 19.43, lng: -99.13 })).toBe(false); // Ciudad de México
    expect(inGuatemala({ lat: 13.69, lng: -89.19 })).toBe(false); // San Salvador
    expect(inGuatemala({ lat: -90.513, lng: 14.601 })).toBe(false);
    expect(inGuatemala({ lat: 14.601, lng: 90.513 })).toBe(false);
    expect(inGuatemala({ lat: Number.NaN, lng: -90.5 })).toBe(false);
  });
});

describe("distances", () => {
  it("Zona 10 to Antigua is about 25 km, and a point to itself is 0", () => {
    const z10 = { lat: 14.598, lng: -90.508 };
    expect(haversineMeters(z10, { lat: 14.557, lng: -90.733 }) / 1000).toBeCloseTo(24.6, 0);
    expect(haversineMeters(z10, z10)).toBe(0);
  });

  it("is symmetric and obeys the triangle inequality", () => {
    const [a, b, c] = KNOWN_PLACES;
    expect(haversineMeters(a!, b!)).toBeCloseTo(haversineMeters(b!, a!), 6);
    expect(haversineMeters(a!, c!)).toBeLessThanOrEqual(haversineMeters(a!, b!) + haversineMeters(b!, c!) + 1e-6);
  });

  it("reads 'a 850 m', 'a 1.2 km', 'a 12 km'", () => {
    expect(formatDistance(846)).toBe("a 850 m");
    expect(formatDistance(3)).toBe("a 10 m");
    expect(formatDistance(1234)).toBe("a 1.2 km");
    expect(formatDistance(12_345)).toBe("a 12 km");
  });

  it("rounds to three decimals", () => {
    expect(roundCoord(14.60149)).toBe(14.601);
    expect(roundCoord(-90.5126)).toBe(-90.513);
  });

  it("links Waze and Google Maps to the coordinates", () => {
    const p = { lat: 14.5965, lng: -90.5085 };
    expect(wazeLink(p)).toBe("https://waze.com/ul?ll=14.5965,-90.5085&navigate=yes");
    expect(googleMapsLink(p)).toBe("https://www.google.com/maps/dir/?api=1&destination=14.5965,-90.5085");
  });
});

describe("?cerca= and ?radio=", () => {
  it("reads a point rounded to three decimals, and drops malformed or foreign ones", () => {
    expect(parseNear("14.60149,-90.51261")).toEqual({ lat: 14.601, lng: -90.513 });
    expect(parseNear(" 14.6 , -90.5 ")).toEqual({ lat: 14.6, lng: -90.5 });
    for (const bad of ["", "14.6", "abc,def", "40.4,-3.7", "14.6,-90.5,1", "1e1,2", undefined, ["x"]])
      expect(parseNear(bad)).toBeNull();
    expect(parseNear(["14.601,-90.513", "15,-91"])).toEqual({ lat: 14.601, lng: -90.513 });
    expect(writeNear({ lat: 14.6012, lng: -90.5 })).toBe("14.601,-90.5");
  });

  it("round-trips on /buscar, the category pages and /empresas; a radius outside the list is the default", () => {
    const href = searchHref({ q: "pizza", cerca: { lat: 14.601, lng: -90.513 }, radio: "5" });
    expect(href).toBe("/buscar?q=pizza&cerca=14.601%2C-90.513&radio=5");
    const back = parseSearchState(Object.fromEntries(new URL(href, "http://x").searchParams));
    expect(back.cerca).toEqual({ lat: 14.601, lng: -90.513 });
    expect(back.radio).toBe("5");
    expect(parseSearchState({ cerca: "14.6,-90.5", radio: "7" }).radio).toBe("10");
    const cat = categoryHref("restaurantes", { cerca: { lat: 14.6, lng: -90.5 } });
    expect(cat).toContain("cerca=14.6%2C-90.5");
    expect(parseCategoryState({ subcategories: [] }, { cerca: "14.6,-90.5" }).cerca).toEqual({ lat: 14.6, lng: -90.5 });
    const dir = directoryHref({ cerca: { lat: 14.6, lng: -90.5 }, radio: "25" });
    expect(parseDirectoryState(Object.fromEntries(new URL(dir, "http://x").searchParams)).radio).toBe("25");
  });

  it("makes a near-me page noindex and gives the data layer metres", () => {
    expect(searchCanonical(parseSearchState({ q: "pizza", cerca: "14.6,-90.5" })).noIndex).toBe(true);
    expect(searchCanonical(parseSearchState({ q: "pizza" })).noIndex).toBe(false);
    expect(nearQuery({ cerca: { lat: 14.6, lng: -90.5 }, radio: "3" })).toEqual({
      point: { lat: 14.6, lng: -90.5 },
      radiusM: 3000,
    });
    expect(nearQuery({ cerca: null, radio: "3" })).toBeUndefined();
  });
});

describe("the outline", () => {
  it("holds every seed branch and known place, and not the neighbours' cities", async () => {
    const { seedBranches } = await import("@/lib/db/seed/branches");
    for (const b of seedBranches()) expect(inGuatemala(b), b.id).toBe(true);
    expect(inGuatemala({ lat: 14.905, lng: -92.263 })).toBe(false); // Tapachula
    expect(inGuatemala({ lat: 17.504, lng: -88.196 })).toBe(false); // Belize City
    expect(inGuatemala({ lat: 15.505, lng: -88.025 })).toBe(false); // San Pedro Sula
  });
});
