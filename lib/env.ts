import { z } from "zod";

// Every environment variable the app reads, validated once. Empty strings count as unset
// (a `.env` line `DATABASE_URL=` must not switch engines). Nothing else reads process.env.
const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(emptyAsUndefined, schema.default(fallback as never));
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? !["0", "false", "off", "no"].includes(v.trim().toLowerCase()) : fallback),
    z.boolean(),
  );

const schema = z.object({
  NODE_ENV: withDefault(z.enum(["development", "production", "test"]), "development"),
  /** Any PostgreSQL (a Supabase project's database included). Unset: embedded PGlite. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")),
  /** Folder of the embedded database. */
  PGLITE_DATA_DIR: withDefault(z.string(), ".data/pglite"),
  /** Connections in the PostgreSQL pool of each server process. */
  DATABASE_POOL_MAX: withDefault(z.coerce.number().int().min(1).max(100), 10),
  /** Apply migrations when the server starts (off where the Supabase CLI applies them). */
  MIGRATE_ON_START: flag(true),
  /** Seed the catalogue when the database has no coupons yet. */
  SEED_ON_START: flag(true),
  /** Seconds a public catalogue read (same for every visitor) stays cached; 0 turns caching off. */
  DATA_CACHE_SECONDS: withDefault(z.coerce.number().int().min(0).max(3600), 30),
  /** Public origin, for canonical links, sitemap and OpenGraph. */
  NEXT_PUBLIC_SITE_URL: withDefault(z.string().url(), "http://localhost:3000"),
  NEXT_PUBLIC_SUPABASE_URL: optional(z.string().url()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string()),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string()),
  /** SMTP for account e-mails (smtp://user:pass@host:port); unset: a local outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")),
  /** Sender of account e-mails. */
  MAIL_FROM: withDefault(z.string(), "CuponGT <no-responder@cupongt.test>"),
  /** Without SMTP, e-mails are written here as JSON files (the development outbox). */
  OUTBOX_DIR: withDefault(z.string(), ".data/outbox"),
  /** Serve the outbox at /dev/correo. Off in production builds unless set; never with SMTP. */
  OUTBOX_PAGE: optional(z.enum(["on", "off"])),
  /** Built-in auth: require confirming the e-mail before the first sign-in (off, like a local Supabase). */
  AUTH_EMAIL_CONFIRMATION: flag(false),
  /** Milliseconds the simulated payment gateway takes to answer (SPEC 9: 2 seconds). */
  PAYMENT_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000), 2000),
});

export type Env = z.infer<typeof schema>;

function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${lines}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv(process.env);
/** Whether the public origin was configured (e-mail links then never trust the Host header). */
export const siteUrlConfigured = emptyAsUndefined(process.env.NEXT_PUBLIC_SITE_URL) !== undefined;
export { parseEnv };
