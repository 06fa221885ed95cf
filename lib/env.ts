import { z } from "zod";
import { INFILE_SETTINGS, moneySettings, RECURRENTE_SETTINGS } from "./settings/money";
import { operationsSettings } from "./settings/operations";
import { flag, optional, withDefault } from "./settings/parse";
import { APPLE_WALLET_SETTINGS, GOOGLE_WALLET_SETTINGS, WEB_PUSH_SETTINGS, walletSettings } from "./settings/wallet";

// Every environment variable the app reads, validated once: the core here (database, site, limits,
// mail), the money, wallet and operations groups in lib/settings. Empty strings count as unset
// (a `.env` line `DATABASE_URL=` must not switch engines). Nothing else reads process.env.
const schema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  /** Any PostgreSQL (a Supabase project's database included). Unset: embedded PGlite. */
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://"),
  ),
  /**
   * Owner connection (same database as DATABASE_URL) for migrations, the seed and the system
   * services, which switch from it to service_role: the request login role cannot. Required with
   * DATABASE_URL (lib/db/index.ts refuses to start without it); requests never run as owner.
   */
  DATABASE_OWNER_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_OWNER_URL must start with postgres:// or postgresql://"),
  ),
  /** Folder of the embedded database. */
  PGLITE_DATA_DIR: withDefault(z.string(), ".data/pglite"),
  /** Connections in the PostgreSQL pool of each server process. */
  DATABASE_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(100), 10),
  /** Owner connections for system work anyone can set off (webhooks, view counts), apart from sign-in's. */
  DATABASE_INGRESS_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(20), 2),
  /** Seconds to open a PostgreSQL connection before the request gives up. */
  DB_CONNECT_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(120), 5),
  /** Longest statement and longest lock wait of a request's transaction (PostgreSQL enforces them). */
  DB_STATEMENT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 5000),
  DB_LOCK_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 3000),
  /**
   * Longest wait for a whole request transaction, pool wait included: a server that hangs without
   * answering (no statement timeout can fire) fails the request after this, not after minutes.
   */
  DB_REQUEST_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(600_000), 5500),
  /** Apply migrations when the server starts (off where the Supabase CLI applies them). */
  MIGRATE_ON_START: flag(true),
  /** Seed the catalogue when the database has no coupons yet. */
  SEED_ON_START: flag(true),
  /** Seconds a public catalogue read (same for every visitor) stays cached; 0 turns caching off. */
  DATA_CACHE_SECONDS: withDefault(z.coerce.number().int().min(0).max(3600), 30),
  /**
   * The public origin (https://cupongt.com): e-mailed links, canonical links, sitemap, robots and
   * OpenGraph. Read when the server starts, so one build serves any origin. Unset: the local
   * walkthrough's http://localhost:PORT. Request headers (Host, X-Forwarded-Host) are never used.
   */
  SITE_URL: optional(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, "SITE_URL must start with http:// or https://"),
  ),
  /** Older name of SITE_URL, still honoured (read at runtime like SITE_URL, never inlined). */
  NEXT_PUBLIC_SITE_URL: optional(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, "NEXT_PUBLIC_SITE_URL must start with http:// or https://"),
  ),
  /** The port `next start` serves (it sets PORT itself); part of the local default origin. */
  PORT: withDefault(z.coerce.number().int().min(1).max(65_535), 3000),
  /**
   * Reverse proxies (load balancer, CDN) in front of the app that append the client to
   * X-Forwarded-For. 0: the app faces clients directly and every forwarding header is ignored.
   */
  TRUSTED_PROXY_HOPS: withDefault(z.coerce.number().int().min(0).max(10), 0),
  /** Per-window attempt limits (lib/domain/rate-limits.ts); a load test or e2e run raises them. */
  RATE_LIMIT_SIGN_IN_PER_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  /** Password attempts per (account, client address) pair; past it that pair waits. */
  RATE_LIMIT_SIGN_IN_PER_EMAIL_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  /** Password attempts per account from all addresses; past it the account signs in by e-mailed link only. */
  RATE_LIMIT_SIGN_IN_PER_EMAIL: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_SIGN_UP_PER_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_SIGN_UP_PER_EMAIL: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_EMAIL_LINK_PER_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_EMAIL_LINK_PER_ADDRESS: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_UPLOADS_PER_USER: optional(z.coerce.number().int().min(1).max(1_000_000)),
  RATE_LIMIT_UPLOAD_BYTES_PER_USER: optional(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
  /** Coupon-page view beacons per address per minute (keeps view counts honest). */
  RATE_LIMIT_VIEW_BEACON_PER_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  /**
   * A MapLibre style (https) for the branch maps' tiles, e.g. a hosted OpenMapTiles or Protomaps
   * style. Unset: markers over the bundled outline of Guatemala (public/geo/guatemala.json).
   */
  MAP_STYLE_URL: optional(z.string().url().startsWith("https://")),
  /**
   * Where the daily reference rate for English pages' dollar hints comes from (docs/exchange-rate.md):
   * "local" (default: 7.75 every day, no network) or "banguat" (the Banco de Guatemala's web service).
   */
  EXCHANGE_RATE_SOURCE: withDefault(z.enum(["local", "banguat"]), "local"),
  /** Another address for Banguat's TipoCambio.asmx (unset: Banguat's own), e.g. a recording to test against. */
  BANGUAT_EXCHANGE_RATE_URL: optional(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, "BANGUAT_EXCHANGE_RATE_URL must start with http:// or https://"),
  ),
  NEXT_PUBLIC_SUPABASE_URL: optional(z.string().url()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string()),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string()),
  /** SMTP for account e-mails (smtp://user:pass@host:port); unset: a local outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")),
  /** Sender of account e-mails. */
  MAIL_FROM: withDefault(z.string(), "CuponGT <no-responder@cupongt.test>"),
  /** Without SMTP, e-mails are written here as JSON files (the development outbox). */
  OUTBOX_DIR: withDefault(z.string(), ".data/outbox"),
  /**
   * The outbox page /dev/correo serves only the local walkthrough: no SITE_URL, no SMTP_URL, and
   * only to requests from this machine without proxy headers. "off" forces it off; "on" is the
   * default and cannot widen it.
   */
  OUTBOX_PAGE: optional(z.enum(["on", "off"])),
  /** Built-in auth: require confirming the e-mail before the first sign-in (off, like a local Supabase). */
  AUTH_EMAIL_CONFIRMATION: flag(false),
  ...moneySettings,
  ...walletSettings,
  ...operationsSettings,
});

