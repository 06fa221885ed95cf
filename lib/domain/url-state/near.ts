// The 'Cerca de mí' part of a page's URL: ?cerca=LAT,LNG (three decimals, about 110 m) and
// ?radio=KM. Declared once here and spread into the /buscar, category and /empresas declarations.
// A position outside Guatemala, malformed, or with more decimals than three is read rounded or
// dropped, never an error; a page with ?cerca= is noindex and rendered per request (lib/routes.ts),
// so one shopper's position never reaches another's cached page.
import { roundCoord } from "@/lib/places/rules/distance";
import { inGuatemala, type LatLng } from "@/lib/places/rules/guatemala";
import { oneOf, type Field } from "./fields";

export const NEAR_PARAM = "cerca";
export const RADIUS_PARAM = "radio";
export const RADII_KM = ["1", "3", "5", "10", "25"] as const;
export type RadiusKm = (typeof RADII_KM)[number];
export const DEFAULT_RADIUS_KM: RadiusKm = "10";

const COORD = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "14.601,-90.513" → the rounded point, or null when absent, malformed or outside Guatemala. */
export function parseNear(raw: unknown): LatLng | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string" || value.length > 40) return null;
  const m = COORD.exec(value);
  if (!m) return null;
  const point = { lat: roundCoord(Number(m[1])), lng: roundCoord(Number(m[2])) };
  return inGuatemala(point) ? point : null;
}

/** The URL text of a point: three decimals, no trailing zeros ("14.6,-90.513"). */
export const writeNear = (p: LatLng): string => `${roundCoord(p.lat)},${roundCoord(p.lng)}`;

export const near: Field<LatLng | null> = {
  fallback: null,
  parse: parseNear,
  write: (p) => (p ? writeNear(p) : ""),
};

export const radius = oneOf(RADII_KM, DEFAULT_RADIUS_KM);

/** The two fields, in URL order, for a page's defineUrlState. */
export const nearFields = { [NEAR_PARAM]: near, [RADIUS_PARAM]: radius } as {
  cerca: typeof near;
  radio: typeof radius;
};

/** The data layer's form of the state: a point and a radius in metres, or undefined. */
export function nearQuery(state: {
  cerca: LatLng | null;
  radio: RadiusKm;
}): { point: LatLng; radiusM: number } | undefined {
  return state.cerca ? { point: state.cerca, radiusM: Number(state.radio) * 1000 } : undefined;
}
