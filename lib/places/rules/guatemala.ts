// Where Guatemala is: its 22 departments, its outline (Natural Earth 1:50m via world-atlas,
// extracted by scripts/extract-guatemala.ts) that every branch's coordinates must fall in, the box
// around it that the database checks as a backstop (lib/db/schema/branches.ts), and the zones and
// cities the 'Cerca de mí' picker offers when the browser's location is denied.
import OUTLINE from "./guatemala-outline.json";

export const DEPARTMENTS = [
  "Alta Verapaz",
  "Baja Verapaz",
  "Chimaltenango",
  "Chiquimula",
  "El Progreso",
  "Escuintla",
  "Guatemala",
  "Huehuetenango",
  "Izabal",
  "Jalapa",
  "Jutiapa",
  "Petén",
  "Quetzaltenango",
  "Quiché",
  "Retalhuleu",
  "Sacatepéquez",
  "San Marcos",
  "Santa Rosa",
  "Sololá",
  "Suchitepéquez",
  "Totonicapán",
  "Zacapa",
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/**
 * A box around Guatemala's territory (its outline spans 13.74..17.82 N and 92.23..88.23 W), with
 * a little margin. The database checks this box only (swapped, unsigned or foreign coordinates);
 * the outline test above it runs in the application, which gives the Spanish message.
 */
export const GUATEMALA_BOUNDS = { minLat: 13.6, maxLat: 17.9, minLng: -92.3, maxLng: -88.1 } as const;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The outer ring(s) of Guatemala's outline, [lng, lat] pairs. */
const RINGS = OUTLINE as number[][][];

/**
 * 1:50m outlines cut corners of a coast or a river border by up to a few kilometres: a point
 * this close to the outline counts as inside (Tapachula, San Salvador, Belize City stay outside).
 */
const BORDER_TOLERANCE_KM = 3;

function insideRing(ring: number[][], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** Kilometres from a point to a ring's nearest edge (a flat approximation, fine at this scale). */
function kmToRing(ring: number[][], x: number, y: number): number {
  const kx = 111.32 * Math.cos((y * Math.PI) / 180);
  const ky = 110.57;
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const ax = (ring[j]![0]! - x) * kx;
    const ay = (ring[j]![1]! - y) * ky;
    const bx = (ring[i]![0]! - x) * kx;
    const by = (ring[i]![1]! - y) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

export function inGuatemala({ lat, lng }: LatLng): boolean {
  const b = GUATEMALA_BOUNDS;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat < b.minLat || lat > b.maxLat || lng < b.minLng || lng > b.maxLng) return false;
  return RINGS.some((ring) => insideRing(ring, lng, lat) || kmToRing(ring, lng, lat) <= BORDER_TOLERANCE_KM);
}

export const OUTSIDE_GUATEMALA_MESSAGE = "Las coordenadas deben estar dentro de Guatemala.";

/** Guatemala City's zones go from 1 to 25 (some numbers, like 20-23, are unused but valid). */
export const MIN_ZONE = 1;
export const MAX_ZONE = 25;

/** A place the picker offers: a zone of the capital or a city, with a point near its centre. */
export interface KnownPlace {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

// Centres taken from OpenStreetMap (the zone's or town's central square or main avenue).
export const KNOWN_PLACES: readonly KnownPlace[] = [
  { id: "zona-1", label: "Zona 1, Ciudad de Guatemala", lat: 14.642, lng: -90.513 },
  { id: "zona-4", label: "Zona 4, Ciudad de Guatemala", lat: 14.615, lng: -90.516 },
  { id: "zona-9", label: "Zona 9, Ciudad de Guatemala", lat: 14.605, lng: -90.519 },
  { id: "zona-10", label: "Zona 10, Ciudad de Guatemala", lat: 14.598, lng: -90.508 },
  { id: "zona-11", label: "Zona 11, Ciudad de Guatemala", lat: 14.608, lng: -90.546 },
  { id: "zona-13", label: "Zona 13, Ciudad de Guatemala", lat: 14.583, lng: -90.528 },
  { id: "zona-14", label: "Zona 14, Ciudad de Guatemala", lat: 14.582, lng: -90.505 },
  { id: "zona-15", label: "Zona 15, Ciudad de Guatemala", lat: 14.592, lng: -90.487 },
  { id: "zona-16", label: "Zona 16, Ciudad de Guatemala", lat: 14.604, lng: -90.468 },
  { id: "mixco", label: "Mixco", lat: 14.631, lng: -90.607 },
  { id: "antigua", label: "Antigua Guatemala", lat: 14.557, lng: -90.733 },
  { id: "xela", label: "Quetzaltenango", lat: 14.834, lng: -91.518 },
  { id: "panajachel", label: "Panajachel", lat: 14.741, lng: -91.157 },
  { id: "coban", label: "Cobán", lat: 15.47, lng: -90.371 },
  { id: "puerto-barrios", label: "Puerto Barrios", lat: 15.728, lng: -88.594 },
  { id: "flores", label: "Flores, Petén", lat: 16.929, lng: -89.892 },
  { id: "escuintla", label: "Escuintla", lat: 14.305, lng: -90.785 },
];

export const knownPlace = (id: string): KnownPlace | undefined => KNOWN_PLACES.find((p) => p.id === id);
