// Extracts Guatemala's outline from world-atlas (Natural Earth 1:50m, public domain) into
// public/geo/guatemala.json, the map's offline background (components/maps), and into
// lib/places/rules/guatemala-outline.json, the polygon branch coordinates are checked against.
// Run once when world-atlas changes: npx tsx scripts/extract-guatemala.ts
import { readFileSync, writeFileSync } from "node:fs";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const topology = JSON.parse(readFileSync("node_modules/world-atlas/countries-50m.json", "utf8")) as Topology;
const countries = feature(topology, topology.objects.countries as GeometryCollection);
const guatemala = countries.features.find((f) => f.id === "320"); // ISO 3166-1 numeric
if (!guatemala) throw new Error("Guatemala (320) not found in world-atlas");
const round = (n: number) => Math.round(n * 1e4) / 1e4;
const geometry = guatemala.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon;
const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
const rings = polygons.map((p) => p.map((ring) => ring.map(([x, y]) => [round(x!), round(y!)])));
const outline = {
  type: "FeatureCollection",
  features: [
    { type: "Feature", properties: { name: "Guatemala" }, geometry: { type: "MultiPolygon", coordinates: rings } },
  ],
};
writeFileSync("public/geo/guatemala.json", JSON.stringify(outline));
writeFileSync("lib/places/rules/guatemala-outline.json", JSON.stringify(rings.map((p) => p[0])));
console.log(`${rings.length} polygons, ${rings.flat(2).length} points`);
