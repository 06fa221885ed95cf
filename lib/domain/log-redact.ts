// What a log line may never carry in clear: e-mail addresses, tokens and secrets, session ids,
// card data, bank account numbers and full NITs. Two layers, because a secret reaches a log either
// under a telling key ({ email }, { headers: { cookie } }) or inside free text (an error message
// quoting the address it failed to send to): keys are censored whatever their value, and every
// string is masked by pattern. Pure (lib/observability/log.ts applies it to every line).

/** Keys whose value is never logged (compared lower-case, without separators). */
const SECRET_KEYS = new Set(
  [
    "password",
    "passwordhash",
    "token",
    "accesstoken",
    "refreshtoken",
    "secret",
    "apikey",
    "authorization",
    "cookie",
    "setcookie",
    "session",
    "sessionid",
    "sessiontoken",
    "card",
    "cardnumber",
    "pan",
    "cvv",
    "cvc",
    "expiry",
    "accountnumber",
    "bankaccount",
    "iban",
    "nit",
    "taxid",
    "email",
    "to",
    "recipient",
  ].map(normalKey),
);

export const REDACTED = "[redacted]";

function normalKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(normalKey(key));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\b(Bearer|Basic)\s+[^\s,;"']+/gi;
const PREFIXED_SECRET = /\b(?:whsec|sk|pk|rk|sess|tok)_[A-Za-z0-9_-]{6,}/g;
const COOKIE_PAIR = /\b([\w.-]*(?:session|token|sid|auth)[\w.-]*)=([^\s;,&"']+)/gi;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
// Six or more digits, possibly grouped with spaces or dashes (cards, bank accounts), or a NIT
// ("1234567-8", "123456-K"): the last two characters stay, enough to tell two apart.
const DIGIT_RUN = /\b\d(?:[ -]?\d){5,}(?:-[\dkK])?\b|\b\d{4,}-[kK]\b/g;

/** Masks every secret-looking part of a string. */
export function maskText(text: string): string {
  return text
    .replace(EMAIL, (m) => `${m[0]}•••@${m.slice(m.lastIndexOf("@") + 1)}`)
    .replace(JWT, REDACTED)
    .replace(BEARER, (_, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(PREFIXED_SECRET, REDACTED)
    .replace(COOKIE_PAIR, (_, name: string) => `${name}=${REDACTED}`)
    .replace(LONG_TOKEN, (m) => (UUID.test(m) ? m : REDACTED))
    .replace(DIGIT_RUN, (m) => `••••${m.replace(/[ -]/g, "").slice(-2)}`);
}

/** A deep copy of a log record with secret keys censored and every string masked. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskText(value);
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  if (value instanceof Error) return maskError(value);
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    out[key] = isSecretKey(key) && entry !== null && entry !== undefined ? REDACTED : maskValue(entry, depth + 1);
  }
  return out;
}

/** An error as a log field: type, code, masked message and stack (messages quote input). */
export function maskError(error: Error): Record<string, unknown> {
  const e = error as Error & { code?: unknown; digest?: unknown; cause?: unknown };
  return {
    type: e.name,
    ...(typeof e.code === "string" ? { code: e.code } : {}),
    ...(typeof e.digest === "string" ? { digest: e.digest } : {}),
    message: maskText(e.message),
    stack: e.stack ? maskText(e.stack) : undefined,
    ...(e.cause instanceof Error ? { cause: maskError(e.cause) } : {}),
  };
}
