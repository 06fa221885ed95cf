import "server-only";
import { pageLocale } from "./page-locale";
import { localizeHref } from "./routing";

/** For server components that build URLs (form actions, redirects): a Spanish path in the page's language. */
export function pageHref(href: string): string {
  return localizeHref(href, pageLocale());
}
