import "server-only";
import { redirect } from "next/navigation";
import { pageHref } from "./page-href";

/** redirect() to a site path (as code writes it, in Spanish) in the page's language. */
export function redirectInPageLanguage(href: string): never {
  redirect(pageHref(href));
}

/** To the sign-in page and back to `path` afterwards, both in the page's language. */
export function redirectToSignIn(path: string): never {
  redirect(pageHref(`/auth?next=${encodeURIComponent(pageHref(path))}`));
}