export type Env = z.infer<typeof schema>;

// A provider without its keys would fail at the first buyer's checkout; refuse to start instead.
// Half a wallet's settings would hide its button without saying why: refused the same way.
const checked = schema.superRefine((value, ctx) => {
  if (value.FEL_CERTIFIER === "infile")
    for (const key of INFILE_SETTINGS)
      if (value[key] === undefined)
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is required with FEL_CERTIFIER=infile` });
  for (const group of [APPLE_WALLET_SETTINGS, GOOGLE_WALLET_SETTINGS, WEB_PUSH_SETTINGS]) {
    const missing = group.filter((key) => value[key] === undefined);
    if (missing.length > 0 && missing.length < group.length)
      for (const key of missing)
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is required with ${group.join(", ")}` });
  }
  // A loopback push service is how the tests receive pushes; on a public site it would let anyone
  // store a subscription that makes the server post to its own loopback.
  if (value.PUSH_SERVICE_LOOPBACK_ORIGIN !== undefined && (value.SITE_URL ?? value.NEXT_PUBLIC_SITE_URL) !== undefined)
    ctx.addIssue({
      code: "custom",
      path: ["PUSH_SERVICE_LOOPBACK_ORIGIN"],
      message: "PUSH_SERVICE_LOOPBACK_ORIGIN is for tests and development: not with SITE_URL",
    });
  if (value.PAYMENTS_PROVIDER !== "recurrente") return;
  for (const key of RECURRENTE_SETTINGS)
    if (value[key] === undefined)
      ctx.addIssue({ code: "custom", path: [key], message: `${key} is required with PAYMENTS_PROVIDER=recurrente` });
});

function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = checked.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${lines}`);
  }
  return parsed.data;
}

// The whole object is passed (never `process.env.NEXT_PUBLIC_...`, which the bundler inlines at
// build time), so every value here is the running server's.
export const env: Env = parseEnv(process.env);

/** Whether a public origin was configured (then the local-only outbox is off). */
export function siteOriginConfigured(source: Env = env): boolean {
  return (source.SITE_URL ?? source.NEXT_PUBLIC_SITE_URL) !== undefined;
}

/** The one site origin, without a trailing slash: configured, else http://localhost:PORT. */
export function siteOrigin(source: Env = env): string {
  const configured = source.SITE_URL ?? source.NEXT_PUBLIC_SITE_URL;
  return configured ? new URL(configured).origin : `http://localhost:${source.PORT}`;
}
/** The configured site origin (SITE_URL), or undefined in development and the embedded walkthrough. */
export function configuredSiteOrigin(source: Env = env): string | undefined {
  return siteOriginConfigured(source) ? siteOrigin(source) : undefined;
}
/** The origin `next build` prerendered static pages with (inlined from next.config.ts). */
export const buildSiteOrigin: string | undefined = process.env.CUPONGT_BUILD_SITE_ORIGIN;
export { parseEnv };
