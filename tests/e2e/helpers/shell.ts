import { expect, type BrowserContext, type Page } from "@playwright/test";

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const PROMO_BAR_KEY = "promoBarDismissed";
export const COOKIE_CONSENT_KEY = "cookie_consent_v1";
export const SESSION_HINT_COOKIE = "cupongt_user";

/** Collects uncaught page errors; assert the array is empty at the end of a test. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/** Opens a page of the shell and waits until its client islands are hydrated (shortcuts, drawers). */
export async function gotoShell(page: Page, path = "/"): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `GET ${path}`).toBeLessThan(400);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Answers the cookie banner before any page loads, so it stays out of the way of other tests. */
export async function presetCookieConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [COOKIE_CONSENT_KEY, JSON.stringify({ status: "accepted", timestamp: new Date().toISOString() })] as const,
  );
}

/** Sets the non-httpOnly sign-in hint cookie the headers read (accounts write it at sign-in). */
export async function setSessionHint(context: BrowserContext, baseURL: string, value: string): Promise<void> {
  await context.addCookies([{ name: SESSION_HINT_COOKIE, value, url: baseURL }]);
}

/**
 * Opens a page that streams (loading.tsx) and waits until React has swapped every streamed part
 * in: until then the content exists twice, once in a hidden `<div id="S:n">`, and React 19
 * reveals boundaries in batches, so "load" can fire before the swap.
 */
export async function gotoStreamed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
}
