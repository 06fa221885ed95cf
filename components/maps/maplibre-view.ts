// Loaded on demand by branch-map.tsx: MapLibre GL JS and its stylesheet, then the map itself.
import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import { outlineStyle, pointsCollection, type MapPoint } from "./map-style";

interface MountOptions {
  points: MapPoint[];
  styleUrl: string | null;
  cluster: boolean;
  onDrag?: (point: { lat: number; lng: number }) => void;
}

/** Draws the map in `el`; answers a function that removes it. */
export async function mountMap(el: HTMLElement, { points, styleUrl, cluster, onDrag }: MountOptions) {
  // Our copy of the worker (app/maplibre-worker): the bundled one cannot find its own file.
  maplibregl.setWorkerUrl(`/maplibre-worker?v=${maplibregl.getVersion()}`);
  const map = new maplibregl.Map({
    container: el,
    style: styleUrl ?? outlineStyle(),
    center: [points[0]!.lng, points[0]!.lat],
    zoom: 13,
    attributionControl: styleUrl ? undefined : false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
  const bounds = new maplibregl.LngLatBounds();
  for (const p of points) bounds.extend([p.lng, p.lat]);
  if (points.length > 1) map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });

  if (cluster) {
    map.on("load", () => {
      map.addSource("branches", {
        type: "geojson",
        data: pointsCollection(points),
        cluster: true,
        clusterRadius: 40,
      });
      map.addLayer({
        id: "clusters",
        type: "circle",
        source: "branches",
        filter: ["has", "point_count"],
        paint: { "circle-color": "#0f766e", "circle-radius": ["step", ["get", "point_count"], 14, 10, 20, 50, 26] },
      });
      map.addLayer({
        id: "points",
        type: "circle",
        source: "branches",
        filter: ["!", ["has", "point_count"]],
        paint: {
          "circle-color": "#0f766e",
          "circle-radius": 6,
          "circle-stroke-color": "#fff",
          "circle-stroke-width": 2,
        },
      });
      // The outline style has no glyphs, so counts are not drawn as text: a click zooms in.
      map.on("click", "clusters", (e: maplibregl.MapLayerMouseEvent) => {
        const f = e.features?.[0];
        if (f?.geometry.type === "Point")
          map.easeTo({ center: f.geometry.coordinates as [number, number], zoom: map.getZoom() + 2 });
      });
    });
  } else {
    for (const p of points) {
      const marker = new maplibregl.Marker({ draggable: Boolean(onDrag) })
        .setLngLat([p.lng, p.lat])
        .setPopup(new maplibregl.Popup({ offset: 24 }).setText(p.name))
        .addTo(map);
      marker.getElement().dataset.testid = "branch-marker";
      if (onDrag)
        marker.on("dragend", () => {
          const { lat, lng } = marker.getLngLat();
          onDrag({ lat, lng });
        });
    }
  }
  return () => map.remove();
}
