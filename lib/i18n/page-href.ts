import "server-only";
import { siteOrigin } from "@/lib/env";
import { pageLocale } from "./page-locale";
import { localizeHref } from "./routing";

// No next/navigation here: mail and pass code (run by the worker outside Next) builds links with
// these. Redirects are in page-redirect.ts.

/** For server components that build URLs (form actions, redirects): a Spanish path in the page's language. */
export function pageHref(href: string): string {
  return localizeHref(href, pageLocale());
}

/** An absolute link to a site page in the current language (mails, passes): "/mis-cupones" in English is ".../en/my-coupons". */
export function pageUrl(href: string): string {
  return new URL(pageHref(href), siteOrigin()).toString();
}
