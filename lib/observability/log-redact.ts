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

// Ids are never masked: a request id, trace id or order id is how a line is matched to what a
// user reports (x-request-id), and the digit mask turned "…-123456-…" inside one into "…-••••56-…".
// UUIDs anywhere in free text are left whole, and so is the value of any key named *id (never a
// secret one such as sessionId) that has an id's shape.
const UUID_ANYWHERE = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ID_VALUE = /^[A-Za-z0-9._:-]{1,64}$/;

function isIdKey(key: string): boolean {
  return /(?:^id|Id|_id|-id|ID)$/.test(key) && !isSecretKey(key);
}

// Drizzle's failed-query message ends with the statement's parameters ("params: ana@…,Ana López,
// 1234567-8"): names and other values no pattern can tell from words, so the list is dropped whole
// (up to the stack's first frame), wherever an error's message or stack is printed.
const QUERY_PARAMS = /(^|\n)params: [\s\S]*?(?=\n\s+at |$)/g;

// A URL's query string ("/mis-compras?email=…&name=…", percent-encoded so no pattern would see
// the address) is dropped whole: the path says where, and the query may say who.
const URL_QUERY = /((?:https?:\/\/[^\s/?#"']+)?\/[^\s?#"']*)\?[^\s"'#]+/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Masks every secret-looking part of a string, leaving whole the UUIDs in it and the ids in
 * `keep` (the logger passes the current request's id, whatever its shape).
 */
export function maskText(raw: string, keep: readonly string[] = []): string {
  let text = raw.includes("params: ") ? raw.replace(QUERY_PARAMS, `$1params: ${REDACTED}`) : raw;
  if (text.includes("?")) text = text.replace(URL_QUERY, `$1?${REDACTED}`);
  const ids = keep.filter((k) => k.length > 0);
  const protect =
    ids.length === 0 ? UUID_ANYWHERE : new RegExp(`${UUID_ANYWHERE.source}|${ids.map(escapeRegExp).join("|")}`, "gi");
  let out = "";
  let last = 0;
  for (const m of text.matchAll(protect)) {
    out += maskPart(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return last === 0 ? maskPart(text) : out + maskPart(text.slice(last));
}

function maskPart(text: string): string {
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
    if (isSecretKey(key) && entry !== null && entry !== undefined) out[key] = REDACTED;
    else if (isIdKey(key) && typeof entry === "string" && ID_VALUE.test(entry)) out[key] = entry;
    else out[key] = maskValue(entry, depth + 1);
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
