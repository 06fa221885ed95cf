"use client";

import NextLink from "next/link";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { localizeHref } from "@/lib/i18n/routing";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link in the page's language: code writes the Spanish path ("/cupon/x"), and on an English
 * page the link goes to its English twin ("/en/coupon/x") where one exists (lib/i18n/routing.ts).
 * Every link of the app is this one (eslint forbids next/link elsewhere), so no component needs to
 * know which language it is drawn in.
 */
export default function Link({ href, ...props }: LinkProps) {
  const locale = useLocale().startsWith("en") ? "en" : "es";
  const localized =
    typeof href === "string"
      ? localizeHref(href, locale)
      : href.pathname
        ? { ...href, pathname: localizeHref(href.pathname, locale) }
        : href;
  return <NextLink href={localized} {...props} />;
}
