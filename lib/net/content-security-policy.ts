/**
 * The Content-Security-Policy, in two strengths.
 *
 * Every page gets the base policy (next.config.ts). Its script-src must keep 'unsafe-inline':
 * Next writes the page's React payload as inline scripts (self.__next_f.push(...)) and React
 * reveals streamed parts with inline scripts too. On a cached or prerendered page that HTML is
 * written once for everyone, so it can carry neither a per-request nonce nor a hash (the payload
 * changes with every build and every regeneration). Asking Next for nonces there would render each
 * of those pages per request, which is what caching them avoids.
 *
 * The pages that are rendered per request anyway and hold what a script injected into them would
 * want (the sign-in and password forms, the account, the seller and operator panels) get a
 * second, stricter policy from the proxy: scripts only with that response's nonce (Next puts it
 * on its own scripts when it finds it in the request's policy header) or the boot script's hash,
 * and what they load ('strict-dynamic'). A browser enforces both policies, so there the stricter
 * one wins.
 *
 * Styles keep 'unsafe-inline' everywhere: React and Next set style attributes, which no nonce
 * covers. Inline event-handler attributes are refused everywhere (script-src-attr 'none'): neither
 * React nor Next writes any.
 */

const SHARED = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.supabase.co wss://*.supabase.co",
  // MapLibre GL JS (the branch maps) runs its tile and style work in a Web Worker built from a
  // blob: URL (maplibre.org/maplibre-gl-js/docs, 'CSP directives'). A configured tile source's
  // origin is added to connect-src by next.config.ts (mapConnectSources).
  "worker-src 'self' blob:",
  "child-src blob:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** In development React's refresh runtime evaluates code. */
const evalIn = (dev: boolean) => (dev ? " 'unsafe-eval'" : "");

/**
 * The counter's scanner (/vendedor/canjear) may compile WebAssembly, the QR decoder of a browser
 * without BarcodeDetector; it alone, and it alone may use the camera (SCANNER_PERMISSIONS).
 * 'wasm-unsafe-eval' allows compiling WebAssembly and nothing else (no eval of JavaScript).
 */
export const SCANNER_PAGE = /^\/vendedor\/canjear\/?$/;
const wasmIn = (wasm: boolean) => (wasm ? " 'wasm-unsafe-eval'" : "");
export const BASE_PERMISSIONS = "camera=(), microphone=(), geolocation=(self)";
export const SCANNER_PERMISSIONS = "camera=(self), microphone=(), geolocation=(self)";

/** Every response (next.config.ts headers); `extraConnect` are the map tile source's origins. */
export function basePolicy(dev: boolean, extraConnect: readonly string[] = [], wasm = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${evalIn(dev)}${wasmIn(wasm)}`,
    "script-src-attr 'none'",
    ...withConnect(SHARED, extraConnect),
  ].join("; ");
}

const withConnect = (policy: readonly string[], extra: readonly string[]) =>
  extra.length === 0 ? policy : policy.map((d) => (d.startsWith("connect-src ") ? `${d} ${extra.join(" ")}` : d));

/** The origins a configured map style is fetched from (MAP_STYLE_URL; its tiles, if on other hosts, are listed in docs/maps.md). */
export function mapConnectSources(urls: ReadonlyArray<string | undefined>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const u = new URL(url);
      if (u.protocol === "https:") origins.add(u.origin);
    } catch {
      // Not a URL: the map falls back to the bundled outline, nothing to allow.
    }
  }
  return [...origins];
}

/** The per-request pages listed in NONCE_PAGES; `scriptHashes` are our own fixed inline scripts ("sha256-..."). */
export function noncePolicy(nonce: string, scriptHashes: readonly string[], dev: boolean, wasm = false): string {
  const hashes = scriptHashes.map((h) => ` '${h}'`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${hashes}${evalIn(dev)}${wasmIn(wasm)}`,
    "script-src-attr 'none'",
    ...SHARED,
  ].join("; ");
}

/**
 * Pages rendered per request for every visitor (they read the session), never prerendered or
 * cached: a cached copy would carry another request's nonce and its scripts would not run. A
 * seller's public page (/vendedor/{id}) is prerendered, hence the panel's paths one by one.
 */
export const NONCE_PAGES =
  /^\/(?:(?:auth|reset-password|perfil|mis-compras|admin)(?:\/|$)|vendedor\/?$|vendedor\/(?:estadisticas|estado-de-cuenta|canjear|canjes|reservas)(?:\/|$)|vendedor\/cupones\/[^/]+\/editar\/?$)/;
