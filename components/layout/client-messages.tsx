import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";

import { clientMessages } from "@/lib/i18n/client-messages";

/**
 * Gives the client components below it the shell's messages plus `namespaces` (a route's own
 * islands). A nested provider replaces its parent's messages, hence the shell's are repeated.
 */
export function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(namespaces)}>{children}</NextIntlClientProvider>;
}
