import { isLocale, type Locale } from "./locale";

/**
 * Messages that a lazily loaded island fetches when it opens instead of every page carrying them
 * (the checkout form: ~1.6 KB of the shell's payload on every page). Served as static JSON by
 * app/api/mensajes/[bundle]/route.ts; the lazy module gets them through withMessageBundle()
 * (components/layout/lazy-messages.tsx).
 *
 * A bundle replaces the page's messages below it (next-intl providers do not merge), so it lists
 * every namespace its components translate: tests/unit/lib/i18n/client-messages.test.ts checks
 * what a module calling `withMessageBundle("x", …)` renders against MESSAGE_BUNDLES.x.
 */
export const MESSAGE_BUNDLES = {
  // The dialog frame ("Cerrar") is in "shell"; the totals and line reasons in "cart".
  checkout: ["shell", "cart", "checkout", "common"],
  // The open cart sheet's body: lines, totals, empty state.
  cartSheet: ["shell", "cart", "common"],
  // The coupon page's review form, shown to signed-in shoppers only.
  reviewForm: ["reviews", "common"],
  // The coupon page's open report form and the business's reply form.
  moderation: ["moderation"],
  // The open notifications drawer (its frame's close button reads "shell").
  notifications: ["shell", "notifications"],
} as const satisfies Record<string, readonly string[]>;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;

/** A bundle's file: `/api/mensajes/checkout` in Spanish, `/api/mensajes/checkout.en` in English. */
export const messageBundleHref = (bundle: MessageBundle, locale: Locale = "es") =>
  `/api/mensajes/${locale === "es" ? bundle : `${bundle}.${locale}`}`;

/** The bundle and language a file name stands for, or null. */
export function parseBundleFile(file: string): { bundle: MessageBundle; locale: Locale } | null {
  const [bundle, locale = "es", extra] = file.split(".");
  if (extra !== undefined || !isLocale(locale) || !(bundle! in MESSAGE_BUNDLES)) return null;
  return { bundle: bundle as MessageBundle, locale };
}
