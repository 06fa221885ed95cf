import { compiledMessagesFor } from "./compiled-messages";
import type { Locale } from "./locale";
import { isMessageTree, overlay, type MessageTree } from "./overlay";

/**
 * What the browser gets of messages/es.json (precompiled, lib/i18n/compiled-messages.ts: the
 * browser has no ICU parser). NextIntlClientProvider would otherwise serialise all
 * ~70 KB of it into every page's HTML; client components need a few namespaces. The shell's
 * travel in its JavaScript (components/layout/shell-data.ts), a route's in its payload. The server side
 * (getTranslations, server components) always has every message.
 *
 * A client component (or a file it imports) that calls useTranslations("x") needs "x" here or in
 * the <ClientMessages> of its route: tests/unit/lib/i18n/client-messages.test.ts checks that.
 */
export const SHELL_CLIENT_NAMESPACES = [
  // The shell's islands on every page: drawers, search, notifications, cookie banner, dialogs.
  // Single keys where they use few of a namespace (the test checks each key they translate).
  "shell.close",
  "nav",
  "search.title",
  "search.description",
  "search.label",
  "search.placeholder",
  "search.submit",
  "search.quickAccess",
  "search.popular",
  // The bell's label; the open drawer fetches the rest (message-bundles.ts).
  "notifications.open",
  "cookieBanner",
  // The cart button, the open sheet's title and the add-to-cart toasts; the sheet's body and the
  // checkout form fetch their own when opened (message-bundles.ts).
  "cart.open",
  "cart.openWithCount",
  "cart.title",
  "cart.description",
  "cart.add",
  "cart.addedTitle",
  "cart.addedDescription",
  "cart.addedShort",
  "common",
  // The error page (app/(es)/error.tsx) a failing route falls back to.
  "errorPage",
  // Coupon cards and countdowns on most listings. The card is a client component (its payload is
  // its data, not a second copy of its markup), so it translates its labels in the browser.
  "abTest",
  "countdown",
  "coupon.flash",
  "coupon.noDescription",
  "coupon.soldOut",
  "coupon.onlyLeft",
  "coupon.view",
  "coupon.validUntil",
  "coupon.rating",
  "coupon.ratingLabel",
  "coupon.noReviews",
  "coupon.discount",
] as const;

type Tree = MessageTree;
const isTree = isMessageTree;

/** The messages at the given dotted paths ("seller.members"), in the shape next-intl expects. */
export function pickMessages(paths: readonly string[], locale: Locale = "es"): Tree {
  const messages = compiledMessagesFor(locale);
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split(".");
    let from: unknown = messages;
    let to = out;
    for (const [i, part] of parts.entries()) {
      if (!isTree(from) || !(part in from)) throw new Error(`No messages at ${path}`);
      from = from[part];
      // Already picked whole by a shorter path ("nav" before "nav.links"): nothing to add.
      if (to[part] === from) break;
      if (i === parts.length - 1) to[part] = from;
      else {
        const next = to[part];
        to = isTree(next) ? next : (to[part] = {});
      }
    }
  }
  return out;
}

/** Built once per language: every caller gets the same objects. */
const shellTrees: Partial<Record<Locale, Tree>> = {};

/**
 * The shell's namespaces plus a route's own, as the browser ends up with them. The pages do not
 * send the shell's part: it is bundled (components/layout/shell-data.generated.json) and a route's
 * provider lays its own over it in the browser (shell-intl.tsx). Tests and the generator use this.
 */
export function clientMessages(namespaces: readonly string[] = [], locale: Locale = "es"): Tree {
  const shellTree = (shellTrees[locale] ??= pickMessages(SHELL_CLIENT_NAMESPACES, locale));
  return namespaces.length ? overlay(shellTree, pickMessages(namespaces, locale)) : shellTree;
}

/**
 * The home's client namespaces (app/(es)/(shop)/inicio): its whole `home` namespace, since its static
 * sections (hero, section heads, loyalty panel, recruitment, stats, newsletter) are client views
 * that translate their own words, and the keys its loyalty island reads. Bundled with the home's
 * JavaScript like the shell's (`npm run generate:bundles`, app/(es)/(shop)/inicio/_components/home-data.ts),
 * given by <HomeMessages>: the cached home is the same for everybody, so its words need not travel
 * in its HTML twice (markup and React payload), only once in the markup.
 */
export const HOME_CLIENT_NAMESPACES = [
  "home",
  "loyalty.noneYet",
  "loyalty.recentTitle",
  "loyalty.whatsappMessage",
  "loyalty.copied",
  "loyalty.copyFailed",
  "loyalty.referralText",
  "loyalty.referralLinkLabel",
  "loyalty.copy",
  "loyalty.whatsapp",
  "loyalty.referralsCount",
] as const;
