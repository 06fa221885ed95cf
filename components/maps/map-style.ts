// The offline map style: Guatemala's outline (public/geo/guatemala.json, Natural Earth via
// world-atlas, scripts/extract-guatemala.ts) on a plain background. Used when no MAP_STYLE_URL is
// set, so the embedded default and a machine without internet draw a real map, never a grey box.
import type { StyleSpecification } from "maplibre-gl";

export interface MapPoint {
  lat: number;
  lng: number;
  name: string;
}

export const OUTLINE_URL = "/geo/guatemala.json";

export function outlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { guatemala: { type: "geojson", data: OUTLINE_URL } },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#dbeafe" } },
      { id: "land", type: "fill", source: "guatemala", paint: { "fill-color": "#f8fafc" } },
      { id: "border", type: "line", source: "guatemala", paint: { "line-color": "#64748b", "line-width": 1 } },
    ],
  };
}

/** The branches as GeoJSON points (the clustered source of /empresas). */
export function pointsCollection(points: MapPoint[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: "FeatureCollection",
    features: points.map((p) => ({
      type: "Feature",
      properties: { name: p.name },
      geometry: { type: "Point", coordinates: [p.lng, p.lat] },
    })),
  };
}
