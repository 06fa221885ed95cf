import { join } from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { addCompileHints } from "./lib/build/compile-hints";
import {
  BASE_PERMISSIONS,
  basePolicy,
  mapConnectSources,
  SCANNER_PERMISSIONS,
} from "./lib/net/content-security-policy";
import { ACTION_BODY_LIMIT_BYTES } from "./lib/net/action-reply";
import { SEARCH_TERM, SEARCH_TERM_EN, TWIN_ROUTES } from "./lib/routes";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Messages reach every translator precompiled (lib/i18n/compiled-messages.ts), so use-intl formats
// them with its format-only variant and no bundle carries the ICU parser (~12 KB gzip on every
// page): the alias next-intl's `precompile` option sets, here to lib/i18n/format-message.ts, which
// wraps that variant so a plural's "#" needs no Intl in the browser. Turbopack wants it relative.
const formatMessage = "./lib/i18n/format-message.ts";

const dev = process.env.NODE_ENV === "development";
const mapSources = mapConnectSources([process.env.MAP_STYLE_URL]);
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: BASE_PERMISSIONS },
  // Inline scripts stay allowed here (cached pages cannot carry nonces); the per-request account
  // and panel pages get a stricter policy from proxy.ts (lib/net/content-security-policy.ts).
  {
    key: "Content-Security-Policy",
    value: basePolicy(dev, mapSources),
  },
  ...(process.env.NODE_ENV === "production" && process.env.HSTS !== "off"
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
    : []),
];

// Static pages (terms, help...) are prerendered by `next build` with the origin known then; the
// server compares it with its own SITE_URL at start and says when they need a rebuild.
const configuredOrigin = process.env.SITE_URL?.trim() || process.env.NEXT_PUBLIC_SITE_URL?.trim();
const buildSiteOrigin =
  configuredOrigin && URL.canParse(configuredOrigin) ? new URL(configuredOrigin).origin : "http://localhost:3000";

// Set by the builds that follow a type check or need none: `npm test` runs `tsc --noEmit` before
// its build, and `npm start`'s one-time build of a checkout runs what CI has checked. Checking the
// types again inside `next build` took 40 s of each on 2 cores; `npm run build` still checks them.
const typesChecked = process.env.CUPONGT_TYPES_CHECKED === "1";
// `npm start` builds once and never again: writing Turbopack's file-system cache for a next build
// (10 s) only pays off on rebuilds.
const oneTimeBuild = process.env.CUPONGT_ONE_TIME_BUILD === "1";

const nextConfig: NextConfig = {
  env: { CUPONGT_BUILD_SITE_ORIGIN: buildSiteOrigin },
  typescript: { ignoreBuildErrors: typesChecked },
  // PGlite ships WASM and resolves files relative to its module URL: bundling breaks it.
  // The metrics registry and the tracing SDK are Node libraries loaded from node_modules at run time
  // (one copy for every bundle; they are not code to ship to a browser).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "postgres",
    "prom-client",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    // Required by path in the sign-in's worker threads (lib/auth/builtin/bcrypt-pool.ts).
    "bcryptjs",
  ],
  // The scanner's QR decoder, served from node_modules by app/escaner/[file]/route.ts.
  outputFileTracingIncludes: { "/escaner/[file]": ["./node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"] },
  poweredByHeader: false,
  // `NEXT_OUTPUT=standalone next build`: a self-contained server folder for hosts that run no
  // `npm install` (README, Serverless hosts; `npm run proof:serverless` builds and runs one).
  // Built into its own folder so the regular build (`npm start`, the tests) is left alone.
  ...(process.env.NEXT_OUTPUT === "standalone" ? { output: "standalone" as const, distDir: ".next-standalone" } : {}),
  // Next's own file-system cache, or with REDIS_URL one cache shared by every instance
  // (cache-handler.mjs, decided when the server starts; README, Deploying).
  cacheHandler: join(process.cwd(), "cache-handler.mjs"),
  // Cached pages (the home regenerates every 30 s) may be served stale for at most an hour by a
  // CDN, not Next's default of a year.
  expireTime: 3600,
  // Image uploads (5 MB at most, checked again in lib/storage) travel through server actions. The
  // server refuses a larger body itself, with a 413, before Next reads it (lib/net/action-request-guard.ts).
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
    turbopackFileSystemCacheForBuild: !oneTimeBuild,
  },
  images: { formats: ["image/avif", "image/webp"] },
  turbopack: { resolveAlias: { "use-intl/format-message": formatMessage } },
  // The scripts every page runs at start get V8's compile hint (lib/build/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // The twin routes and the search term's cached page, from lib/routes.ts (which says why, and
  // where the decision and its figures are written down). proxy.ts answers the rewrite targets
  // with a 404 when they are asked for directly.
  async rewrites() {
    const query = (key: string) => ({ type: "query" as const, key });
    return {
      beforeFiles: [
        ...TWIN_ROUTES.flatMap(({ source, cached, filtered, dynamicKeys }) => [
          ...dynamicKeys.map((key) => ({ source, has: [query(key)], destination: filtered })),
          ...(cached ? [{ source, destination: cached }] : []),
        ]),
        ...[SEARCH_TERM, SEARCH_TERM_EN].map((term) => ({
          source: term.source,
          has: [{ ...query(term.termKey), value: term.termPattern }],
          missing: term.perRequestKeys.map(query),
          destination: term.cached,
        })),
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Verification documents are the sender's bytes: downloaded, and sandboxed if rendered
      // anyway. Must be the config's (a later rule wins): Next drops a route's own header when the
      // config already set it. The same text as DOCUMENT_CSP (lib/domain/verification-document.ts).
      {
        source: "/admin/documentos/:name",
        headers: [{ key: "Content-Security-Policy", value: "sandbox; default-src 'none'; frame-ancestors 'none'" }],
      },
      // The counter's scanner: the camera, and the WebAssembly QR decoder where the browser has no
      // BarcodeDetector (lib/net/content-security-policy.ts). A later rule wins.
      ...["/vendedor/canjear", "/en/seller/redeem"].map((source) => ({
        source,
        headers: [
          { key: "Permissions-Policy", value: SCANNER_PERMISSIONS },
          { key: "Content-Security-Policy", value: basePolicy(dev, mapSources, true) },
        ],
      })),
      // The icon sprite is referenced with its content hash (?v=, components/ui/sprite-version.ts).
      { source: "/sprite.svg", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

export default withNextIntl(nextConfig);
