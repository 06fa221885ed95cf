"use client";

import type { ReactNode } from "react";
import { RouteIntlProvider } from "@/components/layout/shell-intl";
import { HOME_MESSAGES } from "./home-bundle";

/**
 * Gives the home's client views and islands their messages (HOME_CLIENT_NAMESPACES) from the
 * home's JavaScript, laid over the shell's: the page itself sends none.
 */
export function HomeMessages({ children }: { children: ReactNode }) {
  return <RouteIntlProvider messages={HOME_MESSAGES}>{children}</RouteIntlProvider>;
}
