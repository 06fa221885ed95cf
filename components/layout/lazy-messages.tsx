"use client";

import type { ComponentType } from "react";
import { NextIntlClientProvider, useLocale } from "next-intl";
import { messageBundleHref, type MessageBundle } from "@/lib/i18n/message-bundles";

type Messages = Record<string, unknown>;

/**
 * For a module that next/dynamic loads: fetches `bundle` and returns `Component` under a provider
 * holding those messages (time zone, now and formats come from the page's provider). Called from
 * inside the lazy chunk, so none of this is in the pages' own JavaScript. If the bundle cannot be
 * fetched the component still renders, with the page's messages.
 */
export async function withMessageBundle<P extends object>(
  bundle: MessageBundle,
  Component: ComponentType<P>,
): Promise<ComponentType<P>> {
  const messages = await fetchBundle(bundle);
  if (!messages) return Component;
  function WithMessages(props: P) {
    const locale = useLocale();
    return (
      <NextIntlClientProvider locale={locale} messages={messages}>
        <Component {...props} />
      </NextIntlClientProvider>
    );
  }
  return WithMessages;
}

async function fetchBundle(bundle: MessageBundle): Promise<Messages | null> {
  try {
    // Fetched as the lazy chunk loads, before any render: the page's language is its <html lang>.
    const locale = document.documentElement.lang === "en" ? "en" : "es";
    const res = await fetch(messageBundleHref(bundle, locale));
    return res.ok ? ((await res.json()) as Messages) : null;
  } catch {
    return null;
  }
}
