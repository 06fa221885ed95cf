"use client";

import { useMemo, type ReactNode } from "react";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { TIME_ZONE } from "@/lib/i18n/locale";
import { overlay, type MessageTree } from "@/lib/i18n/overlay";

/**
 * A route's own namespaces laid over the shell's, in the browser: a nested provider replaces its
 * parent's messages, and only the route's part travels in the page (ClientMessages picks it). The
 * shell's come from the provider above (ShellView's, bundled), not from an import of the bundle:
 * Turbopack would copy the file into this module's chunk too.
 */
export function RouteIntlProvider({ messages, children }: { messages: MessageTree; children: ReactNode }) {
  const shell = useMessages() as MessageTree;
  // The shell's provider says the page's language.
  const locale = useLocale();
  const merged = useMemo(() => overlay(shell, messages), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
