// MapLibre's web worker (GeoJSON clustering, tile parsing), served from our own origin. The library
// finds its worker beside its own module (import.meta.url), which the bundler renames and splits,
// so the worker failed to load and no GeoJSON layer (the outline, the clusters) was drawn. The
// maps point MapLibre here instead (components/maps/maplibre-view.ts), with the version in the
// query so a new MapLibre is a new URL; the CSP's worker-src 'self' allows it.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export const dynamic = "force-static";

export async function GET() {
  const body = await readFile(join(process.cwd(), "node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs"));
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
