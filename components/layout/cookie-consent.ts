// cookie_consent_v1 in localStorage: {"status": "accepted"|"rejected", "timestamp": ISO string}.
import { COOKIE_CONSENT_ATTR, COOKIE_CONSENT_KEY } from "./boot-script";

export type CookieConsentStatus = "accepted" | "rejected";

export interface CookieConsent {
  status: CookieConsentStatus;
  timestamp: string;
}

/** A malformed stored value counts as no answer, so the banner shows again. */
export function parseCookieConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { status, timestamp } = value as Record<string, unknown>;
    if (status !== "accepted" && status !== "rejected") return null;
    if (typeof timestamp !== "string" || Number.isNaN(Date.parse(timestamp))) return null;
    return { status, timestamp };
  } catch {
    return null;
  }
}

export function saveCookieConsent(status: CookieConsentStatus): CookieConsent {
  const consent: CookieConsent = { status, timestamp: new Date().toISOString() };
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage blocked (private mode): the answer still holds for this page view.
  }
  document.documentElement.setAttribute(COOKIE_CONSENT_ATTR, status);
  return consent;
}
