import "server-only";
import { redirect } from "next/navigation";
import { siteOrigin } from "@/lib/env";
import { pageLocale } from "./page-locale";
import { localizeHref } from "./routing";

/** For server components that build URLs (form actions, redirects): a Spanish path in the page's language. */
export function pageHref(href: string): string {
  return localizeHref(href, pageLocale());
}

/** redirect() to a site path (as code writes it, in Spanish) in the page's language. */
export function redirectInPageLanguage(href: string): never {
  redirect(pageHref(href));
}

/** To the sign-in page and back to `path` afterwards, both in the page's language. */
export function redirectToSignIn(path: string): never {
  redirect(pageHref(`/auth?next=${encodeURIComponent(pageHref(path))}`));
}

/** An absolute link to a site page in the current language (mails, passes): "/mis-cupones" in English is ".../en/my-coupons". */
export function pageUrl(href: string): string {
  return new URL(pageHref(href), siteOrigin()).toString();
}
