// Small helpers shared by the e-mails jobs send (receipt, expiry reminder).
import { GUATEMALA_TIME_ZONE as TIME_ZONE } from "@/lib/domain/guatemala-time";

const dateTime = new Intl.DateTimeFormat("es-GT", { timeZone: TIME_ZONE, dateStyle: "long", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("es-GT", { timeZone: TIME_ZONE, dateStyle: "long" });

/** "24 de noviembre de 2026, 9:15 p. m." in Guatemala's time. */
export const mailDateTime = (iso: string) => dateTime.format(new Date(iso));
export const mailDate = (iso: string) => dateOnly.format(new Date(iso));

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for HTML: titles and names come from sellers and buyers. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
