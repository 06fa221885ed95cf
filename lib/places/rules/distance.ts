// Distances, rounding and the 'Cómo llegar' links. The database measures with earthdistance (a
// sphere of radius 6,378,168 m, earth()); the haversine here uses the same radius so the two
// agree, and is the reference the integration tests compare the database against.
import type { LatLng } from "./guatemala";

/** earthdistance's earth() radius in metres. */
export const EARTH_RADIUS_M = 6378168;

/** Great-circle distance in metres between two points. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A shopper's position as it goes into a URL: three decimals (about 110 m), enough to sort
 * nearby deals and coarse enough that a shared link does not give away a doorstep.
 */
export const roundCoord = (value: number): number => Math.round(value * 1000) / 1000;

/** "a 850 m", "a 1.2 km", "a 12 km": the distance a card shows. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `a ${Math.max(10, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1000;
  return km < 10 ? `a ${km.toFixed(1)} km` : `a ${Math.round(km)} km`;
}

/** Waze's deep link: phones open the app and start navigating. */
export const wazeLink = ({ lat, lng }: LatLng): string => `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`;

/** Google Maps' directions link (Maps URLs API): the app on phones, the site elsewhere. */
export const googleMapsLink = ({ lat, lng }: LatLng): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
