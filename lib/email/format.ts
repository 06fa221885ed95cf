// Small helpers shared by the e-mails jobs send (receipt, expiry reminder).
import { GUATEMALA_TIME_ZONE as TIME_ZONE } from "@/lib/domain/guatemala-time";
import { INTL_LOCALES, LOCALES, type Locale } from "@/lib/i18n/locale";
import { pageLocale } from "@/lib/i18n/page-locale";

const formats = (locale: Locale) => ({
  dateTime: new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: TIME_ZONE,
    dateStyle: "long",
    timeStyle: "short",
  }),
  dateOnly: new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: TIME_ZONE, dateStyle: "long" }),
});
const FORMATS = Object.fromEntries(LOCALES.map((locale) => [locale, formats(locale)])) as Record<
  Locale,
  ReturnType<typeof formats>
>;

/** "24 de noviembre de 2026, 9:15 p. m." (or "November 24, 2026 at 9:15 PM") in Guatemala's time, in the mail's language. */
export const mailDateTime = (iso: string) => FORMATS[pageLocale()].dateTime.format(new Date(iso));
export const mailDate = (iso: string) => FORMATS[pageLocale()].dateOnly.format(new Date(iso));

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML: titles and names come from sellers and buyers. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
