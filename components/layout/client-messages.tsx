import type { ReactNode } from "react";
import { pickMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { RouteIntlProvider } from "./shell-intl";

/**
 * Gives the client components below it the shell's messages plus `namespaces` (a route's own
 * islands). Only the route's namespaces travel in the page; the browser lays them over the
 * shell's bundled ones (shell-intl.tsx).
 */
export function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <RouteIntlProvider messages={pickMessages(namespaces, pageLocale())}>{children}</RouteIntlProvider>;
}
