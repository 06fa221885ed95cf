import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locale";

// The language of the page being rendered, or of the page a server action was posted from.
// - Pages: the English route tree (app/en) sets it in its layout, in every page and in every
//   generateMetadata, since Next may render each of them on its own; the Spanish tree never sets
//   it. Not a header or a cookie: reading either would make every cached page dynamic.
// - Server actions run outside any render, where React's cache does not hold: the action wrapper
//   runs them inside withLocale (lib/actions/define-action.ts), so their answers are in the
//   language of the page that asked.
// Anywhere else (jobs, scripts, tests) the answer is Spanish; e-mails name their reader's language.
const slot = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));
const scope = new AsyncLocalStorage<Locale>();

export function setPageLocale(locale: Locale): void {
  slot().locale = locale;
}

export function pageLocale(): Locale {
  return scope.getStore() ?? slot().locale;
}

/** Runs `work` with `locale` as the current language (for code outside a render). */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return scope.run(locale, work);
}
