"use client";

import type { ReactNode } from "react";
import { RouteIntlProvider } from "@/components/layout/shell-intl";
import data from "./home-data.generated.json";
import { HomeBundleContext, type HomeData } from "./home-bundle";

const SPANISH = data as unknown as HomeData;

/**
 * Gives the home's client views and islands their messages (HOME_CLIENT_NAMESPACES) and
 * categories from the home's JavaScript, laid over the shell's: the page itself sends none.
 */
export function HomeMessages({ children, bundle = SPANISH }: { children: ReactNode; bundle?: HomeData }) {
  return (
    <HomeBundleContext value={bundle}>
      <RouteIntlProvider messages={bundle.messages}>{children}</RouteIntlProvider>
    </HomeBundleContext>
  );
}
