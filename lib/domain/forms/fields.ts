// Field rules shared by the seller's forms (business edit, coupon publish). Pure zod, no I/O:
// the form (zodResolver) and the server action parse with the same schemas. Every message is a
// key of messages/es.json (a code): the action wrapper and the forms put it into words.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { isUuid } from "../uuid";

/** Trimmed text; "" (or absent) becomes null. */
export function optionalText(max: number, tooLongKey: string) {
  return z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, messageCode(tooLongKey)))
    .transform((v) => (v === "" ? null : v));
}

/**
 * Text with one item per line (a textarea, or a list): each line trimmed, blank lines dropped,
 * at most `maxLines` of `maxLine` characters; stored as the lines joined, or null when none.
 */
export function optionalLines(maxLines: number, maxLine: number, tooLongKey: string) {
  return (
    z
      .preprocess(
        (v) => (typeof v === "string" ? v.split("\n") : (v ?? [])),
        z.array(z.string({ error: messageCode(tooLongKey) }), { error: messageCode(tooLongKey) }),
      )
      .transform((lines) => lines.map((line) => line.trim()).filter(Boolean))
      // One check for the whole field, so the message lands on it rather than on a line of it.
      .refine((lines) => lines.length <= maxLines && lines.every((line) => line.length <= maxLine), {
        message: messageCode(tooLongKey),
        abort: true,
      })
      .transform((lines) => (lines.length > 0 ? lines.join("\n") : null))
  );
}

/** Required trimmed text. */
export function requiredText(max: number, requiredKey: string, tooLongKey: string) {
  return z
    .string({ error: messageCode(requiredKey) })
    .trim()
    .min(1, messageCode(requiredKey))
    .max(max, messageCode(tooLongKey));
}

/** Empty values of a form field (absent, null, "", spaces) all mean "not given". */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Wraps a rule for a non-empty string so that a blank value passes as null. */
function nullable<T extends z.ZodType<unknown, string>>(inner: T, errorKey: string) {
  return z.preprocess(
    (v) => (blank(v) ? null : v),
    z
      .string({ error: messageCode(errorKey) })
      .trim()
      .nullable()
      .transform((v, ctx): z.output<T> | null => {
        if (v === null) return null;
        const result = inner.safeParse(v);
        if (result.success) return result.data;
        for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
        return z.NEVER;
      }),
  );
}

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Site-local images: sellers' uploads and the catalogue's own pictures. No "..", no "//". */
const LOCAL_IMAGE = /^\/(uploads|images)\/[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

export function isImageRef(value: string): boolean {
  return value.length <= 500 && (isHttpUrl(value) || (LOCAL_IMAGE.test(value) && !value.includes("..")));
}

/** An image: an http(s) URL or a local /uploads/... (or /images/...) path; blank is null. */
export function imageRef(errorKey: string) {
  return nullable(z.string().refine(isImageRef, messageCode(errorKey)), errorKey);
}

/** A web address; "minegocio.com" is taken as "https://minegocio.com". Blank is null. */
export function websiteUrl(errorKey: string) {
  return nullable(
    z
      .string()
      .max(300, messageCode(errorKey))
      .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
      .refine(isHttpUrl, messageCode(errorKey)),
    errorKey,
  );
}

/** A trimmed, lowercased e-mail address (blank is null). */
export function optionalEmail(errorKey: string) {
  return nullable(
    z
      .string()
      .max(254, messageCode(errorKey))
      .toLowerCase()
      .pipe(z.email(messageCode(errorKey))),
    errorKey,
  );
}

export function requiredEmail(errorKey: string) {
  return z
    .string({ error: messageCode(errorKey) })
    .trim()
    .max(254, messageCode(errorKey))
    .toLowerCase()
    .pipe(z.email(messageCode(errorKey)));
}

/**
 * Guatemalan numbers have 8 digits; the first is 2-7 (landlines 2, 6, 7; mobiles 3, 4, 5).
 * Accepts "+502 5555 1234", "55551234", "(502) 5555-1234", "00502 5555.1234" and stores the
 * seed's format "+502 5555-1234", so every number on the site reads the same way.
 */
export function normalizeGuatemalanPhone(value: string): string | null {
  if (/[^\d\s+().-]/.test(value)) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 13 && digits.startsWith("00502")) digits = digits.slice(5);
  else if (digits.length === 11 && digits.startsWith("502")) digits = digits.slice(3);
  if (!/^[2-7]\d{7}$/.test(digits)) return null;
  if (value.includes("+") && !/^\s*\+\s*502/.test(value)) return null; // another country's code
  return `+502 ${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export function guatemalanPhone(errorKey: string) {
  return nullable(
    z.string().transform((v, ctx) => {
      const phone = normalizeGuatemalanPhone(v);
      if (phone === null) {
        ctx.addIssue({ code: "custom", message: messageCode(errorKey) });
        return z.NEVER;
      }
      return phone;
    }),
    errorKey,
  );
}

export type SocialNetwork = "x" | "instagram" | "facebook" | "tiktok";

const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  x: ["x.com", "twitter.com"],
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com"],
  tiktok: ["tiktok.com"],
};

/** "@handle" becomes the profile URL; Facebook pages have no @handles. */
const HANDLE_URL: Record<SocialNetwork, ((h: string) => string) | null> = {
  x: (h) => `https://x.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  facebook: null,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};

/** A profile URL on that network (any subdomain, https added when missing) or an @handle. */
export function normalizeSocialUrl(network: SocialNetwork, value: string): string | null {
  const handle = /^@([A-Za-z0-9._]{1,50})$/.exec(value);
  if (handle) return HANDLE_URL[network]?.(handle[1]!) ?? null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (value.length > 300 || !isHttpUrl(withScheme)) return null;
  const url = new URL(withScheme);
  const host = url.hostname.toLowerCase();
  const onNetwork = SOCIAL_HOSTS[network].some((h) => host === h || host.endsWith(`.${h}`));
  if (!onNetwork || url.pathname.length <= 1) return null;
  return withScheme;
}

export function socialUrl(network: SocialNetwork, errorKey: string) {
  return nullable(
    z.string().transform((v, ctx) => {
      const url = normalizeSocialUrl(network, v);
      if (url === null) {
        ctx.addIssue({ code: "custom", message: messageCode(errorKey) });
        return z.NEVER;
      }
      return url;
    }),
    errorKey,
  );
}

/** Form booleans: true, "true", "on" (a checked checkbox) and "1" are true; anything else false. */
export const formBoolean = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

/** A uuid, with the message to show when it is not one. */
export function uuidField(errorKey: string) {
  return z
    .string({ error: messageCode(errorKey) })
    .trim()
    .refine(isUuid, messageCode(errorKey))
    .transform((v) => v.toLowerCase());
}

/** A form's object: anything but an object (a string, null) gets 'Revisa los datos ingresados.'. */
export function formObject<S extends z.ZodRawShape>(shape: S) {
  return z.object(shape, { error: messageCode("common.invalidInput") });
}
