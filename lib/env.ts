import { z } from "zod";

// Every environment variable the app reads, validated once. Empty strings count as unset
// (a `.env` line `DATABASE_URL=` must not switch engines). Nothing else reads process.env.
const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUndefined, schema.default(fallback as never));
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) =>
      typeof v === "string" && v.trim() !== ""
        ? !["0", "false", "off", "no"].includes(v.trim().toLowerCase())
        : fallback,
    z.boolean(),
  );

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
  /** Milliseconds the simulated payment gateway takes to answer (2 seconds, so 'Procesando...' is seen). */
  PAYMENT_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 2000),
  /**
   * Who takes the money: "simulated" (the card fields of the embedded demo, no money moves) or
   * "recurrente" (its hosted page takes the card or bank transfer; this server never sees card data).
   */
  PAYMENTS_PROVIDER: withDefault(z.enum(["simulated", "recurrente"]), "simulated"),
  /** Recurrente's API keys (Configuración → Llaves API); required with PAYMENTS_PROVIDER=recurrente. */
  RECURRENTE_PUBLIC_KEY: optional(z.string()),
  RECURRENTE_SECRET_KEY: optional(z.string()),
  /** The webhook endpoint's Svix signing secret; required with PAYMENTS_PROVIDER=recurrente. */
  RECURRENTE_WEBHOOK_SECRET: optional(
    z.string().startsWith("whsec_", "RECURRENTE_WEBHOOK_SECRET must start with whsec_"),
  ),
  /** Recurrente's API origin; the local sandbox's (http://127.0.0.1:4010) to run the whole flow here. */
  RECURRENTE_API_URL: withDefault(
    z
      .string()
      .url()
      .regex(/^https?:\/\//, "RECURRENTE_API_URL must start with http:// or https://"),
    "https://app.recurrente.com",
  ),
  /**
   * Who certifies the FEL invoices: "local" (default: certifies here, every document marked
   * 'DOCUMENTO DE PRUEBA — SIN VALIDEZ FISCAL') or "infile" (Infile's API with the INFILE_* keys).
   */
  FEL_CERTIFIER: withDefault(z.enum(["local", "infile"]), "local"),
  /** 'CF' is refused at or above this total, in cents (Q2,500: Acuerdo Gubernativo 245-2022). */
  FEL_CF_LIMIT_CENTS: withDefault(z.coerce.number().int().min(0).max(100_000_000), 250_000),
  /** Infile's API user and keys (certification API key and signing key); required with FEL_CERTIFIER=infile. */
  INFILE_USER: optional(z.string()),
  INFILE_API_KEY: optional(z.string()),
  INFILE_SIGN_KEY: optional(z.string()),
  /** Infile's origins; the local stand-in's to run the infile adapter offline. */
  INFILE_API_URL: withDefault(z.string().url(), "https://certificador.feel.com.gt"),
  INFILE_SIGN_URL: withDefault(z.string().url(), "https://signer-emisores.feel.com.gt/sign_solicitud_firmas/firma_xml"),
  INFILE_NIT_URL: withDefault(z.string().url(), "https://consultareceptores.feel.com.gt/rest/action"),
  /** CuponGT's own NIT: the emitter of the monthly commission invoice to each business. */
  CUPONGT_NIT: optional(z.string().regex(/^\d{1,12}[\dK]$/, "CUPONGT_NIT: digits and check character, no dash")),
  /**
   * The background job worker (lib/jobs) inside the web server: "on" by default under `next start`;
   * "off" when a separate `npm run worker` process does the work (several web instances).
   */
  JOBS_WORKER: optional(z.enum(["on", "off"])),
  /** How often an idle worker looks for due jobs, in milliseconds. */
  JOBS_POLL_MS: withDefault(z.coerce.number().int().min(50).max(60_000), 1000),
  /**
   * Serverless hosts (no process lives between requests): a scheduler calls /api/cron/jobs with
   * `Authorization: Bearer CRON_SECRET` to run due jobs. Unset: the endpoint does not exist (404).
   */
  CRON_SECRET: optional(z.string().min(32, "CRON_SECRET must be at least 32 characters")),
  /** Longest a cron call keeps claiming jobs, in milliseconds (below the host's function limit). */
  CRON_BUDGET_MS: withDefault(z.coerce.number().int().min(1000).max(300_000), 20_000),
  /**
   * Apple Wallet passes (lib/wallet/apple-pass.ts): all unset, no 'Agregar a Apple Wallet'. The
   * certificates and key are PEM, given as the PEM text, its base64, or a file path.
   */
  APPLE_PASS_TYPE_ID: optional(z.string().regex(/^pass\.[\w.-]+$/, "APPLE_PASS_TYPE_ID looks like pass.com.example")),
  APPLE_TEAM_ID: optional(z.string().regex(/^[A-Z0-9]{10}$/, "APPLE_TEAM_ID is 10 letters and digits")),
  APPLE_PASS_SIGNER_CERT: optional(z.string()),
  APPLE_PASS_SIGNER_KEY: optional(z.string()),
  APPLE_PASS_SIGNER_KEY_PASSPHRASE: optional(z.string()),
  APPLE_WWDR_CERT: optional(z.string()),
  /** Google Wallet save links (lib/wallet/google-save.ts): the issuer id and a service account's key (PEM, base64 or path). */
  GOOGLE_WALLET_ISSUER_ID: optional(z.string().regex(/^\d{10,25}$/, "GOOGLE_WALLET_ISSUER_ID is the issuer's number")),
  GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: optional(z.string().email()),
  GOOGLE_WALLET_PRIVATE_KEY: optional(z.string()),
  /**
   * Web push (lib/push): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
   * prints it) and a contact (mailto: or https:). All unset: no push, no opt-in in the drawer.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY is 65 bytes in base64url")),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY is 32 bytes in base64url")),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT is a mailto: or https: URL")),
  /** Apple's push service for pass updates (a local stand-in in tests); the pass certificate signs in. */
  APPLE_APNS_ORIGIN: withDefault(z.string().url(), "https://api.push.apple.com"),
  /**
   * Each request's log line and duration metric (lib/net/request-telemetry.ts); "off" where the
   * platform logs requests itself (and for the benchmark that measures their cost).
   */
  REQUEST_TELEMETRY: flag(true),
  /** Lowest level written to the log (lib/observability/log.ts). */
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /**
   * Bearer token of GET /api/metrics (Prometheus). Unset: the endpoint does not exist (404).
   */
  METRICS_TOKEN: optional(z.string().min(16, "METRICS_TOKEN must be at least 16 characters")),
  /** OTLP/HTTP collector for traces (http://collector:4318); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().url()),
  /** The service name traces carry. */
  OTEL_SERVICE_NAME: withDefault(z.string(), "cupongt"),
  /** Where `npm run db:backup` writes its archives. */
  BACKUP_DIR: withDefault(z.string(), ".data/backups"),
});

export type Env = z.infer<typeof schema>;

const RECURRENTE_SETTINGS = ["RECURRENTE_PUBLIC_KEY", "RECURRENTE_SECRET_KEY", "RECURRENTE_WEBHOOK_SECRET"] as const;

const INFILE_SETTINGS = ["INFILE_USER", "INFILE_API_KEY", "INFILE_SIGN_KEY"] as const;
export const APPLE_WALLET_SETTINGS = [
  "APPLE_PASS_TYPE_ID",
  "APPLE_TEAM_ID",
  "APPLE_PASS_SIGNER_CERT",
  "APPLE_PASS_SIGNER_KEY",
  "APPLE_WWDR_CERT",
] as const;
export const WEB_PUSH_SETTINGS = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;
export const GOOGLE_WALLET_SETTINGS = [
  "GOOGLE_WALLET_ISSUER_ID",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL",
  "GOOGLE_WALLET_PRIVATE_KEY",
] as const;

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
